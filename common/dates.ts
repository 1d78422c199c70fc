/**
 * Calendar dates in the company's time zone (TIME_ZONE, default Asia/Jakarta). The one home of
 * "which day is it there": ages, date groups, schedules and exports all read it from here, on the
 * server and in the browser alike.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(at: string | Date, timeZone: string) {
  return dayFormatter(timeZone).format(typeof at === 'string' ? new Date(at) : at);
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()) {
  return localDate(now, timeZone);
}
