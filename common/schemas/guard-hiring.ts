import { z } from 'zod';

import {
  DOCUMENT_KINDS,
  EDUCATION_LEVELS,
  GADA_LEVELS,
  HEIGHT_CM,
  REQUIREMENT_CODES,
  VERIFICATIONS,
  WEIGHT_KG,
  asksHeight,
  isRealDate,
} from '../guard-hiring-values.ts';
import { guardHiringText as t } from '../texts/guard-hiring.ts';
import { nullableText } from './common.ts';

// The zod-free part, kept importable from here (docs/decisions/041).
export * from '../guard-hiring-values.ts';

/**
 * Guard-ready hiring (docs/decisions/046-specific-personal-data.md): what a vacancy requires
 * (`syarat`), the identity and credential fields of an application, the NIK check and the
 * requirement checklist. The same code runs in the form, the self-check and the server.
 */

// --- Vacancy requirements ----------------------------------------------------------------------

const minHeight = z
  .number({ error: t.heightRangeInvalid })
  .int(t.heightRangeInvalid)
  .min(HEIGHT_CM.min, t.heightRangeInvalid)
  .max(HEIGHT_CM.max, t.heightRangeInvalid)
  .nullish()
  .transform((value) => value ?? null);

const flag = (label: string) =>
  z
    .boolean({ error: t.booleanInvalid(label) })
    .nullish()
    .transform((value) => value ?? false);

/** A vacancy's `syarat`: every requirement optional; absent means none (docs/api.md). */
export const vacancyRequirementsSchema = z.object({
  pendidikan_min: z
    .enum(EDUCATION_LEVELS, { error: t.levelInvalid(t.pendidikanMin, EDUCATION_LEVELS) })
    .nullish()
    .transform((value) => value ?? null),
  tinggi_min_pria: minHeight,
  tinggi_min_wanita: minHeight,
  gada_min: z
    .enum(GADA_LEVELS, { error: t.levelInvalid(t.gadaMin, GADA_LEVELS) })
    .nullish()
    .transform((value) => value ?? null),
  skck: flag(t.skckRequired),
  surat_sehat: flag(t.suratSehatRequired),
});
export type VacancyRequirements = z.output<typeof vacancyRequirementsSchema>;

/** `syarat` as the API answers it (stored values, already checked). */
export const requirementsSchema = z.object({
  pendidikan_min: z.enum(EDUCATION_LEVELS).nullable(),
  tinggi_min_pria: z.number().nullable(),
  tinggi_min_wanita: z.number().nullable(),
  gada_min: z.enum(GADA_LEVELS).nullable(),
  skck: z.boolean(),
  surat_sehat: z.boolean(),
});

// --- Application fields ------------------------------------------------------------------------

/** Multipart fields arrive as text: digits become a whole number. */
const wholeNumber = (label: string, range: { min: number; max: number }, unit: string) => {
  const message = t.wholeNumber(label, range.min, range.max, unit);
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(range.min, message).max(range.max, message),
  );
};

const pastDate = (label: string, today: () => string) =>
  z
    .string({ error: t.dateInvalid(label) })
    .trim()
    .refine(isRealDate, t.dateInvalid(label))
    .refine((value) => value <= today(), t.dateInFuture(label));

const anyDate = (label: string) =>
  z
    .string({ error: t.dateInvalid(label) })
    .trim()
    .refine(isRealDate, t.dateInvalid(label));

const documentNumber = (label: string, max: number) =>
  z
    .string({ error: t.required(label) })
    .trim()
    .max(max, t.textTooLong(label, max))
    .regex(/^[A-Za-z0-9./ -]+$/, t.numberCharacters(label));

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A form field that may be left empty ('' is absent, as multipart and forms send it), required
 * when `asked` with a message naming it.
 */
function field<T extends z.ZodType>(inner: T, asked: boolean, label: string) {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    asked
      ? z.custom((value) => value !== undefined, { error: t.required(label) }).pipe(inner)
      : inner.optional(),
  );
}

/**
 * The identity and credential fields of an application to a vacancy with requirements `s`, for
 * the applicant whose form says `birthDate` and `gender` (to check the NIK against). Fields the
 * vacancy asks for are required; others may be given. `today` is the company's date.
 */
export function guardFieldsSchema(s: VacancyRequirements, today: () => string) {
  return z
    .object({
      nik: z
        .string({ error: t.nikRequired })
        .trim()
        .min(1, t.nikRequired)
        .regex(/^\d+$/, t.nikDigits)
        .length(16, t.nikDigits),
      tinggi_badan: field(
        wholeNumber(t.tinggiBadan, HEIGHT_CM, 'cm'),
        asksHeight(s),
        t.tinggiBadan,
      ),
      berat_badan: field(wholeNumber(t.beratBadan, WEIGHT_KG, 'kg'), asksHeight(s), t.beratBadan),
      pendidikan: field(
        z.enum(EDUCATION_LEVELS, { error: t.levelInvalid(t.pendidikan, EDUCATION_LEVELS) }),
        s.pendidikan_min !== null,
        t.pendidikan,
      ),
      skck_tanggal: field(pastDate(t.skckTanggal, today), s.skck, t.skckTanggal),
      gada_tingkat: field(
        z.enum(GADA_LEVELS, { error: t.levelInvalid(t.gadaTingkat, GADA_LEVELS) }),
        s.gada_min !== null,
        t.gadaTingkat,
      ),
      gada_nomor: field(documentNumber(t.gadaNomor, 40), s.gada_min !== null, t.gadaNomor),
      kta_nomor: field(documentNumber(t.ktaNomor, 40), false, t.ktaNomor),
      kta_berlaku_sampai: field(anyDate(t.ktaBerlakuSampai), false, t.ktaBerlakuSampai),
      surat_sehat_tanggal: field(
        pastDate(t.suratSehatTanggal, today),
        s.surat_sehat,
        t.suratSehatTanggal,
      ),
    })
    .superRefine((value, ctx) => {
      if (value.kta_nomor !== undefined && value.kta_berlaku_sampai === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['kta_berlaku_sampai'],
          message: t.required(t.ktaBerlakuSampai),
        });
    });
}
export type GuardFields = z.output<ReturnType<typeof guardFieldsSchema>>;

// --- The checklist -----------------------------------------------------------------------------

export const requirementResultSchema = z.object({
  kode: z.enum(REQUIREMENT_CODES),
  terpenuhi: z.boolean().nullable(),
  keterangan: z.string(),
});
export type RequirementResult = z.infer<typeof requirementResultSchema>;

// --- Staff review ------------------------------------------------------------------------------

/** One document of an application as staff read it; `url` signed (null once purged). */
export const applicantDocumentSchema = z.object({
  jenis: z.enum(DOCUMENT_KINDS),
  url: z.string().nullable(),
  verifikasi: z.enum(VERIFICATIONS),
  catatan: z.string().nullable(),
});
export type ApplicantDocument = z.infer<typeof applicantDocumentSchema>;

/**
 * A document as its applicant reads it (GET /api/user/pelamar/{userId}, PUT
 * /api/user/pelamar/dokumen/{jenis}): its state and the staff note, never a link.
 */
export const applicantDocumentStateSchema = applicantDocumentSchema.omit({ url: true });
export type ApplicantDocumentState = z.infer<typeof applicantDocumentStateSchema>;

/** PUT /api/pelamar/{id}/dokumen/{jenis}: 'sah' or 'ditolak' (or back to 'belum'), a note. */
export const documentVerificationInputSchema = z.object({
  verifikasi: z.enum(VERIFICATIONS, { error: t.verifikasiInvalid }),
  catatan: nullableText(500, { invalid: t.catatanTooLong, tooLong: t.catatanTooLong }),
  /**
   * The verification the staff member saw: when given and no longer current (another staff
   * member verified, or the applicant sent the file again), nothing is saved and the answer is
   * 409 naming the new state (docs/decisions/052-guard-document-loop.md).
   */
  sebelumnya: z.enum(VERIFICATIONS, { error: t.sebelumnyaInvalid }).optional(),
});

/**
 * The identity and credential columns of an application as stored (null: not given); staff read
 * them in the detail, the applicant in the data export.
 */
export const guardCredentialsSchema = z.object({
  nik: z.string().nullable(),
  tinggi_badan: z.number().nullable(),
  berat_badan: z.number().nullable(),
  pendidikan: z.string().nullable(),
  skck_tanggal: z.string().nullable(),
  gada_tingkat: z.string().nullable(),
  gada_nomor: z.string().nullable(),
  kta_nomor: z.string().nullable(),
  kta_berlaku_sampai: z.string().nullable(),
  surat_sehat_tanggal: z.string().nullable(),
});

/** The identity and credential fields of an application as staff read them (null: not given). */
export const guardDetailSchema = guardCredentialsSchema.extend({
  /** Each requirement met, not met or not verifiable (null), with the reason. */
  syarat: z.array(requirementResultSchema),
  dokumen: z.array(applicantDocumentSchema),
  /** Ids of other applications with the same NIK or the same phone once normalised. */
  duplikat: z.array(z.number()),
});
