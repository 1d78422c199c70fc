import { formatDateTime } from '#common/dates';

/**
 * Session times travel as UTC instants; staff type and read them as the company's wall-clock
 * time (TIME_ZONE), whatever zone the phone is set to.
 */

function zoneOffsetMinutes(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** 'YYYY-MM-DDTHH:mm' typed in `timeZone` → an ISO instant with offset; '' stays ''. */
export function localToIso(local: string, timeZone: string) {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return local;
  const guess = new Date(`${local}:00Z`);
  let instant = new Date(guess.getTime() - zoneOffsetMinutes(guess, timeZone) * 60_000);
  instant = new Date(guess.getTime() - zoneOffsetMinutes(instant, timeZone) * 60_000);
  return instant.toISOString();
}

/** An ISO instant → 'YYYY-MM-DDTHH:mm' on the clocks of `timeZone` (for datetime-local). */
export function isoToLocal(iso: string, timeZone: string) {
  const at = new Date(iso);
  const shifted = new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** 'Kamis, 5 Maret 2026 pukul 10.30' in the company's time zone. */
export const formatWhen = (iso: string, timeZone: string) =>
  formatDateTime(iso, timeZone, { weekday: 'long' });

/** '10.30' in the company's time zone. */
export const formatClock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('id-ID', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
