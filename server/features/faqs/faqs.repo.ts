import type { Kysely } from 'kysely';

import type { FaqInput } from '#common/schemas/faqs';

import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/dates.ts';

const COLUMNS = ['id', 'question', 'answer'] as const;

/** FAQ rows (STYLE §3): plain Kysely, rows or undefined, no HTTP. */
export function faqsRepo(db: Kysely<DB>) {
  return {
    /** Oldest first, so the order an editor adds questions is the order visitors read them. */
    list: () => db.selectFrom('faqs').select(COLUMNS).orderBy('id', 'asc').execute(),
    create: (input: FaqInput) => {
      const now = nowIso();
      return db
        .insertInto('faqs')
        .values({ ...input, created_at: now, updated_at: now })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },
    update: (id: number, input: FaqInput) =>
      db
        .updateTable('faqs')
        .set({ ...input, updated_at: nowIso() })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirst(),
    remove: (id: number) =>
      db.deleteFrom('faqs').where('id', '=', id).returning(COLUMNS).executeTakeFirst(),
  };
}
