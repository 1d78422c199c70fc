import { z } from 'zod';

import { siteSettingsText as t } from '../texts/site-settings.ts';
import { requiredText } from './common.ts';

/**
 * Company contact data shown on the home page (SPEC §1: address in Jakarta, three phones, one
 * e-mail, a map). Stored as JSON in `site_settings` under the key `company`.
 */

/** Origins whose embed pages may be framed; mirrors MAP_FRAME_HOSTS of the server's CSP. */
export const MAP_EMBED_ORIGINS = ['https://www.openstreetmap.org', 'https://www.google.com', 'https://maps.google.com'];

export function isAllowedMapUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && MAP_EMBED_ORIGINS.includes(url.origin) && !url.username && !url.password;
  } catch {
    return false;
  }
}

const phone = (n: number) =>
  requiredText(t.phone(n), 30)
    .regex(/^[\d\s+()-]+$/, t.phoneInvalid(n))
    .refine((value) => /\d/.test(value), t.phoneInvalid(n));

export const siteSettingsSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  address: z.string(),
  phones: z.array(z.string()),
  email: z.string(),
  mapEmbedUrl: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const siteSettingsInputSchema = z.object({
  name: requiredText(t.name, 120),
  shortName: requiredText(t.shortName, 40),
  address: requiredText(t.address, 300),
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
export type SiteSettingsInput = z.infer<typeof siteSettingsInputSchema>;

/** Used when the database has no `company` row yet (SEED_DEMO=0 before an editor saves). */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  name: 'PT Sigap Prima Nusantara',
  shortName: 'Sigap',
  address: 'Jakarta, Indonesia',
  phones: ['', '', ''],
  email: '',
  mapEmbedUrl: '',
};

/** `0812 8000 1234` → `+6281280001234` for tel: links; `(021) 5150 8899` → `+622151508899`. */
export function phoneToE164(phone: string) {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return '';
  if (phone.trim().startsWith('+')) return `+${digits}`;
  if (digits.startsWith('62')) return `+${digits}`;
  if (digits.startsWith('0')) return `+62${digits.slice(1)}`;
  return `+${digits}`;
}

/** WhatsApp click-to-chat link (wa.me wants the number without '+'). */
export function whatsAppUrl(phone: string) {
  const e164 = phoneToE164(phone);
  return e164 ? `https://wa.me/${e164.slice(1)}` : '';
}
