import type { Kysely } from 'kysely';

import type { DB } from '../../db/schema.ts';
import { pagesRepo } from './pages.repo.ts';

const DRAFT_COLUMNS = [
  'slug',
  'title',
  'content',
  'title_en',
  'content_en',
  'saved_by',
  'saved_at',
  'publish_at',
  'scheduled_by_id',
] as const;

/** A page's draft and its scheduled publication (docs/decisions/034). */
export function pageDraftsRepo(db: Kysely<DB>) {
  return {
    find(slug: string) {
      return db
        .selectFrom('page_drafts')
        .select(DRAFT_COLUMNS)
        .where('slug', '=', slug)
        .executeTakeFirst();
    },
    /** Saves the draft; a schedule set before stays and will publish this newer text. */
    async save(
      slug: string,
      draft: {
        title: string;
        content: string;
        title_en: string | null;
        content_en: string | null;
        savedBy: string | null;
        at: string;
      },
    ) {
      const values = {
        title: draft.title,
        content: draft.content,
        title_en: draft.title_en,
        content_en: draft.content_en,
        saved_by: draft.savedBy,
        saved_at: draft.at,
      };
      await db
        .insertInto('page_drafts')
        .values({ slug, ...values })
        .onConflict((oc) => oc.column('slug').doUpdateSet(values))
        .execute();
    },
    /** Sets or clears the publication time; false when the page has no draft. */
    async schedule(slug: string, publishAt: string | null, byId: number | null) {
      const result = await db
        .updateTable('page_drafts')
        .set({ publish_at: publishAt, scheduled_by_id: publishAt ? byId : null })
        .where('slug', '=', slug)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Clears the schedule only if it is still the one for `publishAt`; true when it was. */
    async unschedule(slug: string, publishAt: string) {
      const result = await db
        .updateTable('page_drafts')
        .set({ publish_at: null, scheduled_by_id: null })
        .where('slug', '=', slug)
        .where('publish_at', '=', publishAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async discard(slug: string) {
      const result = await db.deleteFrom('page_drafts').where('slug', '=', slug).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /**
     * Publishes the draft in one transaction: takes it out (only the one scheduled for
     * `onlyIfScheduledAt` when given, so a rescheduled or already published draft is left alone)
     * and writes it to the page. Undefined when there was no such draft. Taking the row out is
     * what makes a publication happen once, even when two runners reach it.
     */
    publish(slug: string, onlyIfScheduledAt?: string) {
      return db.transaction().execute(async (trx) => {
        let taken = trx.deleteFrom('page_drafts').where('slug', '=', slug);
        if (onlyIfScheduledAt) taken = taken.where('publish_at', '=', onlyIfScheduledAt);
        const draft = await taken.returning(DRAFT_COLUMNS).executeTakeFirst();
        if (!draft) return undefined;
        const before = await pagesRepo(trx).find(slug);
        const page = await pagesRepo(trx).update(slug, {
          title: draft.title,
          content: draft.content,
          title_en: draft.title_en,
          content_en: draft.content_en,
        });
        return page && before ? { draft, before, page } : undefined;
      });
    },
  };
}
