import { z } from 'zod';

import { credentialsText as t } from '../texts/credentials.ts';
import { guardCredentialsSchema } from './guard-hiring.ts';

/**
 * GET /api/kredensial (docs/api.md, docs/decisions/047-credential-register.md): the credentials
 * of accepted applications, and the `berakhir_dalam` filter.
 */

/** The widest `berakhir_dalam` filter, in days. */
export const MAX_ENDS_WITHIN_DAYS = 365;
/** The weekly mail lists what ends within this many days. */
export const MAIL_ENDS_WITHIN_DAYS = 60;

/** The register shows these credential columns of the application as stored. */
const {
  gada_tingkat,
  gada_nomor,
  kta_nomor,
  kta_berlaku_sampai,
  skck_tanggal,
  surat_sehat_tanggal,
} = guardCredentialsSchema.shape;

export const credentialSchema = z.object({
  pelamar_id: z.number(),
  nama: z.string(),
  posisi: z.string(),
  gada_tingkat,
  gada_nomor,
  kta_nomor,
  kta_berlaku_sampai,
  skck_tanggal,
  /** Six months after `skck_tanggal` (skckValidUntil). */
  skck_berlaku_sampai: z.string().nullable(),
  surat_sehat_tanggal,
});
export type Credential = z.infer<typeof credentialSchema>;

/** Days as a query string sends them: whole, 0–365; an empty value means no filter. */
export const credentialsQuerySchema = z.object({
  berakhir_dalam: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: t.endsWithinInvalid })
      .regex(/^\d{1,3}$/, t.endsWithinInvalid)
      .transform(Number)
      .refine((days) => days <= MAX_ENDS_WITHIN_DAYS, t.endsWithinInvalid)
      .optional(),
  ),
});

/** The dates a credential ends on: the KTA's expiry and the SKCK's six months (Gada does not expire). */
export const endDates = (row: Pick<Credential, 'kta_berlaku_sampai' | 'skck_berlaku_sampai'>) =>
  [row.kta_berlaku_sampai, row.skck_berlaku_sampai].filter((d): d is string => d !== null);

/** Whether anything of `row` ends on or before `lastDay` (already ended counts: it is most urgent). */
export const endsBy = (
  row: Pick<Credential, 'kta_berlaku_sampai' | 'skck_berlaku_sampai'>,
  lastDay: string,
) => endDates(row).some((day) => day <= lastDay);
