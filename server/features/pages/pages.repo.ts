import { type Kysely, sql } from 'kysely';

import { nowIso } from '../../lib/dates.ts';
import type { DB } from '../../db/schema.ts';

const COLUMNS = ['slug', 'title', 'content', 'title_en', 'content_en'] as const;

/** Pages: the about page and the three service pages, one row per slug (seeded). */
export function pagesRepo(db: Kysely<DB>) {
  return {
    find(slug: string) {
      return db.selectFrom('pages').select(COLUMNS).where('slug', '=', slug).executeTakeFirst();
    },
    /**
     * Updates content, the title when one is given, and each English text that is given (null
     * clears it); undefined when the slug has no row. A
     * changed content bumps the page's version (the privacy notice's consents refer to it).
     */
    async update(
      slug: string,
      changes: {
        title?: string;
        content: string;
        title_en?: string | null;
        content_en?: string | null;
      },
    ) {
      return db
        .updateTable('pages')
        .set({
          version: sql<number>`case when content <> ${changes.content} then version + 1 else version end`,
          content: changes.content,
          ...(changes.title ? { title: changes.title } : {}),
          // Undefined keeps the stored English text (docs/decisions/043).
          title_en: changes.title_en,
          content_en: changes.content_en,
          updated_at: nowIso(),
        })
        .where('slug', '=', slug)
        .returning(COLUMNS)
        .executeTakeFirst();
    },
  };
}
