import type { Kysely } from 'kysely';

import type { TestimonyInput } from '#common/schemas/testimonies';

import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/dates.ts';

const COLUMNS = [
  'id',
  'name',
  'organization',
  'message',
  'photo',
  'organization_en',
  'message_en',
] as const;

/** Stored row values: a blank organization is kept as null (docs/product.md §2: shown only when present). */
function toRow(input: TestimonyInput) {
  return {
    name: input.name,
    organization: input.organization || null,
    message: input.message,
    // Undefined keeps the stored English text (docs/decisions/043).
    organization_en: input.organization_en,
    message_en: input.message_en,
  };
}

/** Testimony rows: plain Kysely, rows or undefined, no HTTP and no files. */
export function testimoniesRepo(db: Kysely<DB>) {
  return {
    /** Newest first: a fresh testimony opens the carousel. */
    list: () =>
      db
        .selectFrom('testimonies')
        .select(COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    find: (id: number) =>
      db.selectFrom('testimonies').select(COLUMNS).where('id', '=', id).executeTakeFirst(),
    create: (input: TestimonyInput, photo: string | null) => {
      const now = nowIso();
      return db
        .insertInto('testimonies')
        .values({ ...toRow(input), photo, created_at: now, updated_at: now })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },
    /** `photo` undefined keeps the current one. */
    update: (id: number, input: TestimonyInput, photo: string | undefined) =>
      db
        .updateTable('testimonies')
        .set({ ...toRow(input), ...(photo === undefined ? {} : { photo }), updated_at: nowIso() })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirst(),
    remove: (id: number) =>
      db.deleteFrom('testimonies').where('id', '=', id).returning(COLUMNS).executeTakeFirst(),
  };
}
