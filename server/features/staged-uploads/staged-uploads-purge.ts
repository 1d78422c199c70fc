import type { Kysely } from 'kysely';

import type { DB } from '../../db/schema.ts';
import { removeFiles, type Storage } from '../../ports/storage.ts';

/** A staged file is kept a day: long enough to finish a form on a slow day (docs/decisions/048). */
export const STAGED_MAX_AGE_MS = 24 * 3600_000;

/**
 * Deletes staged rows older than a day and then their files; answers how many. The DELETE …
 * RETURNING decides: a row an application claimed in the same instant is not returned (the
 * claim deleted it first) and its file stays, or the claim finds it gone and is refused.
 */
export async function purgeStagedUploads(
  db: Kysely<DB>,
  storage: Pick<Storage, 'remove'>,
  now: Date,
) {
  const rows = await db
    .deleteFrom('staged_uploads')
    .where('created_at', '<', new Date(now.getTime() - STAGED_MAX_AGE_MS).toISOString())
    .returning('file_key')
    .execute();
  await removeFiles(
    storage,
    rows.map((row) => row.file_key),
  );
  return rows.length;
}
