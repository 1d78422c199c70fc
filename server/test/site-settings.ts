import type { SiteSettings } from '#common/site-settings';

/** Valid company settings for PUT /api/site-settings: one of each phone form, an OSM map. */
export const VALID_SITE_SETTINGS: SiteSettings = {
  name: 'PT Contoh Jaya',
  shortName: 'Contoh',
  address_en: null,
  address: 'Jl. Thamrin No. 1, Jakarta Pusat 10350',
  phones: ['(021) 555 0101', '+62 812 3456 7890', '0813-2222-3333'],
  email: 'halo@contoh.co.id',
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=106.8%2C-6.2%2C106.9%2C-6.1&layer=mapnik',
};
