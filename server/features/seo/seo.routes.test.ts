import { describe, expect, it } from 'vitest';

import { MAP_EMBED_ORIGINS } from '#common/site-settings';

import { MAP_FRAME_HOSTS } from '../../plugins/security.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { loginAs } from '../../test/login-as.ts';
import { createVacancy } from '../../test/vacancies.ts';

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
      '/minta-penawaran',
      '/en/request-a-quote',
    ]) {
      expect(response.body).toContain(`<loc>https://www.contoh.co.id${path}</loc>`);
    }
    expect(response.body).not.toContain('/career');
    expect(response.body).not.toContain('/admin');
  });

  it('sitemap.xml lists a translated page in both languages with alternates, an untranslated one in Indonesian only', async () => {
    const editor = await loginAs(app, 'editor');
    const put = async (
      slug: string,
      english: { title_en: string | null; content_en: string | null },
    ) => {
      const before = (await app.inject({ method: 'GET', url: `/api/pages/${slug}` })).json();
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/pages',
        headers: editor.headers,
        payload: { slug, content: before.content, ...english },
      });
      expect(saved.statusCode).toBe(200);
    };
    await put('tentang-kami', { title_en: 'About Us', content_en: '<p>About us</p>' });
    await put('layanan-parkir', { title_en: null, content_en: null });
    const body = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const site = 'https://www.contoh.co.id';
    const alternates =
      `<xhtml:link rel="alternate" hreflang="id" href="${site}/tentang-kami"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${site}/en/about"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/tentang-kami"/>`;
    expect(body).toContain(`<loc>${site}/tentang-kami</loc>${alternates}`);
    expect(body).toContain(`<loc>${site}/en/about</loc>${alternates}`);
    expect(body).toContain(`<loc>${site}/layanan/parkir</loc><lastmod>`);
    expect(body).not.toContain('/en/services/parking');
  });

  it('sitemap.xml lists open vacancies with their last change, never drafts or closed ones', async () => {
    const hrd = await loginAs(app, 'hrd');
    const open = await createVacancy(app, hrd.headers);
    const draft = await createVacancy(app, hrd.headers, { status: 'draft' });
    const closed = await createVacancy(app, hrd.headers, { status: 'ditutup' });
    const body = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(body).toContain('<loc>https://www.contoh.co.id/lowongan</loc>');
    expect(body).toContain(
      `<loc>https://www.contoh.co.id/lowongan/${open.slug}</loc><lastmod>${String(open.updated_at).slice(0, 10)}</lastmod>`,
    );
    expect(body).not.toContain(`/lowongan/${draft.slug}<`);
    expect(body).not.toContain(`/lowongan/${closed.slug}<`);
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
