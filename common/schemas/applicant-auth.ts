import { z } from 'zod';

import { APPLICANT_PASSWORD_MIN, PASSWORD_MAX } from '../rules.ts';
import { applicantAuthText } from '../texts/applicant-auth.ts';
import {
  captchaTokenSchema,
  consentSchema,
  emailSchema,
  filledText,
  passwordText,
} from './common.ts';

/** Applicant accounts (SPEC §3, §5): POST /api/register-user and POST /api/login-user. */

export const USERNAME_MAX = 50;

/** SPEC §5: the username keeps letters and digits only; everything else is stripped. */
export function stripUsername(value: string) {
  return value.replace(/[^A-Za-z0-9]/g, '');
}

export const applicantUsernameSchema = z
  .string({ error: applicantAuthText.usernameRequired })
  .transform(stripUsername)
  .pipe(
    z
      .string()
      .min(1, applicantAuthText.usernameRequired)
      .max(USERNAME_MAX, applicantAuthText.usernameMax(USERNAME_MAX)),
  );

export const applicantPasswordSchema = passwordText(PASSWORD_MAX, {
  required: applicantAuthText.passwordRequired,
  tooLong: applicantAuthText.passwordMax(PASSWORD_MAX),
}).min(APPLICANT_PASSWORD_MIN, applicantAuthText.passwordMin(APPLICANT_PASSWORD_MIN));

export const applicantRegisterInputSchema = z.object({
  nama: applicantUsernameSchema,
  email: emailSchema,
  password: applicantPasswordSchema,
  captchaToken: captchaTokenSchema,
  /** UU PDP consent to the privacy notice (CONTRACT): must be true. */
  persetujuan: consentSchema,
});
export type ApplicantRegisterInput = z.infer<typeof applicantRegisterInputSchema>;

export const applicantLoginInputSchema = z.object({
  /** A username or an e-mail address. */
  nama: filledText(254, applicantAuthText.usernameOrEmailRequired),
  password: passwordText(PASSWORD_MAX, {
    required: applicantAuthText.passwordRequired,
    tooLong: applicantAuthText.passwordMax(PASSWORD_MAX),
  }),
  captchaToken: captchaTokenSchema,
});
export type ApplicantLoginInput = z.infer<typeof applicantLoginInputSchema>;

export const applicantTokenSchema = z.object({ token: z.string() });
export type ApplicantToken = z.infer<typeof applicantTokenSchema>;

/** What an applicant token says about its holder (the career screens read it). */
export const applicantClaimsSchema = z.object({
  id: z.number(),
  email: z.string(),
  nama: z.string(),
});
export type ApplicantClaims = z.infer<typeof applicantClaimsSchema>;
