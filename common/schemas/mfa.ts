import './zod-setup.ts';

import { z } from 'zod';

import { mfaText } from '../texts/mfa.ts';
import { staffLoginResultSchema } from './auth.ts';

/** Staff two-factor login (docs/api.md: TOTP, RFC 6238, 30 s, 6 digits; 10 recovery codes). */

export const RECOVERY_CODE_COUNT = 10;

/** A TOTP (6 digits) or a recovery code (xxxx-xxxx-xxxx-xxxx); spaces are ignored. */
export const mfaCodeSchema = z
  .string({ error: mfaText.codeRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, mfaText.codeRequired).max(40, mfaText.codeInvalid));

export const mfaSetupResultSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type MfaSetupResult = z.infer<typeof mfaSetupResultSchema>;

export const mfaEnableInputSchema = z.object({ code: mfaCodeSchema });
export const mfaEnableResultSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type MfaEnableResult = z.infer<typeof mfaEnableResultSchema>;

/** What POST /login answers when the account has a second factor: no session yet. */
export const mfaChallengeSchema = z.object({ mfaRequired: z.literal(true), mfaToken: z.string() });

export const staffLoginAnswerSchema = z.union([staffLoginResultSchema, mfaChallengeSchema]);
export type StaffLoginAnswer = z.infer<typeof staffLoginAnswerSchema>;

export const mfaLoginInputSchema = z.object({
  mfaToken: z.string({ error: mfaText.tokenInvalid }).min(1, mfaText.tokenInvalid).max(200),
  code: mfaCodeSchema,
});

export const mfaStatusSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
