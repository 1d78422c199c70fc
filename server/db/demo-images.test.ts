import { describe, expect, it } from 'vitest';

import type { TestApp } from '../test/build-test-app.ts';
import { useTestApp } from '../test/test-app-per-suite.ts';
import { seedDemoImages } from './demo-images.ts';

describe('demo pictures', () => {
  let app: TestApp;
  useTestApp((built) => (app = built), 'sqlite', { SEED_DEMO: '1' });

  it('gives each service card an image and each gallery three pictures, all served', async () => {
    const cards = (await app.inject({ method: 'GET', url: '/api/cards' })).json() as {
      service: string;
      image_url: string;
    }[];
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card.image_url).toMatch(/^\/uploads\/images\/.+-800\.webp$/);
      expect((await app.inject({ method: 'GET', url: card.image_url })).statusCode).toBe(200);
    }
    for (const service of ['keamanan', 'kebersihan', 'parkir']) {
      const photos = (
        await app.inject({ method: 'GET', url: `/api/gallery/${service}` })
      ).json() as { photo_url: string; alt: string; alt_en: string }[];
      expect(photos).toHaveLength(3);
      // Each demo picture has its alt text in both languages (docs/decisions/043).
      for (const photo of photos) expect(photo.alt && photo.alt_en).toBeTruthy();
      const english = (
        await app.inject({ method: 'GET', url: `/api/gallery/${service}?lang=en` })
      ).json() as { alt: string }[];
      expect(english.map((photo) => photo.alt)).toEqual(photos.map((photo) => photo.alt_en));
    }
  });

  it('adds them only once, even after staff delete them', async () => {
    await app.db.deleteFrom('gallery_photos').execute();
    expect(await seedDemoImages(app.db, app.storage)).toBe(false);
    expect(await app.db.selectFrom('gallery_photos').select('id').execute()).toEqual([]);
  });
});
