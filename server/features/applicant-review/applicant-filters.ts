import { sql } from 'kysely';

import type { RecruitingListQuery } from '#common/schemas/recruiting';

import type { Dialect } from '../../db/database.ts';
import { type ApplicantQuery, hasDuplicateIdentity } from '../../domain/applicants/staff-list.ts';

/**
 * The staff list's filters (search, status, day, month, year, position, vacancy, screening) as
 * one WHERE clause, shared by the page, its count, the export and bulk actions on "every match".
 */

export type ApplicantFilters = Pick<
  RecruitingListQuery,
  | 'q'
  | 'status'
  | 'date'
  | 'month'
  | 'year'
  | 'posisi'
  | 'lowongan'
  | 'memenuhi'
  | 'duplikat'
  | 'syarat'
  | 'dokumen'
>;

const pad = (n: number) => String(n).padStart(2, '0');

/** `%` and `_` typed by a user match themselves, not "anything". */
function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** FTS5's trigram index answers LIKE for three characters or more, without an ESCAPE clause. */
const canUseTrigramTable = (text: string) => text.length >= 3 && !/[\\%_]/.test(text);

export function applyFilters<O>(
  query: ApplicantQuery<O>,
  filters: ApplicantFilters,
  dialect: Dialect,
) {
  let q = query;
  const text = filters.q?.trim();
  // search_text is lower-cased nama + email + posisi (server/domain/applications.repo.ts applicantSearchText).
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
  // One vacancy's applications (docs/decisions/031); `memenuhi` 0 = flagged 'Tidak memenuhi syarat' only.
  if (filters.lowongan) q = q.where('lowongan_id', '=', filters.lowongan);
  if (filters.memenuhi !== undefined) q = q.where('memenuhi_syarat', '=', Number(filters.memenuhi));
  // docs/decisions/046: the same NIK or normalised phone as another application; every
  // requirement met (the stored flag); a document not yet verified (and not purged).
  if (filters.duplikat) q = q.where(hasDuplicateIdentity);
  if (filters.syarat) q = q.where('memenuhi_syarat', '=', 1);
  if (filters.dokumen === 'belum')
    q = q.where(
      sql<boolean>`exists (select 1 from applicant_documents ad where ad.pelamar_id = applicants.id and ad.verifikasi = 'belum' and ad.dihapus_at is null)`,
    );
  // created_day is the creation date in the company's time zone (docs/product.md §2: group and filter date).
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
