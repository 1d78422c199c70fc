import type { ApplicantListItem } from '#common/schemas/applicants';

/**
 * SPEC §2: the applicant list is grouped by creation date (YYYY-MM-DD in the company's time
 * zone), headed 'Hari Ini', 'Kemarin' or the formatted date. Pure, so it is tested in Node.
 */

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(iso: string | Date, timeZone: string) {
  const at = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

function previousDay(day: string) {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - 1);
  return at.toISOString().slice(0, 10);
}

/** 'Hari Ini', 'Kemarin', otherwise 'Senin, 4 Mei 2026'. */
export function groupHeading(day: string, today: string) {
  if (day === today) return 'Hari Ini';
  if (day === previousDay(today)) return 'Kemarin';
  return new Intl.DateTimeFormat('id-ID', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

export interface ApplicantGroup<T extends ApplicantListItem = ApplicantListItem> {
  day: string;
  heading: string;
  rows: Array<T & { number: number }>;
}

/** Consecutive rows of one day form a group (the server sends newest first); `number` runs on across groups. */
export function groupApplicants<T extends ApplicantListItem>(
  rows: T[],
  timeZone: string,
  today: string,
  firstNumber = 1,
): ApplicantGroup<T>[] {
  const groups: ApplicantGroup<T>[] = [];
  rows.forEach((row, index) => {
    const day = dayIn(row.created_at, timeZone);
    let group = groups[groups.length - 1];
    if (!group || group.day !== day) {
      group = { day, heading: groupHeading(day, today), rows: [] };
      groups.push(group);
    }
    group.rows.push({ ...row, number: firstNumber + index });
  });
  return groups;
}
