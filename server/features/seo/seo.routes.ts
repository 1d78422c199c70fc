import { z } from 'zod';

import type { FeaturePlugin } from '../../lib/feature.ts';
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

export function sitemapXml(siteUrl: string, lastModified: string) {
  const urls = PUBLIC_PAGES.map(
    (path) =>
      `  <url><loc>${siteUrl}${path}</loc><lastmod>${lastModified}</lastmod><changefreq>${path === '/' ? 'weekly' : 'monthly'}</changefreq><priority>${path === '/' ? '1.0' : '0.8'}</priority></url>`,
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
    app.pageCache.serve(request, reply, matchPublicPage('/sitemap.xml')!, async () =>
      answer('application/xml; charset=utf-8', () => sitemapXml(config.siteUrl, lastModified)),
    ),
  );

  app.get('/robots.txt', { schema: { response: { 200: text } } }, async (request, reply) =>
    app.pageCache.serve(request, reply, matchPublicPage('/robots.txt')!, async () =>
      answer('text/plain; charset=utf-8', () => robotsTxt(config.siteUrl)),
    ),
  );
};
