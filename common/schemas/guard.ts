import { z } from 'zod';

import { GENDERS, MAX_AGE, MIN_AGE } from '../rules.ts';
import { guardText as t } from '../texts/guard.ts';
import { ageOn } from '../dates.ts';

/**
 * Guard-ready hiring (docs/decisions/046-specific-personal-data.md): what a vacancy requires
 * (`syarat`), the identity and credential fields of an application, the NIK check and the
 * requirement checklist. The same code runs in the form, the self-check and the server.
 */

// --- Levels ------------------------------------------------------------------------------------

/** Education levels, lowest first (a minimum is met by its level or any later one). */
export const EDUCATION_LEVELS = ['SD', 'SMP', 'SMA/SMK', 'D3', 'S1'] as const;

/** Gada (security guard training) levels, lowest first (Perpol 4/2020). */
export const GADA_LEVELS = ['Pratama', 'Madya', 'Utama'] as const;

/** The documents an application may carry besides the CV and photo. */
export const DOCUMENT_KINDS = ['ktp', 'skck', 'sertifikat_gada', 'kta', 'surat_sehat'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Criminal record and health: specific personal data (UU PDP Art. 4(2)), hrd and superadmin only. */
export const SPECIFIC_DOCUMENT_KINDS = ['skck', 'surat_sehat'] as const satisfies DocumentKind[];
export const isSpecificDocument = (kind: string) =>
  (SPECIFIC_DOCUMENT_KINDS as readonly string[]).includes(kind);

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  ktp: t.ktp,
  skck: t.skck,
  sertifikat_gada: t.sertifikatGada,
  kta: t.kta,
  surat_sehat: t.suratSehat,
};

export const VERIFICATIONS = ['belum', 'sah', 'ditolak'] as const;
export type Verification = (typeof VERIFICATIONS)[number];

export const REQUIREMENT_CODES = [
  'usia',
  'tinggi',
  'pendidikan',
  'gada',
  'skck',
  'surat_sehat',
  'pertanyaan',
] as const;

/** An SKCK is taken as valid for six months from its date. */
export const SKCK_VALID_MONTHS = 6;
export const HEIGHT_CM = { min: 100, max: 230 } as const;
export const WEIGHT_KG = { min: 30, max: 200 } as const;

const rankOf = <T extends string>(levels: readonly T[], level: string | null | undefined) =>
  level ? (levels as readonly string[]).indexOf(level) : -1;

// --- Dates -------------------------------------------------------------------------------------

export const isRealDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** `date` (YYYY-MM-DD) plus whole months, clamped to the month's last day (31 Aug + 6 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The day an SKCK dated `date` stops being valid (six months on). */
export const skckValidUntil = (date: string) => addMonths(date, SKCK_VALID_MONTHS);

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

export const NO_REQUIREMENTS: VacancyRequirements = {
  pendidikan_min: null,
  tinggi_min_pria: null,
  tinggi_min_wanita: null,
  gada_min: null,
  skck: false,
  surat_sehat: false,
};

export const asksHeight = (s: VacancyRequirements) =>
  s.tinggi_min_pria !== null || s.tinggi_min_wanita !== null;

/** The lines of 'Persyaratan' on the public vacancy page (and JobPosting `qualifications`). */
export function requirementLines(s: VacancyRequirements): string[] {
  return [
    t.ageLine(MIN_AGE, MAX_AGE),
    s.pendidikan_min ? t.pendidikanLine(s.pendidikan_min) : null,
    asksHeight(s) ? t.tinggiLine(s.tinggi_min_pria, s.tinggi_min_wanita) : null,
    s.gada_min ? t.gadaLine(s.gada_min) : null,
    s.skck ? t.skckLine : null,
    s.surat_sehat ? t.suratSehatLine : null,
  ].filter((line): line is string => line !== null);
}

// --- NIK -----------------------------------------------------------------------------------------

/** Province codes of the NIK's first two digits (Dukcapil, with the 2022 Papua provinces). */
export const PROVINCE_CODES = new Set([
  '11', '12', '13', '14', '15', '16', '17', '18', '19', '21', '31', '32', '33', '34', '35', '36',
  '51', '52', '53', '61', '62', '63', '64', '65', '71', '72', '73', '74', '75', '76', '81', '82',
  '91', '92', '93', '94', '95', '96',
]); // prettier-ignore

/**
 * Why a NIK does not fit its holder, or null when it does: 16 digits, a known province, digits
 * 7–12 the birth date DDMMYY with 40 added to the day for women, and a serial other than 0000.
 */
export function nikProblem(
  nik: string,
  birthDate: string | undefined,
  gender: string | undefined,
): string | null {
  if (!/^\d{16}$/.test(nik)) return t.nikDigits;
  if (!PROVINCE_CODES.has(nik.slice(0, 2))) return t.nikProvince;
  if (nik.slice(12) === '0000') return t.nikSerial;
  if (!birthDate || !isRealDate(birthDate) || !gender) return null; // those fields say so
  const [year, month, day] = birthDate.split('-');
  const encodedDay = Number(day) + (gender === GENDERS[1] ? 40 : 0);
  const expected = `${String(encodedDay).padStart(2, '0')}${month}${year.slice(2)}`;
  return nik.slice(6, 12) === expected ? null : t.nikBirthDate;
}

/** A NIK as staff lists show it: first four and last two digits around asterisks. */
export const maskNik = (nik: string) => `${nik.slice(0, 4)}${'*'.repeat(10)}${nik.slice(14)}`;

/**
 * A phone number in one form for comparing (`62…`): 08…, +628… and 628… are the same number.
 * Spaces, dashes and brackets are dropped.
 */
export function normalizePhone(telepon: string): string {
  const digits = telepon.replace(/[^\d+]/g, '').replace(/^\+/, '');
  if (digits.startsWith('62')) return digits;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  return digits;
}

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

/**
 * The documents an application to a vacancy with requirements `s` must carry (the KTP always).
 * The KTA file is never required: it may come with its number.
 */
export function requiredDocuments(s: VacancyRequirements): DocumentKind[] {
  return [
    'ktp',
    ...(s.skck ? (['skck'] as const) : []),
    ...(s.gada_min ? (['sertifikat_gada'] as const) : []),
    ...(s.surat_sehat ? (['surat_sehat'] as const) : []),
  ];
}

// --- The checklist -----------------------------------------------------------------------------

export const requirementResultSchema = z.object({
  kode: z.enum(REQUIREMENT_CODES),
  terpenuhi: z.boolean().nullable(),
  keterangan: z.string(),
});
export type RequirementResult = z.infer<typeof requirementResultSchema>;

/** What is known of a person: from an application, or from the self-check (nothing stored). */
export interface CandidateFacts {
  tanggal_lahir?: string | null;
  jenis_kelamin?: string | null;
  tinggi_badan?: number | null;
  pendidikan?: string | null;
  gada_tingkat?: string | null;
  skck_tanggal?: string | null;
  /** Whether a health certificate was given; undefined when it cannot be told (self-check). */
  surat_sehat?: boolean;
  /** The screening answers' verdict; undefined when the vacancy asks none to be matched. */
  pertanyaan?: boolean;
  /** Staff verification of documents: a rejected document fails its requirement. */
  dokumen?: Partial<Record<DocumentKind, { verifikasi: Verification; catatan: string | null }>>;
}

/**
 * Each requirement of `s` (and the age limits, always) as met, not met or not verifiable (null),
 * with the reason, judged on the day `on` (the day of applying, or today for the self-check).
 */
export function evaluateRequirements(
  s: VacancyRequirements,
  facts: CandidateFacts,
  on: string,
): RequirementResult[] {
  const results: RequirementResult[] = [];
  const rejected = (kind: DocumentKind) => {
    const verification = facts.dokumen?.[kind];
    return verification?.verifikasi === 'ditolak'
      ? t.documentRejected(DOCUMENT_LABELS[kind], verification.catatan ?? '')
      : null;
  };

  if (facts.tanggal_lahir && isRealDate(facts.tanggal_lahir)) {
    const age = ageOn(facts.tanggal_lahir, on);
    const met = age >= MIN_AGE && age <= MAX_AGE;
    results.push({
      kode: 'usia',
      terpenuhi: met,
      keterangan: met ? t.usiaMet(age) : t.usiaNotMet(age, MIN_AGE, MAX_AGE),
    });
  } else {
    results.push({ kode: 'usia', terpenuhi: null, keterangan: t.ageLine(MIN_AGE, MAX_AGE) });
  }

  if (asksHeight(s)) {
    const woman = facts.jenis_kelamin === GENDERS[1];
    const min = woman ? s.tinggi_min_wanita : s.tinggi_min_pria;
    const height = facts.tinggi_badan ?? null;
    if (min === null) {
      // The vacancy sets a height for the other sex only.
    } else if (height === null || !facts.jenis_kelamin) {
      results.push({ kode: 'tinggi', terpenuhi: null, keterangan: t.tinggiUnknown });
    } else {
      const met = height >= min;
      results.push({
        kode: 'tinggi',
        terpenuhi: met,
        keterangan: met ? t.tinggiMet(height, min) : t.tinggiNotMet(min),
      });
    }
  }

  if (s.pendidikan_min) {
    const rank = rankOf(EDUCATION_LEVELS, facts.pendidikan);
    if (rank < 0)
      results.push({ kode: 'pendidikan', terpenuhi: null, keterangan: t.pendidikanUnknown }); // prettier-ignore
    else {
      const met = rank >= rankOf(EDUCATION_LEVELS, s.pendidikan_min);
      results.push({
        kode: 'pendidikan',
        terpenuhi: met,
        keterangan: met
          ? t.pendidikanMet(facts.pendidikan!, s.pendidikan_min)
          : t.pendidikanNotMet(s.pendidikan_min),
      });
    }
  }

  if (s.gada_min) {
    const rank = rankOf(GADA_LEVELS, facts.gada_tingkat);
    const met = rank >= rankOf(GADA_LEVELS, s.gada_min);
    const refused = rejected('sertifikat_gada');
    results.push({
      kode: 'gada',
      terpenuhi: met && !refused,
      keterangan:
        refused ??
        (rank < 0
          ? t.gadaMissing(s.gada_min)
          : met
            ? t.gadaMet(facts.gada_tingkat!, s.gada_min)
            : t.gadaNotMet(s.gada_min)),
    });
  }

  if (s.skck) {
    const date = facts.skck_tanggal;
    const refused = rejected('skck');
    if (refused) results.push({ kode: 'skck', terpenuhi: false, keterangan: refused });
    else if (!date || !isRealDate(date))
      results.push({ kode: 'skck', terpenuhi: null, keterangan: t.skckUnknown });
    else {
      const until = skckValidUntil(date);
      const met = on <= until;
      results.push({
        kode: 'skck',
        terpenuhi: met,
        keterangan: met ? t.skckMet(until) : t.skckTooOld,
      });
    }
  }

  if (s.surat_sehat) {
    const refused = rejected('surat_sehat');
    results.push(
      refused
        ? { kode: 'surat_sehat', terpenuhi: false, keterangan: refused }
        : facts.surat_sehat === undefined
          ? { kode: 'surat_sehat', terpenuhi: null, keterangan: t.suratSehatUnknown }
          : {
              kode: 'surat_sehat',
              terpenuhi: facts.surat_sehat,
              keterangan: facts.surat_sehat ? t.suratSehatMet : t.suratSehatMissing,
            },
    );
  }

  if (facts.pertanyaan !== undefined)
    results.push({
      kode: 'pertanyaan',
      terpenuhi: facts.pertanyaan,
      keterangan: facts.pertanyaan ? t.pertanyaanMet : t.pertanyaanNotMet,
    });

  return results;
}

/** `memenuhi_syarat`: false when any requirement is not met (unknown ones do not count against). */
export const meetsAll = (results: RequirementResult[]) =>
  results.every((result) => result.terpenuhi !== false);

// --- Staff review ------------------------------------------------------------------------------

/** One document of an application as staff read it; `url` signed (null once purged). */
export const applicantDocumentSchema = z.object({
  jenis: z.enum(DOCUMENT_KINDS),
  url: z.string().nullable(),
  verifikasi: z.enum(VERIFICATIONS),
  catatan: z.string().nullable(),
});
export type ApplicantDocument = z.infer<typeof applicantDocumentSchema>;

/** PUT /api/pelamar/{id}/dokumen/{jenis}: 'sah' or 'ditolak' (or back to 'belum'), a note. */
export const documentVerificationInputSchema = z.object({
  verifikasi: z.enum(VERIFICATIONS, { error: t.verifikasiInvalid }),
  catatan: z
    .string({ error: t.catatanTooLong })
    .trim()
    .max(500, t.catatanTooLong)
    .nullish()
    .transform((value) => value || null),
});

/** The identity and credential fields of an application as staff read them (null: not given). */
export const guardDetailSchema = z.object({
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
  /** Each requirement met, not met or not verifiable (null), with the reason. */
  syarat: z.array(requirementResultSchema),
  dokumen: z.array(applicantDocumentSchema),
  /** Ids of other applications with the same NIK or the same phone once normalised. */
  duplikat: z.array(z.number()),
});
