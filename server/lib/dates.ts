/** Time helpers. Stored timestamps are ISO-8601 UTC text (see db/migrations/helpers.ts). */

export function nowIso(clock: () => Date = () => new Date()) {
  return clock().toISOString();
}

export function addSeconds(iso: string, seconds: number) {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}

/** The offset of a time zone at an instant, in minutes east of UTC (Asia/Jakarta: 420). */
export function zoneOffsetMinutes(timeZone: string, at: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(iso: string | Date, timeZone: string) {
  const at = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The UTC instant at which a local wall-clock time happens in a time zone. */
export function zonedToUtc(localDateTime: string, timeZone: string) {
  const [datePart, timePart = '00:00'] = localDateTime.split('T');
  const [y, m, d] = datePart.split('-').map(Number);
  const [hh, mm, ss = 0] = timePart.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm, ss);
  const offset = zoneOffsetMinutes(timeZone, new Date(guess));
  return new Date(guess - offset * 60_000);
}

/**
 * The UTC range [start, end) of a local calendar period: a day (date), a month (year + month) or
 * a year, so list filters compare stored ISO text with plain string comparisons on both databases.
 */
export function localPeriodRange(
  period: { date?: string; year?: number; month?: number },
  timeZone: string,
): { start: string; end: string } | undefined {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (period.date) {
    const start = zonedToUtc(`${period.date}T00:00`, timeZone);
    const [y, m, d] = period.date.split('-').map(Number);
    const next = new Date(Date.UTC(y, m - 1, d + 1));
    const end = zonedToUtc(`${next.toISOString().slice(0, 10)}T00:00`, timeZone);
    return { start: start.toISOString(), end: end.toISOString() };
  }
  if (period.year && period.month) {
    const nextYear = period.month === 12 ? period.year + 1 : period.year;
    const nextMonth = period.month === 12 ? 1 : period.month + 1;
    return {
      start: zonedToUtc(`${period.year}-${pad(period.month)}-01T00:00`, timeZone).toISOString(),
      end: zonedToUtc(`${nextYear}-${pad(nextMonth)}-01T00:00`, timeZone).toISOString(),
    };
  }
  if (period.year) {
    return {
      start: zonedToUtc(`${period.year}-01-01T00:00`, timeZone).toISOString(),
      end: zonedToUtc(`${period.year + 1}-01-01T00:00`, timeZone).toISOString(),
    };
  }
  return undefined;
}
