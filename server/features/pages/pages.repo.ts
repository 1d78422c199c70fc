import { type Kysely, sql } from 'kysely';

import { nowIso } from '../../lib/dates.ts';
import type { DB } from '../../db/schema.ts';

/** Pages: the about page and the three service pages, one row per slug (seeded). */
export function pagesRepo(db: Kysely<DB>) {
  return {
    find(slug: string) {
      return db
        .selectFrom('pages')
        .select(['slug', 'title', 'content'])
        .where('slug', '=', slug)
        .executeTakeFirst();
    },
    /**
     * Updates content, and the title when one is given; undefined when the slug has no row. A
     * changed content bumps the page's version (the privacy notice's consents refer to it).
     */
    async update(slug: string, changes: { title?: string; content: string }) {
      return db
        .updateTable('pages')
        .set({
          version: sql<number>`case when content <> ${changes.content} then version + 1 else version end`,
          content: changes.content,
          ...(changes.title ? { title: changes.title } : {}),
          updated_at: nowIso(),
        })
        .where('slug', '=', slug)
        .returning(['slug', 'title', 'content'])
        .executeTakeFirst();
    },
  };
}
