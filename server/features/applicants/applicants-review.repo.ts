import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';

import type { ApplicantListQuery } from '#common/schemas/applicants';
import type { ApplicantStatus } from '#common/rules';

import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

/**
 * The staff side of applications: filtered, paged lists, the cheap "did anything change" version
 * for the 10-second poll, status / schedule saves and delete. Plain Kysely, no HTTP (STYLE §3).
 */

export type ApplicantFilters = Pick<ApplicantListQuery, 'q' | 'status' | 'date' | 'month' | 'year'>;

const LIST_COLUMNS = [
  'id',
  'nama',
  'email',
  'telepon',
  'posisi',
  'status',
  'jadwal_interview',
  'created_at',
] as const;
const EXPORT_COLUMNS = [...LIST_COLUMNS, 'jenis_kelamin', 'tanggal_lahir', 'pesan'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** `%` and `_` typed by a user match themselves, not "anything". */
function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** FTS5's trigram index answers LIKE for three characters or more, without an ESCAPE clause. */
const canUseTrigramTable = (text: string) => text.length >= 3 && !/[\\%_]/.test(text);

function applyFilters<O>(
  query: SelectQueryBuilder<DB, 'applicants', O>,
  filters: ApplicantFilters,
  dialect: Dialect,
) {
  let q = query;
  const text = filters.q?.trim();
  // search_text is lower-cased nama + email + posisi (applicants.repo.ts applicantSearchText).
  // Both forms use a trigram index (migration 0011): FTS5 on SQLite, pg_trgm on PostgreSQL.
  if (text && dialect === 'sqlite' && canUseTrigramTable(text)) {
    q = q.where(
      sql<boolean>`id in (select rowid from applicants_search where search_text like ${`%${text.toLowerCase()}%`})`,
    );
  } else if (text) {
    q = q.where(sql<boolean>`search_text like ${likePattern(text)} escape '\\'`);
  }
  if (filters.status) q = q.where('status', '=', filters.status);
  // created_day is the creation date in the company's time zone (SPEC §2: group and filter date).
  if (filters.date) q = q.where('created_day', '=', filters.date);
  if (filters.year && filters.month) {
    const next =
      filters.month === 12 ? `${filters.year + 1}-01` : `${filters.year}-${pad(filters.month + 1)}`;
    q = q
      .where('created_day', '>=', `${filters.year}-${pad(filters.month)}-01`)
      .where('created_day', '<', `${next}-01`);
  } else if (filters.year) {
    q = q
      .where('created_day', '>=', `${filters.year}-01-01`)
      .where('created_day', '<', `${filters.year + 1}-01-01`);
  } else if (filters.month) {
    // A month without a year: that month of every year.
    q = q.where(sql<boolean>`substr(created_day, 6, 2) = ${pad(filters.month)}`);
  }
  return q;
}

export interface ApplicantsVersion {
  maxId: number;
  maxUpdatedAt: string;
  deletes: number;
}

const DELETES_COUNTER = 'applicants_deleted';

export function applicantsReviewRepo(db: Kysely<DB>, dialect: Dialect) {
  return {
    /**
     * Changes whenever a row is added (max id), edited (max updated_at) or deleted (the counter
     * that remove() bumps): three index lookups in one statement, whatever the table size.
     */
    async version(): Promise<ApplicantsVersion> {
      const { rows } = await sql<{
        max_id: number | null;
        max_updated: string | null;
        deletes: number | null;
      }>`
        select (select max(id) from applicants) as max_id,
               (select max(updated_at) from applicants) as max_updated,
               (select value from change_counters where name = ${DELETES_COUNTER}) as deletes`.execute(
        db,
      );
      const row = rows[0];
      return {
        maxId: Number(row?.max_id ?? 0),
        maxUpdatedAt: String(row?.max_updated ?? ''),
        deletes: Number(row?.deletes ?? 0),
      };
    },

    /** Newest first; `limit`/`offset` page through the filtered list. */
    async list(filters: ApplicantFilters, page: { limit: number; offset: number }) {
      // updated_at: the staff list shows when the retention purge erases a final application.
      return applyFilters(
        db.selectFrom('applicants').select([...LIST_COLUMNS, 'updated_at']),
        filters,
        dialect,
      )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    async count(filters: ApplicantFilters) {
      const row = await applyFilters(
        db.selectFrom('applicants').select((eb) => eb.fn.countAll().as('n')),
        filters,
        dialect,
      ).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Rows for the CSV export, newest first, read in keyset batches so memory stays flat. */
    async *exportRows(filters: ApplicantFilters, batchSize = 1000) {
      let cursor: { created_at: string; id: number } | undefined;
      for (;;) {
        let query = applyFilters(
          db.selectFrom('applicants').select(EXPORT_COLUMNS),
          filters,
          dialect,
        );
        if (cursor) {
          const { created_at, id } = cursor;
          query = query.where((eb) =>
            eb.or([
              eb('created_at', '<', created_at),
              eb.and([eb('created_at', '=', created_at), eb('id', '<', id)]),
            ]),
          );
        }
        const rows = await query
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(batchSize)
          .execute();
        yield* rows;
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1];
        cursor = { created_at: last.created_at, id: last.id };
      }
    },

    /** Badge data: the total, the newest applicant, and how many arrived after `sinceId`. */
    async summary(sinceId?: number) {
      const latest = await db
        .selectFrom('applicants')
        .select(['id', 'created_at'])
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const total = await db
        .selectFrom('applicants')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      let newCount = 0;
      if (sinceId !== undefined && latest && latest.id > sinceId) {
        const row = await db
          .selectFrom('applicants')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('id', '>', sinceId)
          .executeTakeFirstOrThrow();
        newCount = Number(row.n);
      }
      return {
        total: Number(total.n),
        latestId: latest?.id ?? 0,
        latestCreatedAt: latest?.created_at ?? null,
        newCount,
      };
    },

    async findById(id: number) {
      return db.selectFrom('applicants').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async setStatus(id: number, status: ApplicantStatus, now: string) {
      return db
        .updateTable('applicants')
        .set({ status, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async setSchedule(id: number, jadwal: string, now: string) {
      return db
        .updateTable('applicants')
        .set({ jadwal_interview: jadwal, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Deletes the row and returns it (its file keys are then removed by the caller). */
    async remove(id: number) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('applicants')
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (row)
          await trx
            .updateTable('change_counters')
            .set((eb) => ({ value: eb('value', '+', 1) }))
            .where('name', '=', DELETES_COUNTER)
            .execute();
        return row;
      });
    },
  };
}

export type ApplicantsReviewRepo = ReturnType<typeof applicantsReviewRepo>;
