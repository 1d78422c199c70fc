import { open } from 'node:fs/promises';

import {
  DOCUMENT_KINDS,
  type DocumentKind,
  guardFieldsSchema,
  type GuardFields,
  nikProblem,
  requiredDocuments,
  type VacancyRequirements,
} from '#common/schemas/guard';
import { guardText as t } from '#common/texts/guard';
import { apiErrorText } from '#common/texts/common';

import { badRequest } from '../../lib/http-errors.ts';
import type { UploadedFile } from '../../plugins/uploads.ts';
import type { DocumentUpload } from './application-files.ts';

/**
 * The identity and credential part of an application to a vacancy (docs/api.md, "Guard-ready
 * hiring"; docs/decisions/046): the fields the vacancy's `syarat` asks for, the NIK against the
 * birth date and sex, and the documents. Each refusal is a 400 naming the field, thrown before
 * anything is stored. Values that fall short of a requirement pass: they are flagged, not refused.
 */

const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  ktp: t.ktpRequired,
  skck: t.documentRequired(t.skck),
  sertifikat_gada: t.documentRequired(t.sertifikatGada),
  kta: t.documentRequired(t.kta),
  surat_sehat: t.documentRequired(t.suratSehat),
};

export interface GuardApplication {
  values: GuardFields;
  documents: DocumentUpload[];
}

/** How far from its end a complete PDF has its `%%EOF` marker (trailing bytes are allowed). */
const PDF_TAIL_BYTES = 2048;

/** False for a PDF cut short (an interrupted upload): it ends without its `%%EOF` marker. */
async function isCompletePdf(file: UploadedFile) {
  const handle = await open(file.path, 'r');
  try {
    const length = Math.min(PDF_TAIL_BYTES, file.size);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, file.size - length);
    return tail.includes('%%EOF');
  } finally {
    await handle.close();
  }
}

/** Every PDF among the documents is whole; else a 400 naming the document. */
export async function checkDocumentPdfs(documents: DocumentUpload[]) {
  for (const { jenis, file } of documents)
    if (file.ext === 'pdf' && !(await isCompletePdf(file)))
      throw badRequest(t.pdfIncomplete(DOCUMENT_NAMES[jenis]));
}

const DOCUMENT_NAMES: Record<DocumentKind, string> = {
  ktp: t.ktp,
  skck: t.skck,
  sertifikat_gada: t.sertifikatGada,
  kta: t.kta,
  surat_sehat: t.suratSehat,
};

export function checkGuardApplication(
  syarat: VacancyRequirements,
  fields: Record<string, string>,
  files: Record<string, UploadedFile[] | undefined>,
  person: { tanggal_lahir: string; jenis_kelamin: string },
  today: string,
): GuardApplication {
  const parsed = guardFieldsSchema(syarat, () => today).safeParse(fields);
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0]?.message ?? apiErrorText.invalidInput);
  const problem = nikProblem(parsed.data.nik, person.tanggal_lahir, person.jenis_kelamin);
  if (problem) throw badRequest(problem);
  for (const jenis of requiredDocuments(syarat))
    if (!files[jenis]?.[0]) throw badRequest(DOCUMENT_LABELS[jenis]);
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
