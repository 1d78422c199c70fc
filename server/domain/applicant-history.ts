import type { Kysely } from 'kysely';

import type { HistoryEntry } from '#common/schemas/recruiting';

import type { ApplicantRow, DB } from '../db/schema.ts';
import { applicantStatusOf } from './applicant-rows.ts';

/**
 * The `applicant_history` table: every status and schedule change of an application, with who
 * made it and when. Staff write it with their saves (applicant-review) and read it on the detail
 * screen; the applicant reads their own, without the names (applications).
 */

/** Who made a change and when. */
export interface ChangeAuthor {
  by: string;
  at: string;
  /** Why the change was made against a warning (an acceptance confirmed), docs/decisions/052. */
  keterangan?: string;
}

/** Status and schedule changes of one application, oldest first. */
export async function readApplicantHistory(
  db: Kysely<DB>,
  applicantId: number,
): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('applicant_history')
    .select(['status', 'jadwal_interview', 'changed_by', 'changed_at', 'keterangan'])
    .where('applicant_id', '=', applicantId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    status: applicantStatusOf(row.status),
    jadwal_interview: row.jadwal_interview,
    by: row.changed_by,
    at: row.changed_at,
    keterangan: row.keterangan,
  }));
}

/** Writes a status or schedule change, as `row` now is, inside the save's transaction `tx`. */
export function recordApplicantHistory(
  tx: Kysely<DB>,
  row: Pick<ApplicantRow, 'id' | 'status' | 'jadwal_interview'>,
  kind: 'status' | 'jadwal',
  author: ChangeAuthor,
) {
  return tx
    .insertInto('applicant_history')
    .values({
      applicant_id: row.id,
      status: row.status,
      jadwal_interview: row.jadwal_interview,
      kind,
      changed_by: author.by,
      changed_at: author.at,
      keterangan: author.keterangan ?? null,
    })
    .execute();
}
