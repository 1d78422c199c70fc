/**
 * Plain helpers about an application, without zod: a page that only shows an application (the
 * career status page, docs/decisions/041) imports these without building the schemas of
 * common/schemas/applicants.ts, which re-exports them.
 */

import { ageOn } from './dates.ts';
import { MAX_AGE, MIN_AGE } from './rules.ts';

// One definition of age, in the dates module (zod-free, like this one).
export { ageOn };

/** docs/product.md §5: an applicant is from MIN_AGE to MAX_AGE years old on the day of applying. */
export function isEligibleAge(birthDate: string, today: string) {
  const age = ageOn(birthDate, today);
  return age >= MIN_AGE && age <= MAX_AGE;
}

/**
 * docs/product.md §3: a resume may be a list of addresses, a text holding a list, or a single address; when
 * parsing fails it is one address; empty entries are dropped. Used on stored keys and on API URLs.
 */
export function parseResumeList(value: unknown): string[] {
  let parsed: unknown = value;
  for (let depth = 0; depth < 3 && typeof parsed === 'string'; depth += 1) {
    const text = parsed.trim();
    if (!text.startsWith('[') && !text.startsWith('"')) break;
    try {
      parsed = JSON.parse(text);
    } catch {
      break; // docs/product.md §3: when parsing fails it is one address
    }
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * docs/product.md §5: a schedule is valid when not empty, not starting with '0000' and a real date.
 * Input is a local date-time with minute precision ('YYYY-MM-DDTHH:mm').
 */
export function isValidSchedule(value: string | null | undefined): value is string {
  if (!value || value.startsWith('0000')) return false;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 16) === value;
}
