import './zod-setup.ts';

import { z } from 'zod';

import { ROLES } from '../roles.ts';
import { authText } from '../texts/auth.ts';
import { captchaTokenSchema, filledText, passwordText } from './common.ts';

/** Staff login (docs/product.md §5: username only letters and digits; captcha token sent). */
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

/** docs/product.md §7: the login answers token and role; the name is added for the shell. */
export const staffLoginResultSchema = z.object({
  token: z.string(),
  role: z.enum(ROLES),
  nama: z.string(),
  /** The role must use a second factor and has none yet (docs/decisions/023); the web opens enrolment. */
  mfaEnrollmentRequired: z.boolean().optional(),
});
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;
