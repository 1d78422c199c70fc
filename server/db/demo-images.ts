import type { Kysely } from 'kysely';
import sharp from 'sharp';

import { GALLERY_IDS, GALLERY_SERVICE_TYPES, SERVICES, type Service } from '#common/rules';

import { nowIso } from '../lib/dates.ts';
import type { DB } from './schema.ts';

/**
 * Demo pictures for a new site (SEED_DEMO=1): service-card images and three gallery pictures per
 * service, drawn here as SVG and stored through the normal image pipeline. Nothing is downloaded.
 */

const MARKER = 'demo_images_seeded_at';

const PALETTES: Record<Service, [string, string, string]> = {
  keamanan: ['#0c3d69', '#1d5e9c', '#fbbf24'],
  kebersihan: ['#065f46', '#10b981', '#ecfdf5'],
  parkir: ['#3730a3', '#6366f1', '#fde68a'],
};

const ICONS: Record<Service, string> = {
  keamanan:
    '<path d="M0-120l110 42v78c0 66-46 122-110 144C-64 122-110 66-110 0v-78z" fill="C3"/><path d="M-42 4l30 30 58-66" stroke="C1" stroke-width="22" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  kebersihan:
    '<path d="M-20-130h40v120h-40z" fill="C3"/><path d="M-80-10h160l-20 130h-120z" fill="C3"/><path d="M-60 40v60M-20 40v60M20 40v60M60 40v60" stroke="C1" stroke-width="10"/><circle cx="110" cy="-90" r="14" fill="C3"/><circle cx="-120" cy="-60" r="9" fill="C3"/>',
  parkir:
    '<rect x="-110" y="-120" width="220" height="240" rx="36" fill="C3"/><path d="M-40 80v-160h55a45 45 0 0 1 0 90h-55" stroke="C1" stroke-width="30" fill="none" stroke-linejoin="round"/>',
};

/** The demo gallery pictures' alt texts, Indonesian and English, one pair per picture. */
const GALLERY_ALTS: Record<Service, [string, string][]> = {
  keamanan: [
    [
      'Ilustrasi perisai keamanan berwarna biru tua',
      'Illustration of a security shield in navy blue',
    ],
    [
      'Perisai keamanan di atas latar biru berpola lingkaran',
      'A security shield on a blue background with circles',
    ],
    [
      'Perisai dengan tanda centang, lambang layanan keamanan',
      'A shield with a tick, the emblem of the security service',
    ],
  ],
  kebersihan: [
    [
      'Ilustrasi sapu dan keranjang kebersihan berwarna hijau',
      'Illustration of a broom and cleaning basket in green',
    ],
    [
      'Peralatan kebersihan di atas latar hijau berpola lingkaran',
      'Cleaning equipment on a green background with circles',
    ],
    [
      'Sapu dan keranjang, lambang layanan kebersihan',
      'A broom and basket, the emblem of the cleaning service',
    ],
  ],
  parkir: [
    ['Ilustrasi rambu parkir berwarna ungu', 'Illustration of a parking sign in purple'],
    [
      'Rambu parkir di atas latar ungu berpola lingkaran',
      'A parking sign on a purple background with circles',
    ],
    [
      'Huruf P pada rambu, lambang layanan pengelolaan parkir',
      'The letter P on a sign, the emblem of the parking service',
    ],
  ],
};

function illustration(service: Service, variant: number) {
  const [dark, light, accent] = PALETTES[service];
  const icon = ICONS[service].replaceAll('C1', dark).replaceAll('C3', accent);
  const shift = variant * 170;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#g)"/>
  <circle cx="${200 + shift}" cy="${160 + variant * 60}" r="${260 - variant * 40}" fill="#ffffff" opacity="0.07"/>
  <circle cx="${1050 - shift}" cy="${760 - variant * 50}" r="${320 - variant * 30}" fill="#ffffff" opacity="0.06"/>
  <rect x="0" y="${640 + variant * 20}" width="1200" height="300" fill="#000000" opacity="0.12"/>
  <g transform="translate(${600 + (variant - 1) * 160} 430) scale(${1.6 - variant * 0.2})">${icon}</g>
</svg>`);
}

/** What seeding needs of the file storage (server/ports/storage.ts `Storage` has it). */
interface ImageStore {
  saveImage(source: Buffer, visibility: 'public'): Promise<string>;
}

async function storeIllustration(storage: ImageStore, service: Service, variant: number) {
  const png = await sharp(illustration(service, variant)).png().toBuffer();
  return storage.saveImage(png, 'public');
}

export async function seedDemoImages(db: Kysely<DB>, storage: ImageStore) {
  const marker = await db
    .selectFrom('site_settings')
    .select('key')
    .where('key', '=', MARKER)
    .executeTakeFirst();
  if (marker) return false;
  const now = nowIso();
  for (const service of SERVICES) {
    const card = await db
      .selectFrom('cards')
      .select(['id', 'image_url'])
      .where('service', '=', service)
      .executeTakeFirst();
    if (card && !card.image_url) {
      await db
        .updateTable('cards')
        .set({ image_url: await storeIllustration(storage, service, 0), updated_at: now })
        .where('id', '=', card.id)
        .execute();
    }
    const hasPhotos = await db
      .selectFrom('gallery_photos')
      .select('id')
      .where('gallery_id', '=', GALLERY_IDS[service])
      .executeTakeFirst();
    if (hasPhotos) continue;
    for (const variant of [0, 1, 2]) {
      await db
        .insertInto('gallery_photos')
        .values({
          gallery_id: GALLERY_IDS[service],
          service_type: GALLERY_SERVICE_TYPES[service],
          photo_url: await storeIllustration(storage, service, variant),
          alt: GALLERY_ALTS[service][variant][0],
          alt_en: GALLERY_ALTS[service][variant][1],
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
  await db
    .insertInto('site_settings')
    .values({ key: MARKER, value: JSON.stringify(now), updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return true;
}
