import { z } from 'zod';

import { credentialsText as t } from '../texts/credentials.ts';
import { VERIFICATIONS } from '../guard-hiring-values.ts';
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

/** The credential documents the register shows a verification for. */
export const CREDENTIAL_DOCUMENTS = ['skck', 'sertifikat_gada', 'kta', 'surat_sehat'] as const;
export type CredentialDocument = (typeof CREDENTIAL_DOCUMENTS)[number];

/** Each credential document's verification, null when the application has no such file. */
export const credentialVerificationsSchema = z.object({
  skck: z.enum(VERIFICATIONS).nullable(),
  sertifikat_gada: z.enum(VERIFICATIONS).nullable(),
  kta: z.enum(VERIFICATIONS).nullable(),
  surat_sehat: z.enum(VERIFICATIONS).nullable(),
});
export type CredentialVerifications = z.infer<typeof credentialVerificationsSchema>;

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
  verifikasi: credentialVerificationsSchema,
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
  /** `1`: only rows that need staff to act (docs/decisions/052-guard-document-loop.md). */
  perlu_tindakan: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.literal('1', { error: t.needsActionInvalid }).optional(),
  ),
});

/**
 * Why a row needs staff to act (docs/decisions/052-guard-document-loop.md), in a fixed order:
 * a rejected document, one not checked yet, a credential without an end date (a KTA without
 * its expiry, or a Gada certificate with no KTA expiry to carry it; an SKCK file without its
 * date). Empty when nothing is to be done.
 */
export type CredentialIssue =
  | { kind: 'ditolak'; jenis: CredentialDocument }
  | { kind: 'belum'; jenis: CredentialDocument }
  | { kind: 'tanpa_akhir'; jenis: 'kta' | 'skck' };

export function credentialIssues(
  row: Pick<
    Credential,
    'verifikasi' | 'gada_tingkat' | 'kta_nomor' | 'kta_berlaku_sampai' | 'skck_tanggal'
  >,
): CredentialIssue[] {
  const issues: CredentialIssue[] = [];
  for (const jenis of CREDENTIAL_DOCUMENTS)
    if (row.verifikasi[jenis] === 'ditolak') issues.push({ kind: 'ditolak', jenis });
  for (const jenis of CREDENTIAL_DOCUMENTS)
    if (row.verifikasi[jenis] === 'belum') issues.push({ kind: 'belum', jenis });
  const hasKta = Boolean(row.kta_nomor || row.gada_tingkat || row.verifikasi.kta);
  if (hasKta && !row.kta_berlaku_sampai) issues.push({ kind: 'tanpa_akhir', jenis: 'kta' });
  if (row.verifikasi.skck && !row.skck_tanggal) issues.push({ kind: 'tanpa_akhir', jenis: 'skck' });
  return issues;
}

/** A rejected document is never valid: its row counts as already ended (docs/decisions/052). */
export const hasRejectedDocument = (row: Pick<Credential, 'verifikasi'>) =>
  CREDENTIAL_DOCUMENTS.some((jenis) => row.verifikasi[jenis] === 'ditolak');

/** The dates a credential ends on: the KTA's expiry and the SKCK's six months (Gada does not expire). */
export const endDates = (row: Pick<Credential, 'kta_berlaku_sampai' | 'skck_berlaku_sampai'>) =>
  [row.kta_berlaku_sampai, row.skck_berlaku_sampai].filter((d): d is string => d !== null);

/** Whether anything of `row` ends on or before `lastDay` (already ended counts: it is most urgent). */
export const endsBy = (
  row: Pick<Credential, 'kta_berlaku_sampai' | 'skck_berlaku_sampai' | 'verifikasi'>,
  lastDay: string,
) => hasRejectedDocument(row) || endDates(row).some((day) => day <= lastDay);
