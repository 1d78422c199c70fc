import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';

import type { ApplicantSort } from '#common/schemas/recruiting';

import type { DB } from '../../db/schema.ts';
import { CREDENTIAL_COLUMNS } from '../applicant-rows.ts';

/**
 * The staff list's reads of the `applicants` table: the page, its count, the ids bulk actions
 * take, the CSV export and the badge. The filters are the caller's (`where`, built by
 * applicant-review's `applyFilters`); this module only names the table
 * (docs/architecture.md, "One owner per table").
 */

/** A query over the `applicants` table, for a filter to add its WHERE clause to. */
export type ApplicantQuery<O> = SelectQueryBuilder<DB, 'applicants', O>;
/** Adds the list's filters to a query (one WHERE clause for the page, count, export and bulk). */
export type ApplicantWhere = <O>(query: ApplicantQuery<O>) => ApplicantQuery<O>;

/**
 * Another application with the same NIK or the same phone once normalised (docs/api.md `duplikat`),
 * as a condition on `applicants`: two index lookups per row (0028's nik and telepon_normal indexes).
 */
export const hasDuplicateIdentity = sql<boolean>`(exists (select 1 from applicants d where d.nik = applicants.nik and d.id <> applicants.id) or exists (select 1 from applicants d where d.telepon_normal = applicants.telepon_normal and d.id <> applicants.id))`;

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

/** One page of the list, newest first unless `sort` says otherwise, each row flagged. */
export async function listApplicants(
  db: Kysely<DB>,
  where: ApplicantWhere,
  page: { limit: number; offset: number },
  sort: ApplicantSort = 'newest',
) {
  // updated_at: the staff list shows when the retention purge erases a final application.
  let query = where(
    db
      .selectFrom('applicants')
      .select([...LIST_COLUMNS, 'updated_at', 'lowongan_id', 'memenuhi_syarat', 'nik']),
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
  return rows.map((row) => ({
    ...row,
    memenuhi_syarat: Boolean(Number(row.memenuhi_syarat)),
    duplicate: flagged.has(row.id),
  }));
}

/** Ids of every application matching the filters, up to `limit`. */
export function matchingApplicantIds(db: Kysely<DB>, where: ApplicantWhere, limit: number) {
  return where(db.selectFrom('applicants').select(['id']))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Whether the application shares a phone, e-mail, NIK or normalised phone with another. */
export async function isDuplicateApplicant(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('applicants')
    .select(duplicateFlag.as('duplicate'))
    .where('id', '=', id)
    .executeTakeFirst();
  return Boolean(Number(row?.duplicate ?? 0));
}

/** How many applications match the filters. */
export async function countApplicants(db: Kysely<DB>, where: ApplicantWhere) {
  const row = await where(
    db.selectFrom('applicants').select((eb) => eb.fn.countAll().as('n')),
  ).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One keyset batch of the CSV export, newest first, after `cursor` when given. */
export function exportApplicantBatch(
  db: Kysely<DB>,
  where: ApplicantWhere,
  cursor: { created_at: string; id: number } | undefined,
  batchSize: number,
) {
  let query = where(db.selectFrom('applicants').select(EXPORT_COLUMNS));
  if (cursor) {
    const { created_at, id } = cursor;
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', created_at),
        eb.and([eb('created_at', '=', created_at), eb('id', '<', id)]),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(batchSize).execute();
}

/** Badge data: the total, the newest applicant, and how many arrived after `sinceId`. */
export async function applicantsSummary(db: Kysely<DB>, sinceId?: number) {
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
}
