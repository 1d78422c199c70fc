import { dayHeading, localDate } from '#common/dates';
import type { ApplicantListItem } from '#common/schemas/applicants';

/**
 * docs/product.md §2: the applicant list is grouped by creation date (YYYY-MM-DD in the company's time
 * zone), headed 'Hari Ini', 'Kemarin' or the formatted date. Pure, so it is tested in Node.
 */

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
    const day = localDate(row.created_at, timeZone);
    let group = groups[groups.length - 1];
    if (!group || group.day !== day) {
      group = { day, heading: dayHeading(day, today), rows: [] };
      groups.push(group);
    }
    group.rows.push({ ...row, number: firstNumber + index });
  });
  return groups;
}
