/**
 * The server's one time module, over common/dates.ts (calendar days and wall-clock times in the
 * company time zone, shared with the web, which types session times the same way). Stored
 * timestamps are ISO-8601 UTC text (see db/migrations/helpers.ts); schedules are stored as the
 * company's wall-clock time, 'YYYY-MM-DDTHH:mm' (docs/decisions/009-csv-export.md, "Schedules"),
 * and turned into instants by `zonedToUtc`.
 */

export { localDate, wallClock, zonedToUtc } from '#common/dates';

export function nowIso(clock: () => Date = () => new Date()) {
  return clock().toISOString();
}

export function addSeconds(iso: string, seconds: number) {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}
