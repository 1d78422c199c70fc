import { z } from 'zod';

import {
  EMPLOYMENT_TYPES,
  MAX_VACANCY_QUESTIONS,
  POSITIONS,
  VACANCY_STATUSES,
  YES_NO,
} from '../rules.ts';
import { vacanciesText as t } from '../texts/vacancies.ts';
import { filledText, nullableText, timestampFields } from './common.ts';
import { NO_REQUIREMENTS, requirementsSchema, vacancyRequirementsSchema } from './guard-hiring.ts';

/**
 * Vacancies (docs/product.md §10). The same
 * input schema checks the staff form and POST/PUT /api/lowongan; every message names its field.
 */

export const MAX_SALARY = 1_000_000_000;

export const questionSchema = z.object({
  id: z.number(),
  teks: z.string(),
  jawaban_diharapkan: z.enum(YES_NO).nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** What GET /api/lowongan and GET /api/lowongan/{slug} answer (docs/product.md §10 field list). */
export const vacancySchema = z.object({
  id: z.number(),
  slug: z.string(),
  judul: z.string(),
  posisi: z.enum(POSITIONS),
  kota: z.string(),
  provinsi: z.string(),
  lokasi: z.string().nullable(),
  jenis: z.enum(EMPLOYMENT_TYPES),
  kuota: z.number(),
  deskripsi: z.string(),
  gaji_min: z.number().nullable(),
  gaji_max: z.number().nullable(),
  tampilkan_gaji: z.boolean(),
  ditutup_pada: z.string(),
  status: z.enum(VACANCY_STATUSES),
  pertanyaan: z.array(questionSchema),
  /** What an applicant must bring (docs/decisions/046); public. */
  syarat: requirementsSchema,
  ...timestampFields,
});
export type Vacancy = z.infer<typeof vacancySchema>;

/** GET /api/staff/lowongan: every vacancy with its applicant counts (staff list). */
export const staffVacancySchema = vacancySchema.extend({
  jumlah_pelamar: z.number(),
  tidak_memenuhi: z.number(),
});
export type StaffVacancy = z.infer<typeof staffVacancySchema>;

const isRealDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const salary = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(MAX_SALARY, message)
    .nullish()
    .transform((value) => value ?? null);

export const questionInputSchema = z.object({
  /** Present for a question kept from before (its answers keep pointing at it). */
  id: z
    .number({ error: t.pertanyaanIdInvalid })
    .int(t.pertanyaanIdInvalid)
    .positive(t.pertanyaanIdInvalid)
    .optional(),
  teks: filledText(300, { required: t.pertanyaanTeksRequired, tooLong: t.pertanyaanTeksTooLong }),
  jawaban_diharapkan: z
    .enum(YES_NO, { error: t.jawabanDiharapkanInvalid })
    .nullish()
    .transform((value) => value ?? null),
});
export type QuestionInput = z.input<typeof questionInputSchema>;

export const vacancyInputSchema = z
  .object({
    judul: filledText(150, { required: t.judulRequired, tooLong: t.judulTooLong }),
    posisi: z.enum(POSITIONS, { error: t.posisiInvalid }),
    kota: filledText(100, { required: t.kotaRequired, tooLong: t.kotaTooLong }),
    provinsi: filledText(100, { required: t.provinsiRequired, tooLong: t.provinsiTooLong }),
    lokasi: nullableText(150, { invalid: t.lokasiInvalid, tooLong: t.lokasiTooLong }),
    jenis: z.enum(EMPLOYMENT_TYPES, { error: t.jenisInvalid }),
    kuota: z
      .number({ error: t.kuotaInvalid })
      .int(t.kuotaInvalid)
      .min(1, t.kuotaInvalid)
      .max(10_000, t.kuotaTooLarge),
    /** Rich text; the server sanitizes it and refuses what is empty once sanitized. */
    deskripsi: z
      .string({ error: t.deskripsiRequired })
      .min(1, t.deskripsiRequired)
      .max(20_000, t.deskripsiTooLong),
    gaji_min: salary(t.gajiMinInvalid),
    gaji_max: salary(t.gajiMaxInvalid),
    tampilkan_gaji: z
      .boolean({ error: t.tampilkanGajiInvalid })
      .optional()
      .transform((value) => value ?? false),
    ditutup_pada: z
      .string({ error: t.ditutupPadaInvalid })
      .trim()
      .refine(isRealDate, t.ditutupPadaInvalid),
    status: z
      .enum(VACANCY_STATUSES, { error: t.statusInvalid })
      .optional()
      .transform((value) => value ?? 'draft'),
    pertanyaan: z
      .array(questionInputSchema, { error: t.pertanyaanInvalid })
      .max(MAX_VACANCY_QUESTIONS, t.pertanyaanTooMany(MAX_VACANCY_QUESTIONS))
      .optional()
      .transform((value) => value ?? []),
    /** Absent or null: no requirement (docs/api.md). */
    syarat: vacancyRequirementsSchema.nullish().transform((value) => value ?? NO_REQUIREMENTS),
  })
  .superRefine((value, ctx) => {
    if (value.gaji_min !== null && value.gaji_max !== null && value.gaji_min > value.gaji_max)
      ctx.addIssue({ code: 'custom', message: t.gajiRange, path: ['gaji_min'] });
    if (value.tampilkan_gaji && value.gaji_min === null && value.gaji_max === null)
      ctx.addIssue({ code: 'custom', message: t.gajiShownWithout, path: ['tampilkan_gaji'] });
    const ids = value.pertanyaan.map((q) => q.id).filter((id) => id !== undefined);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: t.pertanyaanIdDuplicate, path: ['pertanyaan'] });
  });
export type VacancyInput = z.input<typeof vacancyInputSchema>;
export type VacancyValues = z.output<typeof vacancyInputSchema>;

/**
 * A closing date in the past is refused, except when the vacancy is being closed (a vacancy
 * that closed itself keeps its date and may still be edited while closed).
 */
export function closingDateError(
  values: Pick<VacancyValues, 'ditutup_pada' | 'status'>,
  today: string,
) {
  return values.status !== 'ditutup' && values.ditutup_pada < today ? t.ditutupPadaPast : null;
}

/** Open to applicants: opened by staff and not past its closing date (the last day counts). */
export function isVacancyOpen(vacancy: Pick<Vacancy, 'status' | 'ditutup_pada'>, today: string) {
  return vacancy.status === 'dibuka' && vacancy.ditutup_pada >= today;
}

export const vacancyListQuerySchema = z.object({
  posisi: z.enum(POSITIONS, { error: t.posisiInvalid }).optional(),
  kota: z.string().trim().max(100, t.filterKotaTooLong).optional(),
  q: z.string().trim().max(200, t.filterKotaTooLong).optional(),
});
export type VacancyListQuery = z.infer<typeof vacancyListQuerySchema>;

export const slugParamSchema = z.object({
  slug: z.string().trim().min(1, t.notFound).max(200, t.notFound),
});

export const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The public list's filters, one implementation for the API and the page: position exactly,
 * city without regard to case or accents, and `q` anywhere in title, city, province or place.
 */
export function filterVacancies<
  V extends Pick<Vacancy, 'posisi' | 'kota' | 'provinsi' | 'judul' | 'lokasi'>,
>(list: V[], { posisi, kota, q }: VacancyListQuery) {
  const city = kota ? fold(kota.trim()) : '';
  const text = q ? fold(q.trim()) : '';
  return list.filter(
    (v) =>
      (!posisi || v.posisi === posisi) &&
      (!city || fold(v.kota) === city) &&
      (!text || fold([v.judul, v.kota, v.provinsi, v.lokasi ?? ''].join(' ')).includes(text)),
  );
}

/** The distinct cities of a list, sorted, for the city filter. */
export function citiesOf(list: Pick<Vacancy, 'kota'>[]) {
  const byKey = new Map<string, string>();
  for (const { kota } of list) if (!byKey.has(fold(kota))) byKey.set(fold(kota), kota);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'id'));
}

/** A URL part from a title and city: 'Satpam Mal (Bekasi)' → 'satpam-mal-bekasi'. */
export function slugify(...parts: string[]) {
  const slug = fold(parts.join(' '))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'lowongan';
}

// --- applying --------------------------------------------------------------------------------

/** `jawaban` of POST /api/pelamar: question id → 'ya' | 'tidak' (JSON text in multipart). */
export const answersInputSchema = z.record(
  z.string().regex(/^\d+$/, t.jawabanInvalid),
  z.enum(YES_NO, { error: t.jawabanInvalid }),
  { error: t.jawabanInvalid },
);
export type AnswersInput = z.infer<typeof answersInputSchema>;

/** One stored answer: a copy of the question as asked, so later edits never change it. */
export const answerSchema = z.object({
  id: z.number(),
  teks: z.string(),
  jawaban: z.enum(YES_NO),
  jawaban_diharapkan: z.enum(YES_NO).nullable(),
});
export type Answer = z.infer<typeof answerSchema>;

/**
 * Matches answers to a vacancy's questions: every question answered, nothing else. Returns the
 * stored answers and whether each expected answer was met, or null when they do not match.
 */
export function matchAnswers(questions: Question[], answers: AnswersInput) {
  const keys = Object.keys(answers);
  if (keys.length !== questions.length) return null;
  const stored: Answer[] = [];
  for (const question of questions) {
    const jawaban = answers[String(question.id)];
    if (!jawaban) return null;
    stored.push({ ...question, jawaban });
  }
  const meets = stored.every(
    (a) => a.jawaban_diharapkan === null || a.jawaban === a.jawaban_diharapkan,
  );
  return { answers: stored, meets };
}
