import { z } from 'zod';

import { ROLES, isRole } from '#common/roles';
import { PASSWORD_MAX, STAFF_PASSWORD_MIN } from '#common/rules';

import { staffPasswordRule } from '../lib/password-policy.ts';
import { optionalString } from './env-fields.ts';

/**
 * The environment of sign-in and abuse protection: the first admin, captchas, token secret, second
 * factors and staff sessions (README.md, Configuration).
 */
export const securityEnv = {
  ADMIN_USERNAME: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]+$/, 'must contain only letters and digits')
      .optional(),
  ),
  // The staff password policy (lib/password-policy.ts), worded for the operator.
  ADMIN_PASSWORD: optionalString.pipe(
    staffPasswordRule({
      required: 'must not be empty',
      tooShort: `must be at least ${STAFF_PASSWORD_MIN} characters`,
      tooLong: `must be at most ${PASSWORD_MAX} characters`,
      common: 'is a common password; choose another',
    }).optional(),
  ),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'off']).default('altcha'),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET_KEY: optionalString,
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  ALTCHA_HMAC_KEY: optionalString,
  /** Proof-of-work size; lower only in tests. */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Staff roles that must use a second factor (comma-separated; empty: optional for all). */
  MFA_REQUIRED_ROLES: z
    .string()
    .default('superadmin,admin,hrd')
    .transform((value) =>
      value
        .split(',')
        .map((role) => role.trim())
        .filter(Boolean),
    )
    .refine((roles) => roles.every(isRole), `must list roles among ${ROLES.join(', ')}`)
    .transform((roles) => roles.filter(isRole)),
  /** Minutes without a user action after which a staff session ends. */
  STAFF_IDLE_MINUTES: z.coerce
    .number()
    .int('must be a whole number of minutes')
    .min(1, 'must be at least 1')
    .max(720, 'must be at most 720 (the 12-hour absolute limit)')
    .default(30),
};
