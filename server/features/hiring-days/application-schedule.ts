import { findApplicantRow, updateApplicant } from '../../domain/applicants/rows.ts';
import type { Tx } from './hiring-days.repo.ts';

/**
 * A booking shows on the application as its interview date (`jadwal_interview`), so the detail,
 * its .ics and the statistics keep reading one column; each change is written to the
 * application's history like a staff schedule change (kind 'jadwal').
 */

/**
 * Sets the application's schedule to `jadwal`, or clears it (null). Clearing only happens while
 * the column still shows `onlyIf` (the freed booking's time), so a time staff set by hand after
 * the booking is kept. Answers whether anything changed.
 */
export async function setApplicationSchedule(
  tx: Tx,
  pelamarId: number,
  jadwal: string | null,
  author: { by: string; at: string },
  onlyIf?: string,
) {
  const before = await findApplicantRow(tx, pelamarId);
  if (!before || before.jadwal_interview === jadwal) return false;
  if (onlyIf !== undefined && before.jadwal_interview !== onlyIf) return false;
  const row = await updateApplicant(tx, pelamarId, {
    jadwal_interview: jadwal,
    updated_at: author.at,
  });
  // Read just above in this transaction, so the row is there.
  if (!row) throw new Error(`application ${pelamarId} vanished`);
  await tx
    .insertInto('applicant_history')
    .values({
      applicant_id: row.id,
      status: row.status,
      jadwal_interview: row.jadwal_interview,
      kind: 'jadwal',
      changed_by: author.by,
      changed_at: author.at,
    })
    .execute();
  return true;
}
