import { z } from 'zod';

import { todayIn } from '#common/dates';
import { PAGE_PAIRS } from '#common/lang';
import { PAGE_SLUGS } from '#common/rules';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { openVacancyLinks } from '../../domain/vacancy-rows.ts';
import { matchPublicPage } from '../../domain/public-pages.ts';

/** Public, indexable pages (docs/product.md §2 public area). Career, login and admin screens stay out. */
export const PUBLIC_PAGES = [
  '/',
  '/tentang-kami',
  '/layanan/keamanan',
  '/layanan/kebersihan',
  '/layanan/parkir',
  '/kebijakan-privasi',
  '/minta-penawaran',
] as const;

/** Pages whose English twin is written in code, not in the pages table: always translated. */
const TRANSLATED_IN_CODE = ['/', '/minta-penawaran'];

/** Paths crawlers must not visit (token-only screens). */
export const DISALLOWED_PATHS = ['/admin', '/career', '/login', '/register-user', '/api/'] as const;

/** An open vacancy's page and its last change (ISO) (docs/decisions/031). */
export interface VacancyLink {
  slug: string;
  updated_at: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Indonesian path of a page's slug: `layanan-parkir` → `/layanan/parkir`. */
const pathOfSlug = (slug: string) =>
  slug.startsWith('layanan-') ? `/layanan/${slug.slice('layanan-'.length)}` : `/${slug}`;

/**
 * The sitemap: every public page, and the English twin of each page whose English text exists,
 * both naming each other with `xhtml:link` alternates (docs/decisions/043). `translated` holds the
 * Indonesian paths whose English exists (the home page always does).
 */
export function sitemapXml(
  siteUrl: string,
  lastModified: string,
  vacancies: VacancyLink[] = [],
  translated: ReadonlySet<string> = new Set(['/']),
) {
  const entry = (path: string, indonesianPath: string) => {
    const pair = PAGE_PAIRS.find((candidate) => candidate.id === indonesianPath);
    const alternates =
      pair && translated.has(indonesianPath)
        ? [
            `<xhtml:link rel="alternate" hreflang="id" href="${siteUrl}${pair.id}"/>`,
            `<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}${pair.en}"/>`,
            `<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}${pair.id}"/>`,
          ].join('')
        : '';
    return `  <url><loc>${siteUrl}${path}</loc>${alternates}<lastmod>${lastModified}</lastmod><changefreq>${indonesianPath === '/' || path === '/lowongan' ? 'weekly' : 'monthly'}</changefreq><priority>${path === '/' ? '1.0' : '0.8'}</priority></url>`;
  };
  const urls = [...PUBLIC_PAGES, '/lowongan'].map((path) => entry(path, path));
  for (const pair of PAGE_PAIRS) if (translated.has(pair.id)) urls.push(entry(pair.en, pair.id));
  for (const vacancy of vacancies)
    urls.push(
      `  <url><loc>${siteUrl}/lowongan/${escapeXml(vacancy.slug)}</loc><lastmod>${vacancy.updated_at.slice(0, 10)}</lastmod><changefreq>daily</changefreq><priority>0.7</priority></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
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
      // Open vacancies (docs/decisions/031); the entry keys on the `lowongan` version every write bumps.
      const vacancies = await openVacancyLinks(app.db, todayIn(config.timeZone));
      // Pages whose English title and text exist (the entry keys on every page's version too).
      const english = await app.db
        .selectFrom('pages')
        .select(['slug', 'title_en', 'content_en'])
        .where('slug', 'in', [...PAGE_SLUGS])
        .execute();
      const translated = new Set([
        ...TRANSLATED_IN_CODE,
        ...english
          .filter((page) => page.title_en?.trim() && page.content_en?.trim())
          .map((page) => pathOfSlug(page.slug)),
      ]);
      return answer('application/xml; charset=utf-8', () =>
        sitemapXml(config.siteUrl, lastModified, vacancies, translated),
      );
    }),
  );

  app.get('/robots.txt', { schema: { response: { 200: text } } }, async (request, reply) =>
    app.pageCache.serve(request, reply, matchPublicPage('/robots.txt')!, async () =>
      answer('text/plain; charset=utf-8', () => robotsTxt(config.siteUrl)),
    ),
  );
};
