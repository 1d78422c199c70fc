import { z } from 'zod';

import { APPLICANT_PASSWORD_MIN, PASSWORD_MAX } from '../rules.ts';
import { applicantAuthText } from '../texts/applicant-auth.ts';
import { stripUsername } from '../usernames.ts';
import {
  captchaTokenSchema,
  consentSchema,
  emailSchema,
  filledText,
  passwordText,
} from './common.ts';

/** Applicant accounts (docs/product.md §3, §5): POST /api/register-user and POST /api/login-user. */

export const USERNAME_MAX = 50;

/**
 * What a login name finds (docs/decisions/042): an e-mail address as typed, any other name under
 * the same rule as registration, so 'budi_santoso' logs into the account saved as 'budisantoso'.
 * Lower-cased: names and addresses are matched without regard to case.
 */
export function applicantLoginName(value: string) {
  const login = value.trim();
  return (login.includes('@') ? login : stripUsername(login)).toLowerCase();
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
  /** UU PDP consent to the privacy notice (docs/product.md §11): must be true. */
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

/** POST /forgot-password (/lupa-password); here, not in privacy.ts, so that screen loads little. */
export const forgotPasswordInputSchema = z.object({
  email: emailSchema,
  captchaToken: captchaTokenSchema,
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

/** POST /forgot-password answers 202 with the same text whether or not the address is known. */
export const forgotPasswordResultSchema = z.object({ message: z.string() });
export type ForgotPasswordResult = z.infer<typeof forgotPasswordResultSchema>;
