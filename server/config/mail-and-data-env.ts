import { z } from 'zod';

import { optionalString } from './env-fields.ts';

/**
 * The environment of mail and of how long data is kept: SMTP, the HR and sales addresses, the
 * quote-request reminder, retention and revisions (README.md, Configuration).
 */
export const mailAndDataEnv = {
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  SMTP_FROM: optionalString,
  /** Where HR notices go (the weekly credential mail); never an address a content role can set. */
  HR_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
  /** Where sales notices go (a new quote request, one still untouched after LEAD_SLA_MINUTES). */
  SALES_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
  /** Minutes after which a quote request nobody has touched is mailed to SALES_EMAIL again. */
  LEAD_SLA_MINUTES: z.coerce
    .number()
    .int('must be a whole number of minutes')
    .min(1, 'must be at least 1')
    .max(10_080, 'must be at most 10080 (a week)')
    .default(60),
  /** UU PDP retention: final applications untouched this long are erased (docs/product.md §11). */
  RETENTION_MONTHS: z.coerce
    .number()
    .int('must be a whole number of months')
    .min(1, 'must be at least 1')
    .max(1200, 'must be at most 1200')
    .default(12),
  /**
   * Days after the decision the SKCK and health certificate files of a rejected application are
   * erased (UU PDP specific data; docs/decisions/047-credential-register.md).
   */
  SPECIFIC_DATA_DAYS: z.coerce
    .number()
    .int('must be a whole number of days')
    .min(1, 'must be at least 1')
    .max(3650, 'must be at most 3650')
    .default(30),
  /** Revisions kept per content item; older ones are pruned (docs/decisions/034). */
  REVISIONS_PER_ITEM: z.coerce
    .number()
    .int('must be a whole number')
    .min(2, 'must be at least 2')
    .max(10_000, 'must be at most 10000')
    .default(50),
};
