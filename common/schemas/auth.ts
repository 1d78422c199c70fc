import './zod-setup.ts';

import { z } from 'zod';

import { ROLES } from '../roles.ts';
import { authText } from '../texts/auth.ts';
import { captchaTokenSchema, filledText, passwordText } from './common.ts';

/** Staff login (SPEC §5: username only letters and digits; captcha token sent). */
export const staffLoginInputSchema = z.object({
  nama: filledText(50, {
    required: authText.usernameRequired,
    tooLong: authText.usernameTooLong,
  }).regex(/^[A-Za-z0-9]+$/, authText.usernameLettersDigits),
  password: passwordText(1024, {
    required: authText.passwordRequired,
    tooLong: authText.passwordTooLong,
  }),
  captchaToken: captchaTokenSchema,
});
export type StaffLoginInput = z.infer<typeof staffLoginInputSchema>;

/** SPEC §7: the login answers token and role; the name is added for the shell. */
export const staffLoginResultSchema = z.object({
  token: z.string(),
  role: z.enum(ROLES),
  nama: z.string(),
  /** Issue 9: the role must use a second factor and has none yet; the web opens enrolment. */
  mfaEnrollmentRequired: z.boolean().optional(),
});
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;
