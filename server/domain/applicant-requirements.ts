import type { Kysely } from 'kysely';

import {
  type CandidateFacts,
  DOCUMENT_LABELS,
  type DocumentKind,
  evaluateRequirements,
  meetsAll,
  type RequirementResult,
  type VacancyRequirements,
} from '#common/schemas/guard-hiring';
import type { Answer } from '#common/schemas/vacancies';
import { guardHiringText } from '#common/texts/guard-hiring';

import type { ApplicantRow, DB } from '../db/schema.ts';
import {
  type ApplicantDocumentRow,
  listApplicantDocuments,
  verificationOf,
} from './applicant-documents.ts';
import { parseAnswers } from './applicant-rows.ts';
import {
  applicantIdsOfVacancy,
  applicantIdsWithIdentity,
  findApplicantRow,
  updateApplicant,
} from './applicants/rows.ts';
import { parseRequirements } from './vacancy-rows.ts';

/**
 * An application's requirement checklist (docs/decisions/046-specific-personal-data.md) and the
 * `memenuhi_syarat` flag it sets, with the screening answers: judged on the day of applying
 * against the vacancy's current `syarat`, its documents' verification and the height measured on
 * a hiring day (which counts over the height typed in the form). Duplicates (same NIK or phone)
 * are found here when read.
 */

type FactsRow = Pick<
  ApplicantRow,
  | 'tanggal_lahir'
  | 'jenis_kelamin'
  | 'tinggi_badan'
  | 'pendidikan'
  | 'gada_tingkat'
  | 'skck_tanggal'
  | 'jawaban'
>;

/** Whether the answers meet every expected one; undefined when no question expects one. */
export function answersVerdict(answers: Answer[]): boolean | undefined {
  const judged = answers.filter((answer) => answer.jawaban_diharapkan !== null);
  return judged.length === 0
    ? undefined
    : judged.every((answer) => answer.jawaban === answer.jawaban_diharapkan);
}

/** What an application says of its applicant, with its documents and a measured height. */
export function applicationFacts(
  row: FactsRow,
  documents: Pick<ApplicantDocumentRow, 'jenis' | 'verifikasi' | 'catatan'>[],
  measuredHeight: number | null,
): CandidateFacts {
  return {
    tanggal_lahir: row.tanggal_lahir,
    jenis_kelamin: row.jenis_kelamin,
    tinggi_badan: measuredHeight ?? row.tinggi_badan,
    pendidikan: row.pendidikan,
    gada_tingkat: row.gada_tingkat,
    skck_tanggal: row.skck_tanggal,
    surat_sehat: documents.some((doc) => doc.jenis === 'surat_sehat'),
    pertanyaan: answersVerdict(parseAnswers(row.jawaban)),
    dokumen: Object.fromEntries(
      documents.map((doc) => [
        doc.jenis as DocumentKind,
        { verifikasi: verificationOf(doc.verifikasi), catatan: doc.catatan },
      ]),
    ),
  };
}

/** The latest height measured on a hiring day (PUT /api/sesi/{id}/hasil), or null. */
export async function measuredHeight(db: Kysely<DB>, pelamarId: number) {
  const row = await db
    .selectFrom('session_bookings')
    .select('tinggi_badan')
    .where('pelamar_id', '=', pelamarId)
    .where('tinggi_badan', 'is not', null)
    .orderBy('hasil_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.tinggi_badan ?? null;
}

async function vacancyRequirements(
  db: Kysely<DB>,
  lowonganId: number | null,
): Promise<VacancyRequirements> {
  if (lowonganId === null) return parseRequirements(null);
  const row = await db
    .selectFrom('vacancies')
    .select('syarat')
    .where('id', '=', lowonganId)
    .executeTakeFirst();
  return parseRequirements(row?.syarat ?? null);
}

/** The checklist of one application as staff read it. */
export async function applicantRequirements(
  db: Kysely<DB>,
  row: FactsRow & Pick<ApplicantRow, 'id' | 'lowongan_id' | 'created_day'>,
): Promise<RequirementResult[]> {
  const [syarat, documents, height] = await Promise.all([
    vacancyRequirements(db, row.lowongan_id),
    listApplicantDocuments(db, row.id),
    measuredHeight(db, row.id),
  ]);
  return evaluateRequirements(syarat, applicationFacts(row, documents, height), row.created_day);
}

/**
 * Judges the application again and stores `memenuhi_syarat` when it changed (then `updated_at`
 * too, so the staff list's version moves). Runs in the caller's transaction when given one.
 */
export async function refreshRequirementFlag(db: Kysely<DB>, pelamarId: number, now: string) {
  const row = await findApplicantRow(db, pelamarId);
  if (!row) return undefined;
  const meets = meetsAll(await applicantRequirements(db, row)) ? 1 : 0;
  if (Number(row.memenuhi_syarat) === meets) return row;
  return updateApplicant(db, pelamarId, { memenuhi_syarat: meets, updated_at: now });
}

/** Judges again every application to one vacancy (its `syarat` changed). */
export async function refreshVacancyRequirementFlags(
  db: Kysely<DB>,
  lowonganId: number,
  now: string,
) {
  const rows = await applicantIdsOfVacancy(db, lowonganId);
  for (const { id } of rows) await refreshRequirementFlag(db, id, now);
}

/** The ids of the other applications sharing the NIK or normalised phone, oldest first. */
export async function duplicateIds(
  db: Kysely<DB>,
  row: Pick<ApplicantRow, 'id' | 'nik' | 'telepon_normal'>,
) {
  const { nik, telepon_normal: phone } = row;
  if (!nik && !phone) return [];
  return applicantIdsWithIdentity(db, row.id, nik, phone);
}

/**
 * Why accepting this application needs a confirmation (docs/decisions/052-guard-document-loop.md):
 * each unmet requirement and each rejected document (one not already named by a requirement,
 * such as the KTP), in words. Empty when nothing stands in the way.
 */
export async function acceptanceProblems(
  db: Kysely<DB>,
  row: FactsRow & Pick<ApplicantRow, 'id' | 'lowongan_id' | 'created_day'>,
): Promise<string[]> {
  const [syarat, documents] = await Promise.all([
    applicantRequirements(db, row),
    listApplicantDocuments(db, row.id),
  ]);
  const unmet = syarat.filter((result) => result.terpenuhi === false).map((r) => r.keterangan);
  const rejected = documents
    .filter((doc) => verificationOf(doc.verifikasi) === 'ditolak')
    .map((doc) =>
      guardHiringText.documentRejected(
        DOCUMENT_LABELS[doc.jenis as DocumentKind] ?? doc.jenis,
        doc.catatan ?? '',
      ),
    )
    .filter((text) => !unmet.includes(text));
  return [...unmet, ...rejected];
}
