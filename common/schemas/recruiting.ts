import { z } from 'zod';

import { APPLICANT_STATUSES, POSITIONS, POSITION_LABELS, type Position } from '../rules.ts';
import { applicantsText } from '../texts/applicants.ts';
import { DEFAULT_WHATSAPP_TEMPLATES, recruitingText as t } from '../texts/recruiting.ts';
import {
  applicantListItemSchema,
  applicantListQuerySchema,
  applicantSchema,
  isValidSchedule,
} from './applicants.ts';
import { vacanciesText } from '../texts/vacancies.ts';
import { filledText, MAX_ROW_ID, rowIdSchema } from './common.ts';
import { applicantDocumentStateSchema, guardDetailSchema } from './guard-hiring.ts';
import { guardHiringText } from '../texts/guard-hiring.ts';

/** Recruiting: shapes of history, notes, bulk work, stats and recruiting settings (docs/decisions/026). */

export const MAX_NOTE_LENGTH = 2000;
/** One bulk request touches at most this many applicants (one transaction, one confirmation). */
export const MAX_BULK_IDS = 500;

/** Who recorded a change or note (the staff member's name) and when (ISO); last in each shape. */
const authoredFields = { by: z.string(), at: z.string() };

/** One status or schedule change (docs/api.md: status, jadwal_interview, by, at; oldest first). */
export const historyEntrySchema = z.object({
  status: z.enum(APPLICANT_STATUSES),
  jadwal_interview: z.string().nullable(),
  ...authoredFields,
  /** Why the change was made against a warning (docs/decisions/052-guard-document-loop.md). */
  keterangan: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const noteSchema = z.object({ id: z.number(), text: z.string(), ...authoredFields });
export type Note = z.infer<typeof noteSchema>;

export const noteInputSchema = z.object({
  text: filledText(MAX_NOTE_LENGTH, {
    required: t.noteRequired,
    tooLong: t.noteTooLong(MAX_NOTE_LENGTH),
  }),
});

/** GET /api/pelamar/{id}: the application plus its history, notes and duplicate flag. */
export const applicantDetailSchema = applicantSchema
  .extend({
    history: z.array(historyEntrySchema),
    notes: z.array(noteSchema),
    duplicate: z.boolean(),
  })
  // Identity, credentials, the requirement checklist, documents and duplicates (docs/decisions/046).
  .extend(guardDetailSchema.shape);
export type ApplicantDetail = z.infer<typeof applicantDetailSchema>;

/** The applicant's own view: status changes with dates, never who made them. */
export const myHistoryEntrySchema = historyEntrySchema.omit({ by: true, keterangan: true });
export const myApplicationSchema = applicantSchema.extend({
  history: z.array(myHistoryEntrySchema),
  /** Each identity and credential document with its state and the staff note (docs/decisions/052). */
  dokumen: z.array(applicantDocumentStateSchema),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const APPLICANT_SORTS = ['newest', 'oldest', 'name', 'name_desc'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

/** The staff list with the position filter and sort. */
export const recruitingListQuerySchema = applicantListQuerySchema.extend({
  posisi: z.enum(POSITIONS, { error: t.positionInvalid }).optional(),
  sort: z.enum(APPLICANT_SORTS, { error: t.sortInvalid }).optional(),
  /** One vacancy's applications (its id) (docs/decisions/031). */
  lowongan: z.coerce
    .number({ error: vacanciesText.lowonganIdInvalid })
    .int(vacanciesText.lowonganIdInvalid)
    .positive(vacanciesText.lowonganIdInvalid)
    .max(MAX_ROW_ID, vacanciesText.lowonganIdInvalid)
    .optional(),
  /** `0` only applications flagged as not meeting an expected answer, `1` the rest (docs/decisions/031). */
  memenuhi: z.enum(['0', '1'], { error: vacanciesText.memenuhiInvalid }).optional(),
  /** `1`: only applications sharing a NIK or phone with another (docs/decisions/046). */
  duplikat: z.enum(['1'], { error: guardHiringText.duplikatFilterInvalid }).optional(),
  /** `1`: only applications meeting every requirement. */
  syarat: z.enum(['1'], { error: guardHiringText.syaratFilterInvalid }).optional(),
  /** `belum`: only applications with a document not yet verified. */
  dokumen: z.enum(['belum'], { error: guardHiringText.dokumenFilterInvalid }).optional(),
});
export type RecruitingListQuery = z.infer<typeof recruitingListQuerySchema>;

export const recruitingListItemSchema = applicantListItemSchema.extend({
  /** Another application has the same phone number (as typed or normalised), e-mail or NIK. */
  duplicate: z.boolean(),
  /** The NIK masked (first four and last two digits), null when none was asked. */
  nik: z.string().nullable(),
  /** How many identity and credential documents are 'sah', 'ditolak' and 'belum' (docs/decisions/058). */
  dokumen: z.object({ sah: z.number(), ditolak: z.number(), belum: z.number() }),
});
export type RecruitingListItem = z.infer<typeof recruitingListItemSchema>;

/** GET /pelamar/summary: what the staff sidebar badge polls. */
export const applicantsSummarySchema = z.object({
  total: z.number(),
  latestId: z.number(),
  latestCreatedAt: z.string().nullable(),
  /** Applicants with an id above `sinceId` (0 without it). */
  newCount: z.number(),
});
export type ApplicantsSummary = z.infer<typeof applicantsSummarySchema>;

/** The list's filters without paging and sort: what "all matching" selects. */
export const bulkFiltersSchema = recruitingListQuerySchema.omit({
  page: true,
  pageSize: true,
  sort: true,
});

/**
 * POST /api/pelamar/bulk (docs/decisions/026-bulk-applicant-actions.md): either `ids` or the
 * list's `filters` ("all matching"), never both; one action for all.
 */
export const bulkInputSchema = z
  .object({
    action: z.enum(['status', 'jadwal', 'delete'], { error: t.bulkActionInvalid }),
    ids: z
      .array(rowIdSchema(t.bulkIdsInvalid), { error: t.bulkIdsInvalid })
      .min(1, t.bulkNoIds)
      .max(MAX_BULK_IDS, t.bulkTooMany(MAX_BULK_IDS))
      .refine((ids) => new Set(ids).size === ids.length, t.bulkDuplicateIds)
      .optional(),
    filters: bulkFiltersSchema.optional(),
    status: z.enum(APPLICANT_STATUSES, { error: applicantsText.statusInvalid }).optional(),
    jadwal_interview: z.string().trim().optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.ids === undefined) === (value.filters === undefined))
      ctx.addIssue({ code: 'custom', message: t.bulkIdsOrFilters, path: ['ids'] });
    if (value.action === 'status' && !value.status)
      ctx.addIssue({ code: 'custom', message: applicantsText.statusInvalid, path: ['status'] });
    if (value.action === 'jadwal' && !isValidSchedule(value.jadwal_interview))
      ctx.addIssue({
        code: 'custom',
        message: applicantsText.scheduleRequired,
        path: ['jadwal_interview'],
      });
  });
export type BulkInput = z.infer<typeof bulkInputSchema>;

export const bulkResultSchema = z.object({
  action: z.enum(['status', 'jadwal', 'delete']),
  /** Rows changed (or deleted). */
  updated: z.number(),
  /** Rows left unchanged because they break a rule (no schedule before a status). */
  skipped: z.array(z.object({ id: z.number(), nama: z.string(), reason: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** GET /api/pelamar/stats. */
export const applicantStatsSchema = z.object({
  total: z.number(),
  byStatus: z.array(z.object({ status: z.string(), count: z.number() })),
  byPosition: z.array(z.object({ posisi: z.string(), count: z.number() })),
  /** The last 12 weeks, Monday first (company time zone), oldest first, empty weeks as 0. */
  byWeek: z.array(z.object({ week: z.string(), count: z.number() })),
  decision: z.object({
    count: z.number(),
    averageDays: z.number().nullable(),
    medianDays: z.number().nullable(),
  }),
  /** Every vacancy, newest first: applications, accepted, flagged (docs/decisions/031). */
  byVacancy: z.array(
    z.object({
      lowongan_id: z.number(),
      judul: z.string(),
      slug: z.string(),
      status: z.string(),
      count: z.number(),
      diterima: z.number(),
      tidak_memenuhi: z.number(),
    }),
  ),
});
export type ApplicantStats = z.infer<typeof applicantStatsSchema>;

// --- recruiting settings (site settings key `recruiting`) ---------------------------------------

export const whatsAppTemplatesSchema = z.object({
  Menunggu: z.string(),
  Diterima: z.string(),
  Ditolak: z.string(),
  interview: z.string(),
});
export type WhatsAppTemplates = z.infer<typeof whatsAppTemplatesSchema>;

export const recruitingSettingsSchema = z.object({
  openPositions: z.array(z.enum(POSITIONS)),
  interviewPlace: z.string(),
  interviewNotes: z.string(),
  whatsAppTemplates: whatsAppTemplatesSchema,
});
export type RecruitingSettings = z.infer<typeof recruitingSettingsSchema>;

const limited = (label: string, max: number) =>
  z
    .string({ error: t.fieldMax(label, max) })
    .trim()
    .max(max, t.fieldMax(label, max));
const template = (label: string) => limited(label, 1000).min(1, t.templateRequired(label));

export const recruitingSettingsInputSchema = z.object({
  openPositions: z
    .array(z.enum(POSITIONS, { error: t.positionInvalid }), { error: t.positionInvalid })
    .max(POSITIONS.length, t.positionInvalid)
    .transform((list) => POSITIONS.filter((p) => list.includes(p))),
  interviewPlace: limited(t.interviewPlace, 300),
  interviewNotes: limited(t.interviewNotes, 1000),
  whatsAppTemplates: z.object({
    Menunggu: template(t.templateFor('Menunggu')),
    Diterima: template(t.templateFor('Diterima')),
    Ditolak: template(t.templateFor('Ditolak')),
    interview: template(t.templateInterview),
  }),
});
export type RecruitingSettingsInput = z.input<typeof recruitingSettingsInputSchema>;

export const DEFAULT_RECRUITING_SETTINGS: RecruitingSettings = {
  openPositions: [...POSITIONS],
  interviewPlace: '',
  interviewNotes: '',
  whatsAppTemplates: { ...DEFAULT_WHATSAPP_TEMPLATES },
};

/** GET /api/posisi: each position and whether it is open (public; docs/decisions/031 moved it). */
export const openPositionsSchema = z.array(
  z.object({ posisi: z.enum(POSITIONS), label: z.string(), open: z.boolean() }),
);
export type OpenPositions = z.infer<typeof openPositionsSchema>;

export const positionLabel = (posisi: string) => POSITION_LABELS[posisi as Position] ?? posisi;

// --- WhatsApp click-to-chat -------------------------------------------------------------------

/**
 * An applicant's phone as an Indonesian mobile number in international form (+628…), or null
 * when it cannot be one (a landline, a foreign or a too short number): WhatsApp needs it.
 */
export function indonesianMobile(telepon: string): string | null {
  const digits = telepon.replace(/[\s()-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  let national: string;
  if (digits.startsWith('+62')) national = digits.slice(3);
  else if (digits.startsWith('62')) national = digits.slice(2);
  else if (digits.startsWith('0')) national = digits.slice(1);
  else if (digits.startsWith('8')) national = digits;
  else return null;
  // Indonesian mobile numbers: 8 then 8 to 11 more digits (08xx-xxxx-xxxx).
  if (!/^8\d{8,11}$/.test(national)) return null;
  return `+62${national}`;
}

/** Fills {nama}, {posisi}, {status} and {jadwal} of a template. */
export function fillTemplate(
  template: string,
  values: { nama: string; posisi: string; status: string; jadwal: string },
) {
  return template.replace(
    /\{(nama|posisi|status|jadwal)\}/g,
    (_m, key: keyof typeof values) => values[key],
  );
}

/** https://wa.me/628…?text=… for a number from indonesianMobile(). */
export function whatsAppChatUrl(international: string, message: string) {
  return `https://wa.me/${international.replace(/^\+/, '')}?text=${encodeURIComponent(message)}`;
}
