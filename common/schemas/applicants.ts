import { z } from 'zod';

import { APPLICANT_STATUSES, GENDERS, MAX_AGE, MIN_AGE, POSITIONS } from '../rules.ts';
import { applicantsText } from '../texts/applicants.ts';
import { consentSchema, listQuerySchema, phoneSchema, requiredText } from './common.ts';

/**
 * Applications (SPEC §3, §5). The same rules run in the form (zodResolver) and in
 * POST /api/pelamar; files are checked separately by their bytes.
 */

/** Whole years between a birth date and a day, both YYYY-MM-DD (SPEC §2: Usia in whole years). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function isEligibleAge(birthDate: string, today: string) {
  const age = ageOn(birthDate, today);
  return age >= MIN_AGE && age <= MAX_AGE;
}

const isoDate = z
  .string({ error: applicantsText.birthDateRequired })
  .trim()
  .min(1, applicantsText.birthDateRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, applicantsText.birthDateInvalid)
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    applicantsText.birthDateInvalid,
  );

/**
 * SPEC §3: a resume may be a list of addresses, a text holding a list, or a single address; when
 * parsing fails it is one address; empty entries are dropped. Used on stored keys and on API URLs.
 */
export function parseResumeList(value: unknown): string[] {
  let parsed: unknown = value;
  for (let depth = 0; depth < 3 && typeof parsed === 'string'; depth += 1) {
    const text = parsed.trim();
    if (!text.startsWith('[') && !text.startsWith('"')) break;
    try {
      parsed = JSON.parse(text);
    } catch {
      break; // SPEC §3: when parsing fails it is one address
    }
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** The text fields of an application; `user_id` and `email` come from the token, never the form. */
export const applicantInputSchema = z.object({
  nama: requiredText('Nama', 100, applicantsText.nameRequired).regex(
    /^[A-Za-z\s]+$/,
    applicantsText.nameLettersOnly,
  ),
  telepon: phoneSchema,
  posisi: z.enum(POSITIONS, { error: applicantsText.positionRequired }),
  jenis_kelamin: z.enum(GENDERS, { error: applicantsText.genderRequired }),
  tanggal_lahir: isoDate,
  pesan: requiredText('Alamat', 1000, applicantsText.addressRequired),
  /** UU PDP consent to the current privacy notice, asked at every application (CONTRACT). */
  persetujuan: consentSchema,
});
export type ApplicantInput = z.infer<typeof applicantInputSchema>;

/** An application as the API sends it; document and photo URLs are signed and expire. */
export const applicantSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  nama: z.string(),
  email: z.string(),
  telepon: z.string(),
  posisi: z.string(),
  jenis_kelamin: z.string(),
  tanggal_lahir: z.string(),
  pesan: z.string(),
  /** SPEC §3: a list of document addresses. */
  resume: z.array(z.string()),
  foto: z.string().nullable(),
  status: z.enum(APPLICANT_STATUSES),
  /** Local date-time in the company's time zone, 'YYYY-MM-DDTHH:mm', or null. */
  jadwal_interview: z.string().nullable(),
  created_at: z.string(),
  /**
   * Staff answers only: when the retention purge erases this application (ISO), or null while
   * its status is not final (RETENTION_MONTHS after the last change).
   */
  retensi_hingga: z.string().nullable().optional(),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** A row of the staff list (no documents: the list never signs file URLs). */
export const applicantListItemSchema = applicantSchema.pick({
  id: true,
  nama: true,
  email: true,
  telepon: true,
  posisi: true,
  status: true,
  jadwal_interview: true,
  created_at: true,
  retensi_hingga: true,
});
export type ApplicantListItem = z.infer<typeof applicantListItemSchema>;

export const applicantListQuerySchema = listQuerySchema.extend({
  status: z.enum(APPLICANT_STATUSES, { error: applicantsText.statusInvalid }).optional(),
});

export const applicantStatusInputSchema = z.object({
  status: z.enum(APPLICANT_STATUSES, { error: applicantsText.statusInvalid }),
});

/**
 * SPEC §5: a schedule is valid when not empty, not starting with '0000' and a real date.
 * Input is a local date-time with minute precision ('YYYY-MM-DDTHH:mm').
 */
export function isValidSchedule(value: string | null | undefined): value is string {
  if (!value || value.startsWith('0000')) return false;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 16) === value;
}

export const applicantScheduleInputSchema = z.object({
  jadwal_interview: z
    .string({ error: applicantsText.scheduleRequired })
    .trim()
    .refine(isValidSchedule, applicantsText.scheduleRequired),
});
