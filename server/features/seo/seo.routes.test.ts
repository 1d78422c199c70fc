import { describe, expect, it } from 'vitest';

import { MAP_EMBED_ORIGINS } from '#common/site-settings';

import { MAP_FRAME_HOSTS } from '../../plugins/security.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';

describe('sitemap and robots', () => {
  let app: TestApp;
  useTestApp((built) => (app = built), 'sqlite', { SITE_URL: 'https://www.contoh.co.id' });

  it('sitemap.xml lists the public pages with SITE_URL', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    for (const path of [
      '/',
      '/tentang-kami',
      '/layanan/keamanan',
      '/layanan/kebersihan',
      '/layanan/parkir',
    ]) {
      expect(response.body).toContain(`<loc>https://www.contoh.co.id${path}</loc>`);
    }
    expect(response.body).not.toContain('/career');
    expect(response.body).not.toContain('/admin');
  });

  it('robots.txt keeps crawlers out of staff, career and login screens and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    for (const path of ['/admin', '/career', '/login', '/register-user'])
      expect(response.body).toContain(`Disallow: ${path}\n`);
    expect(response.body).toContain('Sitemap: https://www.contoh.co.id/sitemap.xml');
  });

  it('the map hosts allowed in site settings are the hosts the CSP lets the page frame', () => {
    expect(MAP_EMBED_ORIGINS).toEqual(MAP_FRAME_HOSTS);
  });
});
