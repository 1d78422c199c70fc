import type { Insertable, Kysely, Updateable } from 'kysely';

import type { ApplicantsTable, DB } from '../../db/schema.ts';
import { CREDENTIAL_COLUMNS } from '../applicant-rows.ts';

/**
 * The `applicants` table's rows, one or a few at a time. This folder is the table's one owner:
 * nothing else in server/ names it (docs/architecture.md, "One owner per table").
 * Free functions over the executor, so a caller inside a transaction passes it
 * (server/domain/README.md).
 */

/** An application's row by its id; undefined when there is none. */
export function findApplicantRow(db: Kysely<DB>, id: number) {
  return db.selectFrom('applicants').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row of an applicant account's one application; undefined before it applies. */
export function findApplicationOf(db: Kysely<DB>, userId: number) {
  return db.selectFrom('applicants').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The rows of `ids` that exist (any order). */
export function findApplicantRows(db: Kysely<DB>, ids: number[]) {
  return db.selectFrom('applicants').selectAll().where('id', 'in', ids).execute();
}

/** Name and address of the applications among `ids` (those that exist). */
export function applicantContacts(db: Kysely<DB>, ids: number[]) {
  return db
    .selectFrom('applicants')
    .select(['id', 'nama', 'email'])
    .where('id', 'in', ids)
    .execute();
}

/** Name, address and position of one application, to write to the applicant. */
export function applicantMailTo(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('applicants')
    .select(['nama', 'email', 'posisi'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The identity and credential columns of an account's application (undefined without one). */
export function applicantCredentialsOf(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('applicants')
    .select([...CREDENTIAL_COLUMNS, 'telepon_normal'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Every application's photo and CV keys, the files the rows name. */
export function applicantFileColumns(db: Kysely<DB>) {
  return db.selectFrom('applicants').select(['foto', 'resume']).execute();
}

/** The ids of every application to one vacancy. */
export function applicantIdsOfVacancy(db: Kysely<DB>, lowonganId: number) {
  return db.selectFrom('applicants').select('id').where('lowongan_id', '=', lowonganId).execute();
}

/** Whether any application was sent to the vacancy (one index lookup). */
export async function vacancyHasApplications(db: Kysely<DB>, lowonganId: number) {
  const row = await db
    .selectFrom('applicants')
    .select('id')
    .where('lowongan_id', '=', lowonganId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The accounts of up to `limit` applications in `statuses` untouched since `cutoff`, oldest first. */
export function applicationsUntouchedSince(
  db: Kysely<DB>,
  statuses: readonly string[],
  cutoff: string,
  limit: number,
) {
  return db
    .selectFrom('applicants')
    .select('user_id')
    .where('status', 'in', statuses)
    .where('updated_at', '<=', cutoff)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The ids of the other applications with this NIK or normalised phone, oldest first. */
export async function applicantIdsWithIdentity(
  db: Kysely<DB>,
  id: number,
  nik: string | null,
  phone: string | null,
) {
  const rows = await db
    .selectFrom('applicants')
    .select('id')
    .where('id', '<>', id)
    .where((eb) =>
      eb.or([
        ...(nik ? [eb('nik', '=', nik)] : []),
        ...(phone ? [eb('telepon_normal', '=', phone)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Inserts an application row; a second one for the same account fails with a unique violation. */
export function insertApplicant(db: Kysely<DB>, values: Insertable<ApplicantsTable>) {
  return db.insertInto('applicants').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Writes `values` to one application; answers the row after, undefined when there is none. */
export function updateApplicant(db: Kysely<DB>, id: number, values: Updateable<ApplicantsTable>) {
  return db
    .updateTable('applicants')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Moves the application's `updated_at` (the staff list's version moves with it). */
export async function touchApplicant(db: Kysely<DB>, id: number, at: string) {
  await db.updateTable('applicants').set({ updated_at: at }).where('id', '=', id).execute();
}

/**
 * Takes the application row's write lock for the rest of the transaction `trx` (a no-op UPDATE,
 * both databases); answers whether the row exists.
 */
export async function lockApplicantRow(trx: Kysely<DB>, id: number) {
  const result = await trx
    .updateTable('applicants')
    .set((eb) => ({ jadwal_interview: eb.ref('jadwal_interview') }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes one application row and answers it (history, notes and documents cascade). */
export function deleteApplicantRow(db: Kysely<DB>, id: number) {
  return db.deleteFrom('applicants').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes the applications of `userIds`, answering what erasure still needs of them. */
export function deleteApplicationsOf(db: Kysely<DB>, userIds: number[]) {
  return db
    .deleteFrom('applicants')
    .where('user_id', 'in', userIds)
    .returning(['email', 'foto', 'resume'])
    .execute();
}
