import { z } from 'zod';

import { todayIn } from '#common/dates';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { openVacancyLinks } from '../../domain/vacancy-rows.ts';
import { matchPublicPage } from '../../domain/public-pages.ts';

/** Public, indexable pages (SPEC §2 public area). Career, login and admin screens stay out. */
export const PUBLIC_PAGES = [
  '/',
  '/tentang-kami',
  '/layanan/keamanan',
  '/layanan/kebersihan',
  '/layanan/parkir',
  '/kebijakan-privasi',
] as const;

/** Paths crawlers must not visit (token-only screens). */
export const DISALLOWED_PATHS = ['/admin', '/career', '/login', '/register-user', '/api/'] as const;

/** Issue 17: an open vacancy's page and its last change (ISO). */
export interface VacancyLink {
  slug: string;
  updated_at: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitemapXml(siteUrl: string, lastModified: string, vacancies: VacancyLink[] = []) {
  const urls = [...PUBLIC_PAGES, '/lowongan'].map(
    (path) =>
      `  <url><loc>${siteUrl}${path}</loc><lastmod>${lastModified}</lastmod><changefreq>${path === '/' || path === '/lowongan' ? 'weekly' : 'monthly'}</changefreq><priority>${path === '/' ? '1.0' : '0.8'}</priority></url>`,
  );
  for (const vacancy of vacancies)
    urls.push(
      `  <url><loc>${siteUrl}/lowongan/${escapeXml(vacancy.slug)}</loc><lastmod>${vacancy.updated_at.slice(0, 10)}</lastmod><changefreq>daily</changefreq><priority>0.7</priority></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string) {
  // `Disallow: /login` also covers /login-user (robots rules are prefixes).
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * /sitemap.xml and /robots.txt at the site root (registered without the /api prefix), built from
 * SITE_URL so canonical links, sitemap and robots agree, and kept as ready bytes by the page
 * cache like the pages (their entries in domain/public-pages.ts name what they depend on).
 */
export const seoRoutes: FeaturePlugin = async (app, { config }) => {
  const lastModified = new Date().toISOString().slice(0, 10);
  const text = z.string();
  const answer = (type: string, body: () => string) => ({
    status: 200,
    body: body(),
    headers: { 'content-type': type, 'cache-control': 'public, max-age=3600' },
  });

  app.get('/sitemap.xml', { schema: { response: { 200: text } } }, async (request, reply) =>
    app.pageCache.serve(request, reply, matchPublicPage('/sitemap.xml')!, async () => {
      // Issue 17: open vacancies; the entry keys on the `lowongan` version every write bumps.
      const vacancies = await openVacancyLinks(app.db, todayIn(config.timeZone));
      return answer('application/xml; charset=utf-8', () =>
        sitemapXml(config.siteUrl, lastModified, vacancies),
      );
    }),
  );

  app.get('/robots.txt', { schema: { response: { 200: text } } }, async (request, reply) =>
    app.pageCache.serve(request, reply, matchPublicPage('/robots.txt')!, async () =>
      answer('text/plain; charset=utf-8', () => robotsTxt(config.siteUrl)),
    ),
  );
};
