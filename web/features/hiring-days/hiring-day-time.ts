import { formatDateTime, wallClock, zonedToUtc } from '#common/dates';

/**
 * Hiring day times travel as UTC instants; staff type and read them as the company's wall-clock
 * time (TIME_ZONE), whatever zone the phone is set to.
 */

/** 'YYYY-MM-DDTHH:mm' typed in `timeZone` → an ISO instant; anything else stays as it is. */
export const localToIso = (local: string, timeZone: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? zonedToUtc(local, timeZone).toISOString() : local;

/** An ISO instant → 'YYYY-MM-DDTHH:mm' on the clocks of `timeZone` (for datetime-local). */
export const isoToLocal = (iso: string, timeZone: string) => wallClock(iso, timeZone);

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
