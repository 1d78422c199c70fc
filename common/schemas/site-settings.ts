import { z } from 'zod';

import { siteSettingsText as t } from '../texts/site-settings.ts';
import { isAllowedMapUrl, type SiteSettings } from '../site-settings.ts';
import { englishText, requiredText } from './common.ts';

export type { SiteSettings } from '../site-settings.ts';

/**
 * Company contact data shown on the home page (docs/product.md §1: address in Jakarta, three phones, one
 * e-mail, a map). Stored as JSON in `site_settings` under the key `company`.
 */

const phone = (n: number) =>
  requiredText(t.phone(n), 30)
    .regex(/^[\d\s+()-]+$/, t.phoneInvalid(n))
    .refine((value) => /\d/.test(value), t.phoneInvalid(n));

export const siteSettingsSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  address: z.string(),
  address_en: z.string().nullable(),
  phones: z.array(z.string()),
  email: z.string(),
  mapEmbedUrl: z.string(),
}) satisfies z.ZodType<SiteSettings>;

export const siteSettingsInputSchema = z.object({
  name: requiredText(t.name, 120),
  shortName: requiredText(t.shortName, 40),
  address: requiredText(t.address, 300),
  address_en: englishText(t.address, 300),
  phones: z.tuple([phone(1), phone(2), phone(3)], { error: t.phoneCount }),
  email: z
    .string({ error: t.invalidEmail })
    .trim()
    .max(254, t.invalidEmail)
    .pipe(z.email({ error: t.invalidEmail })),
  mapEmbedUrl: z
    .string({ error: t.invalidUrl })
    .trim()
    .max(2000, t.invalidUrl)
    .refine(isAllowedMapUrl, t.invalidUrl),
});
/** What the editor sends (the English address may be left out: the stored one stays). */
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;
export type SiteSettingsValues = z.infer<typeof siteSettingsInputSchema>;
