/** Time helpers. Stored timestamps are ISO-8601 UTC text (see db/migrations/helpers.ts). */

export function nowIso(clock: () => Date = () => new Date()) {
  return clock().toISOString();
}

export function addSeconds(iso: string, seconds: number) {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}

/** One home for calendar days in the company time zone, shared with the web. */
export { localDate, todayIn } from '#common/dates';
