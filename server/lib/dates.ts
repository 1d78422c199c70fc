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

/** The zero-padded fields the clocks of `timeZone` show at `instant` (hours 00–23). */
function wallClockParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Offset of `timeZone` from UTC at `instant`, in minutes (Asia/Jakarta: +420). */
export function zoneOffsetMinutes(instant: Date, timeZone: string) {
  const { year, month, day, hour, minute, second } = wallClockParts(instant, timeZone);
  const asUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The company's wall-clock 'YYYY-MM-DDTHH:mm' of an instant: how schedules are stored. */
export function wallClock(iso: string, timeZone: string) {
  const { year, month, day, hour, minute } = wallClockParts(new Date(iso), timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}`;
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
