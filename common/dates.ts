import { commonText } from './texts/common.ts';

/**
 * Calendar dates and wall-clock times in the company's time zone (TIME_ZONE, default
 * Asia/Jakarta). The one home of "which day and hour is it there": ages, date groups, schedules,
 * session times and exports all read it from here, on the server and in the browser alike.
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

/** The calendar day `days` after a YYYY-MM-DD day (before it when negative). */
export function addDays(day: string, days: number) {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The calendar day before a YYYY-MM-DD day. */
export function previousDay(day: string) {
  return addDays(day, -1);
}

/** A calendar date (its first ten characters YYYY-MM-DD) through `options`; anything else as it is. */
function dateFormat(options: Intl.DateTimeFormatOptions) {
  // A calendar date: formatted in UTC so it never shifts.
  const formatter = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', ...options });
  return (date: string) => {
    const at = new Date(`${date.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(at.getTime()) ? date : formatter.format(at);
  };
}

/** 'Senin, 4 Mei 2026'. */
export const formatLongDate = dateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '1 April 2027': a date written out, for sentences (docs/decisions/052). */
export const formatFullDate = dateFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** '4 Mei 2026', for tables. */
export const formatShortDate = dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });

/** A date group's heading (docs/product.md §2): 'Hari Ini', 'Kemarin', otherwise 'Senin, 4 Mei 2026'. */
export function dayHeading(day: string, today: string) {
  if (day === today) return commonText.today;
  if (day === previousDay(today)) return commonText.yesterday;
  return formatLongDate(day);
}

/**
 * An instant's date and 24-hour time in Indonesian, in a time zone: '5 Maret 2026 pukul 10.30',
 * or with `weekday: 'long'` 'Kamis, 5 Maret 2026 pukul 10.30'.
 */
export function formatDateTime(
  at: string | Date,
  timeZone: string,
  { weekday }: { weekday?: 'long' } = {},
) {
  return new Intl.DateTimeFormat('id-ID', {
    timeZone,
    weekday,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(typeof at === 'string' ? new Date(at) : at);
}

/** Whole years between a birth date and a day, both YYYY-MM-DD (docs/product.md §2: Usia in whole years). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
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
