import { isFinalStatus } from '#common/rules';

/**
 * Retention of applicant data (UU PDP 27/2022; CONTRACT RETENTION_MONTHS): an application with a
 * final status is erased RETENTION_MONTHS after its last change (`updated_at`, which status and
 * schedule saves set). Shared by the purge job and the staff list, which shows the date.
 */

/** `at` moved by whole calendar months (UTC); the day is clamped, so 31 Jan + 1 month = 28/29 Feb. */
export function addMonths(at: Date, months: number) {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(at.getTime());
  result.setUTCFullYear(year, month, Math.min(at.getUTCDate(), lastDay));
  return result;
}

/** Records last changed at or before this instant are due for erasure at `now`. */
export function retentionCutoff(now: Date, months: number) {
  return addMonths(now, -months);
}

/** When a row will be erased (ISO), or null while its status is not final. */
export function retentionDeadline(row: { status: string; updated_at: string }, months: number) {
  if (!isFinalStatus(row.status)) return null;
  return addMonths(new Date(row.updated_at), months).toISOString();
}
