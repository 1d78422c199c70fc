/** Time helpers. Stored timestamps are ISO-8601 UTC text (see db/migrations/helpers.ts). */

export function nowIso(clock: () => Date = () => new Date()) {
  return clock().toISOString();
}

export function addSeconds(iso: string, seconds: number) {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(iso: string | Date, timeZone: string) {
  const at = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
