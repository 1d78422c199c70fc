import { type Kysely, sql } from 'kysely';

import type { DB } from '../../db/schema.ts';

/**
 * A cheap "did any application change" version: the staff list's 10-second poll and ETag
 * (applicant-review) and the statistics' cache key (applicant-stats) read it. Deletions cannot
 * be seen in max(id) or max(updated_at), so whoever deletes applications bumps a counter in
 * `change_counters` (migration 0011): staff deletes and every erasure.
 */

export const APPLICANT_DELETES_COUNTER = 'applicants_deleted';

export interface ApplicantsVersion {
  maxId: number;
  maxUpdatedAt: string;
  deletes: number;
}

/** Three index lookups in one statement, whatever the table size. */
export async function readApplicantsVersion(db: Kysely<DB>): Promise<ApplicantsVersion> {
  const { rows } = await sql<{
    max_id: number | null;
    max_updated: string | null;
    deletes: number | null;
  }>`
    select (select max(id) from applicants) as max_id,
           (select max(updated_at) from applicants) as max_updated,
           (select value from change_counters where name = ${APPLICANT_DELETES_COUNTER}) as deletes`.execute(
    db,
  );
  const row = rows[0];
  return {
    maxId: Number(row?.max_id ?? 0),
    maxUpdatedAt: String(row?.max_updated ?? ''),
    deletes: Number(row?.deletes ?? 0),
  };
}

/** Counts `n` deleted applications, inside the deleting transaction `tx`. */
export function countApplicantDeletes(tx: Kysely<DB>, n: number) {
  return tx
    .updateTable('change_counters')
    .set((eb) => ({ value: eb('value', '+', n) }))
    .where('name', '=', APPLICANT_DELETES_COUNTER)
    .execute();
}
