import type { Kysely } from 'kysely';

import {
  DOCUMENT_KINDS,
  type DocumentKind,
  isSpecificDocument,
  VERIFICATIONS,
  type Verification,
} from '#common/schemas/guard-hiring';

import type { ApplicantDocumentsTable, DB } from '../db/schema.ts';
import type { Selectable } from 'kysely';

/**
 * The identity and credential documents of applications (`applicant_documents`, migration 0028,
 * docs/decisions/046-specific-personal-data.md): one file per kind and application, with staff
 * verification. The applications feature writes them, staff review reads and verifies them, the
 * signed-file route asks whether a key is a specific one (SKCK, health certificate).
 */

export type ApplicantDocumentRow = Selectable<ApplicantDocumentsTable>;

export const isDocumentKind = (value: string): value is DocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(value);

export const verificationOf = (value: string): Verification =>
  (VERIFICATIONS as readonly string[]).includes(value) ? (value as Verification) : 'belum';

/** Inserts one row per stored file, in the caller's transaction (the application's own). */
export async function insertApplicantDocuments(
  executor: Kysely<DB>,
  pelamarId: number,
  files: { jenis: DocumentKind; file_key: string }[],
  now: string,
) {
  if (files.length === 0) return;
  await executor
    .insertInto('applicant_documents')
    .values(
      files.map((file) => ({
        pelamar_id: pelamarId,
        jenis: file.jenis,
        file_key: file.file_key,
        catatan: null,
        verified_by: null,
        verified_at: null,
        created_at: now,
      })),
    )
    .execute();
}

/** An application's documents in DOCUMENT_KINDS order. */
export async function listApplicantDocuments(executor: Kysely<DB>, pelamarId: number) {
  const rows = await executor
    .selectFrom('applicant_documents')
    .selectAll()
    .where('pelamar_id', '=', pelamarId)
    .execute();
  const rank = (jenis: string) => (DOCUMENT_KINDS as readonly string[]).indexOf(jenis);
  return rows.sort((a, b) => rank(a.jenis) - rank(b.jenis));
}

/**
 * The stored files of applications' documents (KTP, SKCK, Gada certificate, KTA, health
 * certificate; docs/decisions/047-credential-register.md), read before the applications are
 * deleted: their `applicant_documents` rows go with them (on delete cascade), the files are then
 * removed by the caller like the photo and CV. Files the specific-data purge already erased
 * (`dihapus_at`) are left out.
 */
export async function documentFileKeys(
  executor: Kysely<DB>,
  of: { applicantIds: number[] } | { userIds: number[] },
): Promise<string[]> {
  const ids = 'applicantIds' in of ? of.applicantIds : of.userIds;
  if (ids.length === 0) return [];
  const rows = await executor
    .selectFrom('applicant_documents as d')
    .innerJoin('applicants as a', 'a.id', 'd.pelamar_id')
    .select('d.file_key')
    .where('applicantIds' in of ? 'a.id' : 'a.user_id', 'in', ids)
    .where('d.dihapus_at', 'is', null)
    .execute();
  return rows.map((row) => row.file_key);
}

/**
 * The document a stored file key belongs to, if any, and whether it is specific personal data
 * (only hrd and superadmin may download it).
 */
export async function documentOfFileKey(executor: Kysely<DB>, fileKey: string) {
  const row = await executor
    .selectFrom('applicant_documents')
    .select(['pelamar_id', 'jenis'])
    .where('file_key', '=', fileKey)
    .executeTakeFirst();
  return row ? { ...row, isSpecific: isSpecificDocument(row.jenis) } : undefined;
}

/**
 * Records a verification; answers the row, or undefined when the application has no such file or
 * (with `sebelumnya`) its verification is no longer the one the staff member saw: one
 * conditional UPDATE, so of two staff saving at once exactly one wins.
 */
export async function verifyApplicantDocument(
  executor: Kysely<DB>,
  pelamarId: number,
  jenis: DocumentKind,
  verification: {
    verifikasi: Verification;
    catatan: string | null;
    by: string;
    at: string;
    sebelumnya?: Verification;
  },
) {
  const { sebelumnya } = verification;
  return executor
    .updateTable('applicant_documents')
    .set({
      verifikasi: verification.verifikasi,
      catatan: verification.catatan,
      verified_by: verification.verifikasi === 'belum' ? null : verification.by,
      verified_at: verification.verifikasi === 'belum' ? null : verification.at,
    })
    .where('pelamar_id', '=', pelamarId)
    .where('jenis', '=', jenis)
    .$if(sebelumnya !== undefined, (query) => query.where('verifikasi', '=', sebelumnya!))
    .returningAll()
    .executeTakeFirst();
}

/** One document of an application, or undefined. */
export function findApplicantDocument(executor: Kysely<DB>, pelamarId: number, jenis: string) {
  return executor
    .selectFrom('applicant_documents')
    .selectAll()
    .where('pelamar_id', '=', pelamarId)
    .where('jenis', '=', jenis)
    .executeTakeFirst();
}

/**
 * The applicant's new file for a rejected document (docs/decisions/052-guard-document-loop.md):
 * back to `belum` with no note, in one conditional UPDATE so two re-sends (or a re-send and a
 * staff verification) cannot both win. Answers the replaced file's key, or undefined when the
 * document was no longer rejected.
 */
export async function resendApplicantDocument(
  executor: Kysely<DB>,
  pelamarId: number,
  jenis: DocumentKind,
  fileKey: string,
  at: string,
) {
  const before = await findApplicantDocument(executor, pelamarId, jenis);
  if (!before || before.verifikasi !== 'ditolak') return undefined;
  const updated = await executor
    .updateTable('applicant_documents')
    .set({
      file_key: fileKey,
      verifikasi: 'belum',
      catatan: null,
      verified_by: null,
      verified_at: null,
      dihapus_at: null,
      dikirim_ulang_at: at,
    })
    .where('id', '=', before.id)
    .where('verifikasi', '=', 'ditolak')
    .where('file_key', '=', before.file_key)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return undefined;
  // A file the purge already erased has nothing left to remove.
  return before.dihapus_at ? '' : before.file_key;
}

/** An application's documents as its applicant reads them: state and staff note, no link. */
export async function ownDocuments(executor: Kysely<DB>, pelamarId: number) {
  return (await listApplicantDocuments(executor, pelamarId)).map((row) => ({
    jenis: row.jenis as DocumentKind,
    verifikasi: verificationOf(row.verifikasi),
    catatan: row.catatan,
  }));
}
