import type { SiteSettings } from '#common/schemas/site-settings';
import { phoneToE164 } from '#common/site-settings';

/**
 * schema.org Organization for the home page (name, address, phones, e-mail); on the English home
 * page `homePath` is `/en` and the address its English text.
 */
export function organizationJsonLd(settings: SiteSettings, origin = '', homePath = '/') {
  const phones = settings.phones.filter((phone) => phone.trim());
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.name,
    alternateName: settings.shortName,
    ...(origin ? { url: `${origin}${homePath}`, logo: `${origin}/favicon.svg` } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address,
      addressLocality: 'Jakarta',
      addressCountry: 'ID',
    },
    ...(settings.email ? { email: settings.email } : {}),
    ...(phones.length ? { telephone: phoneToE164(phones[0]) } : {}),
    contactPoint: phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phoneToE164(phone),
      contactType: 'customer service',
      areaServed: 'ID',
      availableLanguage: ['id', 'en'],
    })),
  };
}
