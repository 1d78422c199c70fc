import type { ContactMessage } from '#common/schemas/contact-messages';

/** The inbox's date groups (docs/product.md §2: by creation day YYYY-MM-DD, newest first). */

export interface DayGroup {
  day: string;
  rows: Array<{ message: ContactMessage; number: number }>;
}

/** Consecutive messages of the same day, in the (newest first) order the server sent them. */
export function groupByDay(rows: ContactMessage[], firstNumber = 1): DayGroup[] {
  const groups: DayGroup[] = [];
  rows.forEach((message, index) => {
    const last = groups.at(-1);
    const entry = { message, number: firstNumber + index };
    if (last && last.day === message.created_day) last.rows.push(entry);
    else groups.push({ day: message.created_day, rows: [entry] });
  });
  return groups;
}

/** The time of day a message arrived, in the company's time zone ('14.05'). */
export function timeOfDay(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}
