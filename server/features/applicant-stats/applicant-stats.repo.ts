import { type Kysely, sql } from 'kysely';

import { APPLICANT_STATUSES, POSITIONS } from '#common/rules';
import type { ApplicantStats } from '#common/schemas/recruiting';

import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { applicantStatsRows } from '../../domain/applicants/counts.ts';
import { localDate, zonedToUtc } from '../../lib/dates.ts';

/**
 * The statistics dashboard's numbers (docs/decisions/025): applications by status, position, week and
 * vacancy, and the time to decision. Plain Kysely, no HTTP (docs/conventions.md §3).
 */

/** The dashboard's weekly chart and its time-to-decision window. */
export const STATS_WEEKS = 12;

const DAY_MS = 86_400_000;

/** Monday (YYYY-MM-DD) of the week holding `day`. */
export function mondayOf(day: string) {
  const at = new Date(`${day}T00:00:00Z`);
  const offset = (at.getUTCDay() + 6) % 7;
  return new Date(at.getTime() - offset * DAY_MS).toISOString().slice(0, 10);
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const round1 = (value: number) => Math.round(value * 10) / 10;

export function applicantStatsRepo(db: Kysely<DB>, dialect: Dialect) {
  return {
    /** The dashboard's numbers (GET /api/pelamar/stats); weeks are counted in `timeZone`. */
    async stats(timeZone: string, now = new Date()): Promise<ApplicantStats> {
      const firstWeek = addDays(mondayOf(localDate(now, timeZone)), -7 * (STATS_WEEKS - 1));
      const since = zonedToUtc(`${firstWeek}T00:00`, timeZone).toISOString();
      const days =
        dialect === 'postgres'
          ? sql<number>`extract(epoch from (decided_at::timestamptz - created_at::timestamptz)) / 86400.0`
          : sql<number>`julianday(decided_at) - julianday(created_at)`;
      // The applications' passes and the vacancies' titles, side by side on PostgreSQL's pool.
      const [[groupRows, dayRows, decided, vacancyRows], vacancies] = await Promise.all([
        applicantStatsRows(db, { firstWeek, since, days }),
        db
          .selectFrom('vacancies')
          .select(['id', 'judul', 'slug', 'status'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
      ]);

      const weeks = new Map<string, number>();
      for (let i = 0; i < STATS_WEEKS; i += 1) weeks.set(addDays(firstWeek, 7 * i), 0);
      for (const row of dayRows) {
        const week = mondayOf(row.created_day);
        if (weeks.has(week)) weeks.set(week, (weeks.get(week) ?? 0) + Number(row.n));
      }

      const sorted = decided.map((row) => Number(row.days)).sort((a, b) => a - b);
      const count = sorted.length;
      const average = count ? sorted.reduce((sum, d) => sum + d, 0) / count : null;
      const median = count
        ? count % 2
          ? sorted[(count - 1) / 2]
          : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
        : null;

      const statusCounts = new Map<string, number>();
      const positionCounts = new Map<string, number>();
      for (const row of groupRows) {
        const n = Number(row.n);
        statusCounts.set(row.status, (statusCounts.get(row.status) ?? 0) + n);
        positionCounts.set(row.posisi, (positionCounts.get(row.posisi) ?? 0) + n);
      }
      // Applications, accepted and flagged per vacancy (docs/decisions/031).
      const perVacancy = new Map<number, { total: number; diterima: number; flagged: number }>();
      for (const row of vacancyRows) {
        const n = Number(row.n);
        const id = Number(row.lowongan_id);
        const counts = perVacancy.get(id) ?? { total: 0, diterima: 0, flagged: 0 };
        counts.total += n;
        if (row.status === 'Diterima') counts.diterima += n;
        if (Number(row.memenuhi_syarat) === 0) counts.flagged += n;
        perVacancy.set(id, counts);
      }
      return {
        total: [...statusCounts.values()].reduce((sum, n) => sum + n, 0),
        byStatus: APPLICANT_STATUSES.map((status) => ({
          status,
          count: statusCounts.get(status) ?? 0,
        })),
        byPosition: POSITIONS.map((posisi) => ({ posisi, count: positionCounts.get(posisi) ?? 0 })),
        byWeek: [...weeks].map(([week, n]) => ({ week, count: n })),
        byVacancy: vacancies.map((v) => {
          const counts = perVacancy.get(v.id);
          return {
            lowongan_id: v.id,
            judul: v.judul,
            slug: v.slug,
            status: v.status,
            count: counts?.total ?? 0,
            diterima: counts?.diterima ?? 0,
            tidak_memenuhi: counts?.flagged ?? 0,
          };
        }),
        decision: {
          count,
          averageDays: average === null ? null : round1(average),
          medianDays: median === null ? null : round1(median),
        },
      };
    },

    /** Changes whenever a vacancy is added, edited or removed (the stats name vacancies). */
    async vacanciesVersion() {
      const row = await db
        .selectFrom('vacancies')
        .select((eb) => [eb.fn.max('updated_at').as('at'), eb.fn.countAll().as('n')])
        .executeTakeFirstOrThrow();
      return `${row.at ?? ''}|${Number(row.n)}`;
    },
  };
}
