import type { z } from 'zod';

import { SERVICES } from '#common/rules';

/**
 * Every public page the page cache keeps (docs/decisions/030), in one list: its path, the content
 * version keys of everything it shows (the names the JSON caches bump on each write, decision
 * 015), and the query parameters that change it. A new public page is cached by adding one entry
 * here; a page missing from this list is rendered per request, which is slow but never wrong.
 *
 * Never list a page whose content depends on who asks (a token, a cookie, a draft preview): an
 * entry's answer is sent to everyone.
 */
export interface PublicPage {
  /** The path, lower case, `:name` for a segment that varies (`/lowongan/:slug`). */
  path: string;
  /** The version keys of what the page shows, given the path's segments. */
  versions: (params: Record<string, string>) => string[];
  /**
   * Query parameters that change the page, each checked and normalized by its schema (a value
   * that fails is dropped, as is any parameter not named here), so a flood of made-up query
   * strings lands on the few real variants.
   */
  query?: Record<string, z.ZodType<string | undefined>>;
}

/** The footer of every page shows the site settings (company name, address, contacts). */
const SITE_SETTINGS = 'site-settings';

export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    versions: () => [
      SITE_SETTINGS,
      'pages:tentang-kami',
      'cards',
      'testimonies',
      'tenants',
      'faqs',
    ],
  },
  { path: '/tentang-kami', versions: () => [SITE_SETTINGS, 'pages:tentang-kami'] },
  { path: '/kebijakan-privasi', versions: () => [SITE_SETTINGS, 'pages:kebijakan-privasi'] },
  ...SERVICES.map((service) => ({
    path: `/layanan/${service}`,
    versions: () => [SITE_SETTINGS, `pages:layanan-${service}`, `gallery:${service}`],
  })),
  { path: '/sitemap.xml', versions: () => [] },
  { path: '/robots.txt', versions: () => [] },
];

/**
 * The one entry every unknown path shares: rendered at a path no route has, so its bytes do not
 * depend on the address asked for.
 */
export const NOT_FOUND_PAGE: PublicPage = { path: '/404', versions: () => [SITE_SETTINGS] };

/** A request matched to its page: what the cache keys on and the URL the renderer gets. */
export interface PageRequest {
  page: PublicPage;
  /** Path and normalized query: the cache key before versions, and the URL rendered. */
  url: string;
  versions: string[];
}

/** `/Layanan/Parkir/` and `/layanan/parkir` are one page; React Router matches both. */
function normalizePath(pathname: string) {
  const trimmed = pathname.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      if (!have[i]) return undefined;
      params[want[i].slice(1)] = have[i];
    } else if (want[i] !== have[i]) return undefined;
  }
  return params;
}

function normalizedQuery(page: PublicPage, search: URLSearchParams) {
  if (!page.query) return '';
  const kept = new URLSearchParams();
  for (const name of Object.keys(page.query).sort()) {
    const raw = search.get(name);
    if (raw === null) continue;
    const parsed = page.query[name].safeParse(raw);
    if (parsed.success && parsed.data) kept.set(name, parsed.data);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** The page `url` (a request's path and query) asks for, or undefined when it is not listed. */
export function matchPublicPage(
  url: string,
  pages: PublicPage[] = PUBLIC_PAGES,
): PageRequest | undefined {
  const at = url.indexOf('?');
  let pathname: string;
  try {
    pathname = normalizePath(decodeURIComponent(at < 0 ? url : url.slice(0, at)));
  } catch {
    return undefined;
  }
  for (const page of pages) {
    const params = matchPath(page.path, pathname);
    if (!params) continue;
    const search = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
    return {
      page,
      url: `${pathname}${normalizedQuery(page, search)}`,
      versions: page.versions(params),
    };
  }
  return undefined;
}

/** The shared 404 entry as a page request. */
export function notFoundPageRequest(): PageRequest {
  return { page: NOT_FOUND_PAGE, url: NOT_FOUND_PAGE.path, versions: NOT_FOUND_PAGE.versions({}) };
}
