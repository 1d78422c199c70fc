/**
 * Zod-free helpers for the company settings, so public pages can use them without shipping zod.
 * The schemas (schemas/site-settings.ts) import this file, never the other way round.
 */

/** Company contact data shown on the home page; `siteSettingsSchema` checks it has this shape. */
export interface SiteSettings {
  name: string;
  shortName: string;
  address: string;
  /** The address as English readers get it (docs/decisions/043); null: the Indonesian one. */
  address_en: string | null;
  phones: string[];
  email: string;
  mapEmbedUrl: string;
}

/** Origins whose embed pages may be framed; mirrors MAP_FRAME_HOSTS of the server's CSP. */
export const MAP_EMBED_ORIGINS = [
  'https://www.openstreetmap.org',
  'https://www.google.com',
  'https://maps.google.com',
];

export function isAllowedMapUrl(value: string) {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      MAP_EMBED_ORIGINS.includes(url.origin) &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

/** OpenStreetMap around central Jakarta, the default address: a new site shows a map (docs/decisions/028). */
export const DEFAULT_MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=106.8172%2C-6.1854%2C106.8372%2C-6.1654&layer=mapnik&marker=-6.1754%2C106.8272';

/** Used when the database has no `company` row yet (SEED_DEMO=0 before an editor saves). */
export const DEFAULT_SITE_SETTINGS = {
  name: 'PT Sigap Prima Nusantara',
  shortName: 'Sigap',
  address: 'Jakarta, Indonesia',
  address_en: null,
  phones: ['', '', ''],
  email: '',
  mapEmbedUrl: DEFAULT_MAP_EMBED_URL,
} satisfies SiteSettings as SiteSettings;

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
