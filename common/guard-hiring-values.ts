import { GENDERS, MAX_AGE, MIN_AGE } from './rules.ts';
import type { RequirementResult, VacancyRequirements } from './schemas/guard-hiring.ts';
import { guardHiringText as t } from './texts/guard-hiring.ts';
import { ageOn } from './dates.ts';

// The types come from the schemas (erased at build time: no zod rides along).
export type { RequirementResult, VacancyRequirements };

/**
 * Guard-ready hiring without zod (docs/decisions/046-specific-personal-data.md): the levels and
 * documents, the NIK check, the requirement checklist. The career island and the self-check load
 * this module before any interaction, and the zod schemas of common/schemas/guard-hiring.ts (which
 * re-exports all of it) only when a form is checked (docs/decisions/041).
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
/**
 * The credential details an application with requirements carries besides the NIK, by their
 * field and column name (the form, the kept draft, the staff list and the data export).
 */
export const CREDENTIAL_DETAILS = [
  'tinggi_badan',
  'berat_badan',
  'pendidikan',
  'skck_tanggal',
  'gada_tingkat',
  'gada_nomor',
  'kta_nomor',
  'kta_berlaku_sampai',
  'surat_sehat_tanggal',
] as const;

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
