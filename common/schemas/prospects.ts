import { z } from 'zod';

import { SERVICES } from '../rules.ts';
import { prospectsText as t } from '../texts/prospects.ts';
import { listQuerySchema } from './common.ts';
import { estimateSchema } from './quote-requests.ts';

/**
 * The sales pipeline (docs/api.md, "Business clients"; docs/decisions/054): the quote requests
 * as staff see them at /api/prospek.
 */

export const PIPELINE_STAGES = [
  'baru',
  'dihubungi',
  'survei',
  'penawaran',
  'negosiasi',
  'menang',
  'kalah',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** A row of GET /api/prospek. */
export const prospectSummarySchema = z.object({
  id: z.number(),
  kode: z.string(),
  perusahaan: z.string(),
  nama: z.string(),
  layanan: z.enum(SERVICES),
  kota: z.string(),
  tahap: z.enum(PIPELINE_STAGES),
  total: z.number(),
  sumber: z.string().nullable(),
  created_at: z.string(),
});
export type ProspectSummary = z.infer<typeof prospectSummarySchema>;

export const prospectListQuerySchema = listQuerySchema
  .pick({ q: true, page: true, pageSize: true })
  .extend({
    tahap: z.enum(PIPELINE_STAGES, { error: t.stageInvalid }).optional(),
    layanan: z.enum(SERVICES, { error: t.serviceFilterInvalid }).optional(),
  });
export type ProspectListQuery = z.infer<typeof prospectListQuerySchema>;

export const stageChangeSchema = z.object({
  tahap: z.enum(PIPELINE_STAGES),
  alasan: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});

export const prospectNoteSchema = z.object({
  id: z.number(),
  text: z.string(),
  author: z.string(),
  created_at: z.string(),
});

export const surveySchema = z.object({
  id: z.number(),
  mulai: z.string(),
  lokasi: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});

/** The posts as the client asked for them (the proposals start from these). */
export const requestedPostSchema = z.object({
  nama: z.string(),
  jam_per_hari: z.number(),
  hari_per_minggu: z.number(),
  personel_per_shift: z.number(),
});

/**
 * GET /api/prospek/{id}. `proposal` lists the proposal versions; the proposals feature fills it
 * (an empty array until one is made), so its items are left open here.
 */
export const prospectDetailSchema = prospectSummarySchema.extend({
  jabatan: z.string().nullable(),
  email: z.string(),
  telepon: z.string(),
  alamat_lokasi: z.string(),
  mulai: z.string().nullable(),
  catatan: z.string().nullable(),
  pos: requestedPostSchema.array(),
  estimasi: estimateSchema,
  tariff_id: z.number(),
  dihubungi_at: z.string().nullable(),
  /** The fee and PPN percentages of the tariff version the estimate was priced with. */
  fee_persen: z.number(),
  ppn_persen: z.number(),
  contact_message_id: z.number().nullable(),
  history: stageChangeSchema.array(),
  notes: prospectNoteSchema.array(),
  survei: surveySchema.nullable(),
  proposal: z.array(z.record(z.string(), z.unknown())),
});
export type ProspectDetail = z.infer<typeof prospectDetailSchema>;

/** PUT /api/prospek/{id}/tahap: `alasan` is required for `kalah`. */
export const stageMoveInputSchema = z
  .object({
    tahap: z.enum(PIPELINE_STAGES, { error: t.stageInvalid }),
    alasan: z
      .string({ error: t.reasonRequired })
      .trim()
      .max(500, t.reasonTooLong)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((value, ctx) => {
    if (value.tahap === 'kalah' && !value.alasan)
      ctx.addIssue({ code: 'custom', path: ['alasan'], message: t.reasonRequired });
  });

export const prospectNoteInputSchema = z.object({
  text: z.string({ error: t.noteRequired }).trim().min(1, t.noteRequired).max(2000, t.noteTooLong),
});

/** POST /api/prospek/{id}/survei: an ISO date-time with an offset, and the place. */
export const surveyInputSchema = z.object({
  mulai: z.iso.datetime({ offset: true, error: t.surveyStartInvalid }),
  lokasi: z
    .string({ error: t.surveyPlaceRequired })
    .trim()
    .min(1, t.surveyPlaceRequired)
    .max(300, t.surveyPlaceTooLong),
});

const countsSchema = z.record(z.string(), z.number());

/** GET /api/prospek/statistik. */
export const prospectStatsSchema = z.object({
  per_tahap: countsSchema,
  menang: z.number(),
  kalah: z.number(),
  /** Won ÷ (won + lost), 0 to 1 with four decimals; null before any was decided. */
  rasio_menang: z.number().nullable(),
  median_menit_sampai_dihubungi: z.number().nullable(),
  /** Sum of the monthly totals of the won requests, whole rupiah. */
  nilai_menang: z.number(),
  per_layanan: countsSchema,
  per_sumber: countsSchema,
  /** Proposals (docs/decisions/055): the monthly value of each request's newest sent version. */
  nilai_ditawarkan: z.number(),
  /** The monthly value of accepted proposals. */
  nilai_diterima: z.number(),
  /** Median minutes from a request to the client's acceptance; null before any. */
  median_menit_sampai_diterima: z.number().nullable(),
});
export type ProspectStats = z.infer<typeof prospectStatsSchema>;
