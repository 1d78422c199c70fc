import { type Kysely, sql } from 'kysely';

import { APPLICANT_STATUSES, POSITIONS } from '#common/rules';
import {
  type ApplicantStats,
  DEFAULT_RECRUITING_SETTINGS,
  type HistoryEntry,
  type Note,
  type RecruitingSettings,
  recruitingSettingsSchema,
} from '#common/schemas/recruiting';

import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { localDate, zonedToUtc } from '../../lib/dates.ts';
import { applicantStatusOf } from '../../domain/applicant-rows.ts';
import { readSetting, SETTING_KEYS, writeSetting } from '../../domain/site-settings-store.ts';

/**
 * Issue 11, recruiting: history and notes of an application, the dashboard's numbers and the
 * recruiting settings (site_settings key `recruiting`). Plain Kysely, no HTTP (STYLE §3).
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

export function recruitingRepo(db: Kysely<DB>, dialect: Dialect) {
  return {
    /** Status and schedule changes of one application, oldest first. */
    async history(applicantId: number): Promise<HistoryEntry[]> {
      const rows = await db
        .selectFrom('applicant_history')
        .select(['status', 'jadwal_interview', 'changed_by', 'changed_at'])
        .where('applicant_id', '=', applicantId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        status: applicantStatusOf(row.status),
        jadwal_interview: row.jadwal_interview,
        by: row.changed_by,
        at: row.changed_at,
      }));
    },

    /** Internal notes, oldest first. */
    async notes(applicantId: number): Promise<Note[]> {
      const rows = await db
        .selectFrom('applicant_notes')
        .select(['id', 'text', 'author', 'created_at'])
        .where('applicant_id', '=', applicantId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        text: row.text,
        by: row.author,
        at: row.created_at,
      }));
    },

    async addNote(applicantId: number, text: string, author: string, at: string): Promise<Note> {
      const row = await db
        .insertInto('applicant_notes')
        .values({ applicant_id: applicantId, text, author, created_at: at })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      return { id: row.id, text, by: author, at };
    },

    /** The dashboard's numbers (GET /api/pelamar/stats); weeks are counted in `timeZone`. */
    async stats(timeZone: string, now = new Date()): Promise<ApplicantStats> {
      const firstWeek = addDays(mondayOf(localDate(now, timeZone)), -7 * (STATS_WEEKS - 1));
      const since = zonedToUtc(`${firstWeek}T00:00`, timeZone).toISOString();
      const days =
        dialect === 'postgres'
          ? sql<number>`extract(epoch from (decided_at::timestamptz - created_at::timestamptz)) / 86400.0`
          : sql<number>`julianday(decided_at) - julianday(created_at)`;
      // Three independent reads, side by side on PostgreSQL's pool. Status and position come from
      // one pass over the table (nine groups), not one pass each.
      const [groupRows, dayRows, decided] = await Promise.all([
        db
          .selectFrom('applicants')
          .select(['status', 'posisi', (eb) => eb.fn.countAll().as('n')])
          .groupBy(['status', 'posisi'])
          .execute(),
        db
          .selectFrom('applicants')
          .select(['created_day', (eb) => eb.fn.countAll().as('n')])
          .where('created_day', '>=', firstWeek)
          .groupBy('created_day')
          .execute(),
        // Time to decision of the applications decided within the same twelve weeks.
        db
          .selectFrom('applicants')
          .select(days.as('days'))
          .where('decided_at', '>=', since)
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
        statusCounts.set(row.status, (statusCounts.get(row.status) ?? 0) + Number(row.n));
        positionCounts.set(row.posisi, (positionCounts.get(row.posisi) ?? 0) + Number(row.n));
      }
      return {
        total: [...statusCounts.values()].reduce((sum, n) => sum + n, 0),
        byStatus: APPLICANT_STATUSES.map((status) => ({
          status,
          count: statusCounts.get(status) ?? 0,
        })),
        byPosition: POSITIONS.map((posisi) => ({ posisi, count: positionCounts.get(posisi) ?? 0 })),
        byWeek: [...weeks].map(([week, n]) => ({ week, count: n })),
        decision: {
          count,
          averageDays: average === null ? null : round1(average),
          medianDays: median === null ? null : round1(median),
        },
      };
    },

    /** Recruiting settings, filled up with defaults for missing or malformed fields. */
    async settings(): Promise<RecruitingSettings> {
      const stored = await readSetting(db, SETTING_KEYS.recruiting);
      if (!stored) return DEFAULT_RECRUITING_SETTINGS;
      const merged = { ...DEFAULT_RECRUITING_SETTINGS, ...stored };
      merged.whatsAppTemplates = {
        ...DEFAULT_RECRUITING_SETTINGS.whatsAppTemplates,
        ...(merged.whatsAppTemplates ?? {}),
      };
      const parsed = recruitingSettingsSchema.safeParse(merged);
      return parsed.success ? parsed.data : DEFAULT_RECRUITING_SETTINGS;
    },

    async saveSettings(settings: RecruitingSettings, at: string) {
      await writeSetting(db, SETTING_KEYS.recruiting, settings, at);
      return settings;
    },
  };
}
