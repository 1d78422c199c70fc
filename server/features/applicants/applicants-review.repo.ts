import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';

import type { ApplicantSort, RecruitingListQuery } from '#common/schemas/recruiting';
import { type ApplicantStatus, isFinalStatus } from '#common/rules';

import type { Dialect } from '../../db/database.ts';
import type { ApplicantRow, DB } from '../../db/schema.ts';

/**
 * The staff side of applications: filtered, paged lists, the cheap "did anything change" version
 * for the 10-second poll, status / schedule saves and delete. Plain Kysely, no HTTP (STYLE §3).
 */

export type ApplicantFilters = Pick<
  RecruitingListQuery,
  'q' | 'status' | 'date' | 'month' | 'year' | 'posisi'
>;

/** Who made a change and when, kept in applicant_history (issue 11). */
export interface ChangeAuthor {
  by: string;
  at: string;
}

/**
 * True when another application has the same phone number or e-mail (issue 11): two index
 * lookups per row of the page (0018 telepon and email indexes).
 */
const duplicateFlag = sql<boolean>`(exists (select 1 from applicants d where d.telepon = applicants.telepon and d.id <> applicants.id) or exists (select 1 from applicants d where d.email = applicants.email and d.id <> applicants.id))`;

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
  if (filters.posisi) q = q.where('posisi', '=', filters.posisi);
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

/** Writes a status or schedule change to the application's history (issue 11), as `row` now is. */
function recordHistory(
  tx: Kysely<DB>,
  row: Pick<ApplicantRow, 'id' | 'status' | 'jadwal_interview'>,
  kind: 'status' | 'jadwal',
  author: ChangeAuthor,
) {
  return tx
    .insertInto('applicant_history')
    .values({
      applicant_id: row.id,
      status: row.status,
      jadwal_interview: row.jadwal_interview,
      kind,
      changed_by: author.by,
      changed_at: author.at,
    })
    .execute();
}

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

    /** Newest first unless `sort` says otherwise; `limit`/`offset` page through the list. */
    async list(
      filters: ApplicantFilters,
      page: { limit: number; offset: number },
      sort: ApplicantSort = 'newest',
    ) {
      // updated_at: the staff list shows when the retention purge erases a final application.
      let query = applyFilters(
        db.selectFrom('applicants').select([...LIST_COLUMNS, 'updated_at']),
        filters,
        dialect,
      );
      if (sort === 'name' || sort === 'name_desc') {
        const direction = sort === 'name' ? 'asc' : 'desc';
        query = query.orderBy('nama', direction).orderBy('id', direction);
      } else {
        const direction = sort === 'oldest' ? 'asc' : 'desc';
        query = query.orderBy('created_at', direction).orderBy('id', direction);
      }
      const rows = await query.limit(page.limit).offset(page.offset).execute();
      // Flags for the page's rows only, in a second query: in the first one PostgreSQL would
      // evaluate them for every row that OFFSET skips too.
      const flagged = new Set<number>();
      if (rows.length > 0) {
        const dupes = await db
          .selectFrom('applicants')
          .select('id')
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .where(duplicateFlag)
          .execute();
        for (const row of dupes) flagged.add(row.id);
      }
      return rows.map((row) => ({ ...row, duplicate: flagged.has(row.id) }));
    },

    /** Ids (and names) of every application matching the filters, up to `limit`. */
    async matchingIds(filters: ApplicantFilters, limit: number) {
      return applyFilters(db.selectFrom('applicants').select(['id']), filters, dialect)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async isDuplicate(id: number) {
      const row = await db
        .selectFrom('applicants')
        .select(duplicateFlag.as('duplicate'))
        .where('id', '=', id)
        .executeTakeFirst();
      return Boolean(Number(row?.duplicate ?? 0));
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

    /** Sets the status; a change is written to the history in the same transaction. */
    async setStatus(id: number, status: ApplicantStatus, author: ChangeAuthor, trx?: Kysely<DB>) {
      const run = async (tx: Kysely<DB>) => {
        const before = await tx
          .selectFrom('applicants')
          .select(['status', 'decided_at'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) return undefined;
        const isChange = before.status !== status;
        const decided_at = isFinalStatus(status)
          ? isChange
            ? author.at
            : (before.decided_at ?? author.at)
          : null;
        const row = await tx
          .updateTable('applicants')
          .set({ status, decided_at, updated_at: author.at })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (row && isChange) await recordHistory(tx, row, 'status', author);
        return row;
      };
      return trx ? run(trx) : db.transaction().execute(run);
    },

    /** Sets the interview schedule; a change is written to the history in the same transaction. */
    async setSchedule(id: number, jadwal: string, author: ChangeAuthor, trx?: Kysely<DB>) {
      const run = async (tx: Kysely<DB>) => {
        const before = await tx
          .selectFrom('applicants')
          .select(['jadwal_interview'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) return undefined;
        const row = await tx
          .updateTable('applicants')
          .set({ jadwal_interview: jadwal, updated_at: author.at })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (row && before.jadwal_interview !== jadwal)
          await recordHistory(tx, row, 'jadwal', author);
        return row;
      };
      return trx ? run(trx) : db.transaction().execute(run);
    },

    /** Deletes the row and returns it (its file keys are then removed by the caller). */
    async remove(id: number, trx?: Kysely<DB>) {
      const run = async (tx: Kysely<DB>) => {
        // History and notes go with the row (on delete cascade, migration 0017).
        const row = await tx
          .deleteFrom('applicants')
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (row)
          await tx
            .updateTable('change_counters')
            .set((eb) => ({ value: eb('value', '+', 1) }))
            .where('name', '=', DELETES_COUNTER)
            .execute();
        return row;
      };
      return trx ? run(trx) : db.transaction().execute(run);
    },

    /** Runs `work` in one transaction (bulk actions: all or nothing). */
    async inTransaction<T>(work: (trx: Kysely<DB>) => Promise<T>) {
      return db.transaction().execute(work);
    },
  };
}
