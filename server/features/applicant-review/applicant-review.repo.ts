import type { Kysely } from 'kysely';

import type { ApplicantSort } from '#common/schemas/recruiting';
import { type ApplicantStatus, isFinalStatus } from '#common/rules';
import type { Verification } from '#common/schemas/guard-hiring';

import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { type ChangeAuthor, recordApplicantHistory } from '../../domain/applicant-history.ts';
import { countApplicantDeletes } from '../../domain/applicants/version.ts';
import { documentFileKeys, verificationOf } from '../../domain/applicant-documents.ts';
import {
  deleteApplicantRow,
  findApplicantRow,
  updateApplicant,
} from '../../domain/applicants/rows.ts';
import {
  type ApplicantWhere,
  applicantsSummary,
  countApplicants,
  exportApplicantBatch,
  isDuplicateApplicant,
  listApplicants,
  matchingApplicantIds,
} from '../../domain/applicants/staff-list.ts';
import { type ApplicantFilters, applyFilters } from './applicant-filters.ts';

/**
 * The staff side of applications: filtered, paged lists, the export, status / schedule saves
 * (with their history, server/domain/applicant-history.ts) and delete. Plain Kysely, no HTTP (docs/conventions.md §3).
 */

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
  /** The list's filters as the WHERE clause of a query on the applications. */
  const where =
    (filters: ApplicantFilters): ApplicantWhere =>
    (query) =>
      applyFilters(query, filters, dialect);

  return {
    /** Newest first unless `sort` says otherwise; `limit`/`offset` page through the list. */
    async list(
      filters: ApplicantFilters,
      page: { limit: number; offset: number },
      sort: ApplicantSort = 'newest',
    ) {
      const rows = await listApplicants(db, where(filters), page, sort);
      const documents = await documentCounts(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        ...row,
        dokumen: documents.get(row.id) ?? { sah: 0, ditolak: 0, belum: 0 },
      }));
    },

    /** Ids (and names) of every application matching the filters, up to `limit`. */
    matchingIds(filters: ApplicantFilters, limit: number) {
      return matchingApplicantIds(db, where(filters), limit);
    },

    isDuplicate: (id: number) => isDuplicateApplicant(db, id),

    count: (filters: ApplicantFilters) => countApplicants(db, where(filters)),

    /** Rows for the CSV export, newest first, read in keyset batches so memory stays flat. */
    async *exportRows(filters: ApplicantFilters, batchSize = 1000) {
      let cursor: { created_at: string; id: number } | undefined;
      for (;;) {
        const rows = await exportApplicantBatch(db, where(filters), cursor, batchSize);
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
    summary: (sinceId?: number) => applicantsSummary(db, sinceId),

    findById: (id: number) => findApplicantRow(db, id),

    /** Sets the status; a change is written to the history in the same transaction. */
    async setStatus(id: number, status: ApplicantStatus, author: ChangeAuthor, trx?: Kysely<DB>) {
      const run = async (tx: Kysely<DB>) => {
        const before = await findApplicantRow(tx, id);
        if (!before) return undefined;
        const isChange = before.status !== status;
        const decided_at = isFinalStatus(status)
          ? isChange
            ? author.at
            : (before.decided_at ?? author.at)
          : null;
        const row = await updateApplicant(tx, id, { status, decided_at, updated_at: author.at });
        if (row && isChange) await recordApplicantHistory(tx, row, 'status', author);
        return row;
      };
      return trx ? run(trx) : db.transaction().execute(run);
    },

    /** Sets the interview schedule; a change is written to the history in the same transaction. */
    async setSchedule(id: number, jadwal: string, author: ChangeAuthor, trx?: Kysely<DB>) {
      const run = async (tx: Kysely<DB>) => {
        const before = await findApplicantRow(tx, id);
        if (!before) return undefined;
        const row = await updateApplicant(tx, id, {
          jadwal_interview: jadwal,
          updated_at: author.at,
        });
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
        const row = await deleteApplicantRow(tx, id);
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
