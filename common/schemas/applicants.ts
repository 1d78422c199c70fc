import { z } from 'zod';

import { APPLICANT_STATUSES, GENDERS, POSITIONS } from '../rules.ts';
import { applicantsText } from '../texts/applicants.ts';
import { answerSchema } from './vacancies.ts';
import { consentSchema, listQuerySchema, phoneSchema, requiredText } from './common.ts';
import { ageOn, isEligibleAge, isValidSchedule, parseResumeList } from '../applicant-values.ts';

// Kept importable from here; the pages that need only these import them from the zod-free module.
export { ageOn, isEligibleAge, isValidSchedule, parseResumeList };

/**
 * Applications (docs/product.md §3, §5). The same rules run in the form (zodResolver) and in
 * POST /api/pelamar; files are checked separately by their bytes.
 */

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
  /** UU PDP consent to the current privacy notice, asked at every application (docs/product.md §11). */
  persetujuan: consentSchema,
});
export type ApplicantInput = z.infer<typeof applicantInputSchema>;

/**
 * POST /api/pelamar/berkas: a file sent before its application (docs/decisions/048). `id` goes
 * into the application's `berkas` field; `jenis` is the form part it stands for.
 */
export const stagedUploadSchema = z.object({
  id: z.string(),
  jenis: z.string(),
});

/** The vacancy an application was sent to, shown next to its position. */
export const applicationVacancySchema = z.object({
  id: z.number(),
  judul: z.string(),
  kota: z.string(),
  /** Its public page is /lowongan/{slug}. */
  slug: z.string(),
});
export type ApplicationVacancy = z.infer<typeof applicationVacancySchema>;

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
  /** docs/product.md §3: a list of document addresses. */
  resume: z.array(z.string()),
  foto: z.string().nullable(),
  status: z.enum(APPLICANT_STATUSES),
  /** Local date-time in the company's time zone, 'YYYY-MM-DDTHH:mm', or null. */
  jadwal_interview: z.string().nullable(),
  created_at: z.string(),
  /** The vacancy applied to (null: a position only) and the screening flag (docs/decisions/031). */
  lowongan_id: z.number().nullable(),
  /** That vacancy's title, city and slug (null: a position only, or the vacancy was deleted). */
  lowongan: applicationVacancySchema.nullable().optional(),
  memenuhi_syarat: z.boolean(),
  /** The screening questions as asked and the answers given (empty without questions). */
  jawaban: z.array(answerSchema),
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
  lowongan_id: true,
  lowongan: true,
  memenuhi_syarat: true,
});
export type ApplicantListItem = z.infer<typeof applicantListItemSchema>;

export const applicantListQuerySchema = listQuerySchema.extend({
  status: z.enum(APPLICANT_STATUSES, { error: applicantsText.statusInvalid }).optional(),
});

export const applicantStatusInputSchema = z.object({
  status: z.enum(APPLICANT_STATUSES, { error: applicantsText.statusInvalid }),
  /**
   * `true` accepts despite an unmet requirement or a rejected document; the history records it
   * (docs/decisions/052-guard-document-loop.md).
   */
  konfirmasi: z.boolean({ error: applicantsText.konfirmasiInvalid }).optional(),
});

export const applicantScheduleInputSchema = z.object({
  jadwal_interview: z
    .string({ error: applicantsText.scheduleRequired })
    .trim()
    .refine(isValidSchedule, applicantsText.scheduleRequired),
});
