import type { Kysely } from 'kysely';

import type { Note } from '#common/schemas/recruiting';

import type { DB } from '../../db/schema.ts';

/** Internal notes on an application (docs/decisions/025): staff only. Plain Kysely, no HTTP (docs/conventions.md §3). */
export function applicantNotesRepo(db: Kysely<DB>) {
  return {
    /** Notes, oldest first. */
    async list(applicantId: number): Promise<Note[]> {
      const rows = await db
        .selectFrom('applicant_notes')
        .select(['id', 'text', 'author', 'created_at'])
        .where('applicant_id', '=', applicantId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        text: row.text,
        by: row.author,
        at: row.created_at,
      }));
    },

    async add(applicantId: number, text: string, author: string, at: string): Promise<Note> {
      const row = await db
        .insertInto('applicant_notes')
        .values({ applicant_id: applicantId, text, author, created_at: at })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      return { id: row.id, text, by: author, at };
    },
  };
}
