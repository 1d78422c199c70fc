import {
  DOCUMENT_KINDS,
  DOCUMENT_LABELS,
  type DocumentKind,
  guardFieldsSchema,
  type GuardFields,
  nikProblem,
  requiredDocuments,
  type VacancyRequirements,
} from '#common/schemas/guard-hiring';
import { guardHiringText as t } from '#common/texts/guard-hiring';
import { apiErrorText } from '#common/texts/common';

import { badRequest } from '../../lib/http-errors.ts';
import { incompletePdfProblem } from '../../domain/application-uploads.ts';
import type { ApplicationFiles, DocumentUpload } from './application-files.ts';

/**
 * The identity and credential part of an application to a vacancy (docs/api.md, "Guard-ready
 * hiring"; docs/decisions/046): the fields the vacancy's `syarat` asks for, the NIK against the
 * birth date and sex, and the documents. Each refusal is a 400 naming the field, thrown before
 * anything is stored. Values that fall short of a requirement pass: they are flagged, not refused.
 * A document counts the same whether it was sent with the application or staged before it.
 */

/** The 400 text for a document the vacancy asks for and the application lacks. */
const missingDocument = (jenis: DocumentKind) =>
  jenis === 'ktp' ? t.ktpRequired : t.documentRequired(DOCUMENT_LABELS[jenis]);

export interface GuardApplication {
  values: GuardFields;
  documents: DocumentUpload[];
}

/** Every PDF sent among the documents is whole; else a 400 naming the document. Staged ones were
 * checked when staged (server/features/staged-uploads). */
export async function checkDocumentPdfs(documents: DocumentUpload[]) {
  for (const { jenis, file } of documents) {
    const problem = file.source === 'upload' && (await incompletePdfProblem(jenis, file.file));
    if (problem) throw badRequest(problem);
  }
}

export function checkGuardApplication(
  syarat: VacancyRequirements,
  fields: Record<string, string>,
  files: ApplicationFiles,
  person: { tanggal_lahir: string; jenis_kelamin: string },
  today: string,
): GuardApplication {
  const parsed = guardFieldsSchema(syarat, () => today).safeParse(fields);
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0]?.message ?? apiErrorText.invalidInput);
  const problem = nikProblem(parsed.data.nik, person.tanggal_lahir, person.jenis_kelamin);
  if (problem) throw badRequest(problem);
  for (const jenis of requiredDocuments(syarat))
    if (!files[jenis]?.[0]) throw badRequest(missingDocument(jenis));
  // A document the vacancy does not ask for is kept when sent (a KTA beside its number).
  const documents = DOCUMENT_KINDS.flatMap((jenis) => {
    const file = files[jenis]?.[0];
    return file ? [{ jenis, file }] : [];
  });
  return { values: parsed.data, documents };
}

/** The application's columns for the checked values (null where not given). */
export function guardColumns(values: GuardFields | undefined) {
  return {
    nik: values?.nik ?? null,
    tinggi_badan: values?.tinggi_badan ?? null,
    berat_badan: values?.berat_badan ?? null,
    pendidikan: values?.pendidikan ?? null,
    skck_tanggal: values?.skck_tanggal ?? null,
    gada_tingkat: values?.gada_tingkat ?? null,
    gada_nomor: values?.gada_nomor ?? null,
    kta_nomor: values?.kta_nomor ?? null,
    kta_berlaku_sampai: values?.kta_berlaku_sampai ?? null,
    surat_sehat_tanggal: values?.surat_sehat_tanggal ?? null,
  };
}
