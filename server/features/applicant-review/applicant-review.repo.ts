import { type Kysely, sql } from 'kysely';

import type { ApplicantSort } from '#common/schemas/recruiting';
import { type ApplicantStatus, isFinalStatus } from '#common/rules';
import type { Verification } from '#common/schemas/guard-hiring';

import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { type ChangeAuthor, recordApplicantHistory } from '../../domain/applicant-history.ts';
import { countApplicantDeletes } from '../../domain/applicants-version.ts';
import { documentFileKeys, verificationOf } from '../../domain/applicant-documents.ts';
import { CREDENTIAL_COLUMNS, findApplicantRow } from '../../domain/applicant-rows.ts';
import { type ApplicantFilters, applyFilters } from './applicant-filters.ts';
import { hasDuplicateIdentity } from '../../domain/applicant-requirements.ts';

/**
 * The staff side of applications: filtered, paged lists, the export, status / schedule saves
 * (with their history, server/domain/applicant-history.ts) and delete. Plain Kysely, no HTTP (docs/conventions.md §3).
 */

/**
 * True when another application has the same phone number or e-mail (docs/decisions/025), or the
 * same NIK or normalised phone (docs/decisions/046): index lookups per row of the page (0018
 * telepon and email indexes, 0028 nik and telepon_normal).
 */
const duplicateFlag = sql<boolean>`(exists (select 1 from applicants d where d.telepon = applicants.telepon and d.id <> applicants.id) or exists (select 1 from applicants d where d.email = applicants.email and d.id <> applicants.id) or ${hasDuplicateIdentity})`;

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
const EXPORT_COLUMNS = [
  ...LIST_COLUMNS,
  'jenis_kelamin',
  'tanggal_lahir',
  'pesan',
  'lowongan_id',
  ...CREDENTIAL_COLUMNS,
] as const;

/**
 * How many of each page row's documents are 'sah', 'ditolak' and 'belum' (the phone cards say
 * '3/5 dokumen sah', docs/decisions/058): one grouped query for the page. Files the purge erased
 * are not counted: staff can no longer judge them.
 */
async function documentCounts(db: Kysely<DB>, ids: number[]) {
  const counts = new Map<number, Record<Verification, number>>();
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('applicant_documents')
    .select(['pelamar_id', 'verifikasi', (eb) => eb.fn.countAll().as('n')])
    .where('pelamar_id', 'in', ids)
    .where('dihapus_at', 'is', null)
    .groupBy(['pelamar_id', 'verifikasi'])
    .execute();
  for (const row of rows) {
    const count = counts.get(row.pelamar_id) ?? { sah: 0, ditolak: 0, belum: 0 };
    count[verificationOf(row.verifikasi)] += Number(row.n);
    counts.set(row.pelamar_id, count);
  }
  return counts;
}

export function applicantReviewRepo(db: Kysely<DB>, dialect: Dialect) {
  return {
    /** Newest first unless `sort` says otherwise; `limit`/`offset` page through the list. */
    async list(
      filters: ApplicantFilters,
      page: { limit: number; offset: number },
      sort: ApplicantSort = 'newest',
    ) {
      // updated_at: the staff list shows when the retention purge erases a final application.
      let query = applyFilters(
        db
          .selectFrom('applicants')
          .select([...LIST_COLUMNS, 'updated_at', 'lowongan_id', 'memenuhi_syarat', 'nik']),
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
      const documents = await documentCounts(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        ...row,
        memenuhi_syarat: Boolean(Number(row.memenuhi_syarat)),
        duplicate: flagged.has(row.id),
        dokumen: documents.get(row.id) ?? { sah: 0, ditolak: 0, belum: 0 },
      }));
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
        // Each batch's documents in one query (docs/decisions/047-credential-register.md).
        const documents = rows.length
          ? await db
              .selectFrom('applicant_documents')
              .select(['pelamar_id', 'jenis', 'verifikasi', 'dihapus_at'])
              .where(
                'pelamar_id',
                'in',
                rows.map((row) => row.id),
              )
              .orderBy('id')
              .execute()
          : [];
        for (const row of rows)
          yield { ...row, dokumen: documents.filter((doc) => doc.pelamar_id === row.id) };
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

    findById: (id: number) => findApplicantRow(db, id),

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
        if (row && isChange) await recordApplicantHistory(tx, row, 'status', author);
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
          await recordApplicantHistory(tx, row, 'jadwal', author);
        return row;
      };
      return trx ? run(trx) : db.transaction().execute(run);
    },

    /**
     * Deletes the row and returns it with its documents' file keys (the caller then removes the
     * files).
     */
    async remove(id: number, trx?: Kysely<DB>) {
      const run = async (tx: Kysely<DB>) => {
        // Documents are read first: their rows go with the application (on delete cascade, 0028).
        const documentKeys = await documentFileKeys(tx, { applicantIds: [id] });
        // History and notes go with the row (on delete cascade, migration 0017).
        const row = await tx
          .deleteFrom('applicants')
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        await countApplicantDeletes(tx, 1);
        return { ...row, documentKeys };
      };
      return trx ? run(trx) : db.transaction().execute(run);
    },

    /** Runs `work` in one transaction (bulk actions: all or nothing). */
    async inTransaction<T>(work: (trx: Kysely<DB>) => Promise<T>) {
      return db.transaction().execute(work);
    },
  };
}
