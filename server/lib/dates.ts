/**
 * The server's one time module, over common/dates.ts (calendar days in the company time zone,
 * shared with the web). Stored timestamps are ISO-8601 UTC text (see db/migrations/helpers.ts);
 * schedules are stored as the company's wall-clock time, 'YYYY-MM-DDTHH:mm'
 * (docs/decisions/009-csv-export.md, "Schedules"), and turned into instants here.
 */

export { localDate } from '#common/dates';

export function nowIso(clock: () => Date = () => new Date()) {
  return clock().toISOString();
}

export function addSeconds(iso: string, seconds: number) {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}

/** Offset of `timeZone` from UTC at `instant`, in minutes (Asia/Jakarta: +420). */
export function zoneOffsetMinutes(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant at which the clocks of `timeZone` show `local` ('YYYY-MM-DDTHH:mm[:ss]'). */
export function zonedToUtc(local: string, timeZone: string) {
  const text = local.length === 16 ? `${local}:00` : local;
  const guess = new Date(`${text}Z`);
  // Two rounds settle the offset even next to a daylight-saving switch.
  let instant = new Date(guess.getTime() - zoneOffsetMinutes(guess, timeZone) * 60_000);
  instant = new Date(guess.getTime() - zoneOffsetMinutes(instant, timeZone) * 60_000);
  return instant;
}
