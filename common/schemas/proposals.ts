import { z } from 'zod';

import { SERVICES } from '../rules.ts';
import { proposalsApiText as t } from '../texts/proposals.ts';
import { idParamSchema } from './common.ts';
import { requestedPostSchema } from './prospects.ts';
import { estimateInputSchema, estimateSchema } from './quote-requests.ts';

/**
 * Proposal versions and the client's link (docs/api.md, "Business clients"; docs/decisions/055).
 */

export const MAX_VALIDITY_DAYS = 365;
export const DEFAULT_VALIDITY_DAYS = 30;
/** The highest wage a proposal may carry: far above any UMK, low enough for exact sums. */
export const MAX_WAGE = 1_000_000_000;

/** POST /api/prospek/{id}/proposal: every field optional (the request's posts, the UMK, the tariff's fee, 30 days). */
export const proposalInputSchema = z.object({
  pos: estimateInputSchema.shape.pos.optional(),
  upah: z
    .number({ error: t.wageInvalid })
    .int(t.wageInvalid)
    .min(1, t.wageInvalid)
    .max(MAX_WAGE, t.wageInvalid)
    .optional(),
  fee_persen: z
    .number({ error: t.feeInvalid })
    .min(0, t.feeInvalid)
    .max(100, t.feeInvalid)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, t.feeInvalid)
    .optional(),
  berlaku_hari: z
    .number({ error: t.validityInvalid(MAX_VALIDITY_DAYS) })
    .int(t.validityInvalid(MAX_VALIDITY_DAYS))
    .min(1, t.validityInvalid(MAX_VALIDITY_DAYS))
    .max(MAX_VALIDITY_DAYS, t.validityInvalid(MAX_VALIDITY_DAYS))
    .optional(),
  catatan: z
    .string({ error: t.notesTooLong })
    .trim()
    .max(2000, t.notesTooLong)
    .nullish()
    .transform((value) => value || null),
});
export type ProposalInput = z.input<typeof proposalInputSchema>;

export const PROPOSAL_STATUSES = [
  'menunggu_persetujuan',
  'siap_dikirim',
  'terkirim',
  'diganti',
  'kedaluwarsa',
  'diterima',
  'ditolak',
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

const postSchema = requestedPostSchema;

/** A version as staff see it. */
export const proposalSchema = z.object({
  id: z.number(),
  versi: z.number(),
  status: z.enum(PROPOSAL_STATUSES),
  pos: postSchema.array(),
  upah: z.number(),
  fee_persen: z.number(),
  berlaku_hari: z.number(),
  berlaku_sampai: z.string(),
  catatan: z.string().nullable(),
  estimasi: estimateSchema,
  total: z.number(),
  perlu_persetujuan: z.boolean(),
  disetujui_oleh: z.string().nullable(),
  disetujui_at: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
  dikirim_oleh: z.string().nullable(),
  dikirim_at: z.string().nullable(),
  /** The client's link of a sent version (staff share it by WhatsApp). */
  url: z.string().nullable(),
  dibuka_pertama_at: z.string().nullable(),
  dibuka_terakhir_at: z.string().nullable(),
  jawaban: z.enum(['diterima', 'ditolak']).nullable(),
  dijawab_at: z.string().nullable(),
  penerima_nama: z.string().nullable(),
  penerima_jabatan: z.string().nullable(),
  penerima_pdf_sha256: z.string().nullable(),
  alasan_tolak: z.string().nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** A row of the approval queue: a version below the tariff's minimum fee, not yet approved. */
export const approvalQueueItemSchema = z.object({
  quote_request_id: z.number(),
  kode: z.string(),
  perusahaan: z.string(),
  versi: z.number(),
  total: z.number(),
  fee_persen: z.number(),
  fee_tarif_persen: z.number(),
  fee_min_persen: z.number(),
  /** The month's price at the tariff's fee minus this version's: what the discount costs. */
  selisih: z.number(),
  created_by: z.string(),
  created_at: z.string(),
});
export type ApprovalQueueItem = z.infer<typeof approvalQueueItemSchema>;

export const proposalVersionParamSchema = idParamSchema.extend({
  versi: z.coerce.number({ error: t.versionNotFound }).int().min(1).max(2_147_483_647),
});

export const sentProposalSchema = z.object({ url: z.string() });

/** What the client's link answers: no internal notes, no staff names. */
export const publicProposalSchema = z.object({
  kode: z.string(),
  versi: z.number(),
  perusahaan: z.string(),
  nama: z.string(),
  jabatan: z.string().nullable(),
  alamat_lokasi: z.string(),
  layanan: z.enum(SERVICES),
  pos: postSchema.array(),
  estimasi: estimateSchema,
  fee_persen: z.number(),
  ppn_persen: z.number(),
  berlaku_hari: z.number(),
  berlaku_sampai: z.string(),
  dibuat: z.string(),
  pdf_url: z.string(),
  jawaban: z.enum(['diterima', 'ditolak']).nullable(),
  dijawab_at: z.string().nullable(),
  penerima_nama: z.string().nullable(),
  penerima_jabatan: z.string().nullable(),
});
export type PublicProposal = z.infer<typeof publicProposalSchema>;

/** The company's contact, answered with a 410 so the client can ask for a new offer. */
export const salesContactSchema = z.object({
  nama: z.string(),
  telepon: z.array(z.string()),
  email: z.string(),
});

export const proposalGoneSchema = z.object({
  error: z.string(),
  code: z.string(),
  kontak: salesContactSchema,
  /** A newer sent version's link, when this one was replaced. */
  terbaru: z.object({ versi: z.number(), url: z.string() }).optional(),
});

export const acceptInputSchema = z.object({
  nama: z
    .string({ error: t.signerNameRequired })
    .trim()
    .min(1, t.signerNameRequired)
    .max(100, t.signerNameTooLong),
  jabatan: z
    .string({ error: t.signerPositionRequired })
    .trim()
    .min(1, t.signerPositionRequired)
    .max(100, t.signerPositionTooLong),
  setuju: z.literal(true, { error: t.termsNotConfirmed }),
});

export const declineInputSchema = z.object({
  alasan: z
    .string({ error: t.declineReasonRequired })
    .trim()
    .min(1, t.declineReasonRequired)
    .max(1000, t.declineReasonTooLong),
});

export const answeredSchema = z.object({
  jawaban: z.enum(['diterima', 'ditolak']),
  dijawab_at: z.string(),
  pdf_sha256: z.string().nullable(),
});
