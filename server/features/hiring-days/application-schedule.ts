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
  const before = await tx
    .selectFrom('applicants')
    .select(['jadwal_interview'])
    .where('id', '=', pelamarId)
    .executeTakeFirst();
  if (!before || before.jadwal_interview === jadwal) return false;
  if (onlyIf !== undefined && before.jadwal_interview !== onlyIf) return false;
  const row = await tx
    .updateTable('applicants')
    .set({ jadwal_interview: jadwal, updated_at: author.at })
    .where('id', '=', pelamarId)
    .returning(['id', 'status', 'jadwal_interview'])
    .executeTakeFirstOrThrow();
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

/**
 * Takes the application row's write lock for the rest of `tx` (a no-op UPDATE, both databases):
 * two bookings by one applicant at once run one after the other.
 */
export async function lockApplication(tx: Tx, pelamarId: number) {
  const result = await tx
    .updateTable('applicants')
    .set((eb) => ({ jadwal_interview: eb.ref('jadwal_interview') }))
    .where('id', '=', pelamarId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
