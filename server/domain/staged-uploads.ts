import type { Kysely } from 'kysely';

import type { DB } from '../db/schema.ts';

/**
 * Files sent before their application (`staged_uploads`, migration 0030,
 * docs/decisions/048-files-sent-as-chosen.md). The staged-uploads feature writes and purges
 * them; an application claims them; an erasure removes them with the account.
 */

/** Thrown inside the application's transaction when a staged file is no longer there to claim. */
export class StagedUploadsGone extends Error {
  constructor() {
    super('staged uploads gone');
  }
}

/** The applicant's own staged rows among `ids` (any other id is simply absent). */
export async function findStagedUploads(db: Kysely<DB>, userId: number, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('staged_uploads')
    .select(['id', 'jenis', 'file_key'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

/**
 * Deletes `ids` of the applicant inside the application's transaction; throws StagedUploadsGone
 * unless every one was there, so the caller's transaction rolls back. A concurrent claim or the
 * purge that took one first makes the count fall short (docs/decisions/048, "The claim").
 */
export async function claimStagedUploads(trx: Kysely<DB>, userId: number, ids: string[]) {
  if (ids.length === 0) return;
  const result = await trx
    .deleteFrom('staged_uploads')
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== ids.length) throw new StagedUploadsGone();
}

/** Deletes the accounts' staged rows inside `trx`; answers their file keys, to remove after commit. */
export async function deleteStagedUploadsOf(trx: Kysely<DB>, userIds: number[]) {
  if (userIds.length === 0) return [];
  const rows = await trx
    .deleteFrom('staged_uploads')
    .where('user_id', 'in', userIds)
    .returning('file_key')
    .execute();
  return rows.map((row) => row.file_key);
}
