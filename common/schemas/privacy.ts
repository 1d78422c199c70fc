import { z } from 'zod';

import { privacyText } from '../texts/privacy.ts';
import { applicantPasswordSchema } from './applicant-auth.ts';
import { applicantSchema } from './applicants.ts';
import { filledText, passwordText, timestampFields } from './common.ts';
import { guardCredentialsSchema } from './guard-hiring.ts';

/**
 * Consent, the applicant's data rights and password reset (docs/product.md §11: personal-data
 * rights under UU PDP 27/2022).
 */

export const deleteAccountInputSchema = z.object({
  password: passwordText(1000, privacyText.passwordRequired),
});

/** Tokens are 32 random bytes in base64url (43 characters). */
export const resetTokenSchema = filledText(200, {
  required: privacyText.tokenRequired,
  tooLong: privacyText.tokenInvalid,
});

export const resetPasswordInputSchema = z.object({
  token: resetTokenSchema,
  password: applicantPasswordSchema,
});

export const consentRecordSchema = z.object({
  purpose: z.enum(['registrasi', 'lamaran']),
  notice_version: z.number(),
  created_at: z.string(),
});

/** GET /api/user/export: everything stored about the applicant (UU PDP right of access). */
export const applicantExportSchema = z.object({
  exportedAt: z.string(),
  privacyNoticeVersion: z.number(),
  account: z.object({
    id: z.number(),
    nama: z.string(),
    email: z.string(),
    ...timestampFields,
    password_changed_at: z.string(),
  }),
  /** With signed document and photo links that expire in 5 minutes. */
  application: applicantSchema.extend({ updated_at: z.string() }).nullable(),
  /**
   * The identity and credentials given with the application (docs/decisions/047-credential-register.md):
   * every column, null when not asked; null without an application.
   */
  credentials: guardCredentialsSchema.extend({ telepon_normal: z.string().nullable() }).nullable(),
  /**
   * Each document sent (KTP, SKCK, Gada, KTA, health certificate) with a signed link that expires
   * in 5 minutes, or null once the specific-data purge erased the file (`dihapus_at`). Who
   * verified it is left out, as for the status history.
   */
  documents: z.array(
    z.object({
      jenis: z.string(),
      url: z.string().nullable(),
      verifikasi: z.string(),
      catatan: z.string().nullable(),
      created_at: z.string(),
      verified_at: z.string().nullable(),
      dihapus_at: z.string().nullable(),
    }),
  ),
  consents: z.array(consentRecordSchema),
  /**
   * Each status or schedule change of the application, oldest first (docs/api.md). Which staff
   * member made it is left out: that is the staff member's data, kept in the audit log.
   */
  statusHistory: z.array(
    z.object({
      kind: z.enum(['status', 'jadwal']),
      status: z.string(),
      jadwal_interview: z.string().nullable(),
      at: z.string(),
    }),
  ),
  // Screening answers (the vacancy branch) are added here as `screeningAnswers`.
  sessions: z.array(
    z.object({
      created_at: z.string(),
      last_seen_at: z.string(),
      expires_at: z.string(),
      revoked_at: z.string().nullable(),
    }),
  ),
  passwordResets: z.array(
    z.object({
      created_at: z.string(),
      expires_at: z.string(),
      used_at: z.string().nullable(),
    }),
  ),
});
