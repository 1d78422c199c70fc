import { z } from 'zod';

import { PAGE_SLUGS, POSITIONS, SERVICES } from '#common/rules';
import { fold } from '#common/schemas/vacancies';

import { TARIFF_CACHE_KEY } from './tariff-store.ts';
import { VACANCIES_CACHE_KEY } from './vacancy-rows.ts';

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
  /**
   * Query parameters and path segments whose value must be one the site has (a city of an open
   * vacancy, a vacancy's slug), by the name of the set of values. A query value not in its set is
   * dropped (the page without that filter); a path segment not in its set makes the request the
   * shared 404. So the number of cache keys is bounded by what exists, never by what is asked
   * (docs/decisions/038).
   */
  known?: Record<string, KnownSet>;
}

/** The sets of values the site has, loaded by the feature that owns them (vacancies). */
export type KnownSet = 'vacancy-cities' | 'vacancy-positions' | 'vacancy-slugs';

/** Each set as folded value (lower case, no accents) → the spelling kept in the key. */
export type KnownValues = Record<KnownSet, ReadonlyMap<string, string>>;

/** Makes a KnownValues set from the values as stored. */
export function knownSet(values: Iterable<string>): ReadonlyMap<string, string> {
  const set = new Map<string, string>();
  for (const value of values) if (!set.has(fold(value.trim()))) set.set(fold(value.trim()), value);
  return set;
}

/** Every vacancy write and the auto-close task bump it (server/domain/vacancy-rows.ts). */
const VACANCIES = VACANCIES_CACHE_KEY;

/** The footer of every page shows the site settings (company name, address, contacts). */
const SITE_SETTINGS = 'site-settings';

/** The home page's content, in Indonesian and in English. */
const HOME_CONTENT = [
  SITE_SETTINGS,
  'pages:tentang-kami',
  'cards',
  'testimonies',
  'tenants',
  'faqs',
];

export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    // And the newest open vacancies (docs/decisions/031).
    versions: () => [...HOME_CONTENT, VACANCIES],
  },
  { path: '/tentang-kami', versions: () => [SITE_SETTINGS, 'pages:tentang-kami'] },
  { path: '/kebijakan-privasi', versions: () => [SITE_SETTINGS, 'pages:kebijakan-privasi'] },
  ...SERVICES.map((service) => ({
    path: `/layanan/${service}`,
    versions: () => [SITE_SETTINGS, `pages:layanan-${service}`, `gallery:${service}`],
  })),
  // The vacancy list (filters in the query string) and each vacancy's page (docs/decisions/031).
  {
    path: '/lowongan',
    versions: () => [SITE_SETTINGS, VACANCIES],
    query: {
      posisi: z.enum(POSITIONS).optional().catch(undefined),
      kota: z.string().trim().min(1).max(100).optional().catch(undefined),
    },
    known: { posisi: 'vacancy-positions', kota: 'vacancy-cities' },
  },
  {
    path: '/lowongan/:slug',
    versions: () => [SITE_SETTINGS, VACANCIES],
    known: { slug: 'vacancy-slugs' },
  },
  // The estimator (docs/decisions/054): its figures come from the tariff. A computed estimate
  // without JavaScript (`/minta-penawaran/hitung?…`) is rendered per request, never kept.
  { path: '/minta-penawaran', versions: () => [SITE_SETTINGS, TARIFF_CACHE_KEY] },
  { path: '/en/request-a-quote', versions: () => [SITE_SETTINGS, TARIFF_CACHE_KEY] },
  // The English pages (docs/decisions/043): their own entries, as their paths differ; each shows
  // the same content versions as its Indonesian twin.
  {
    path: '/en',
    versions: () => [...HOME_CONTENT],
  },
  { path: '/en/about', versions: () => [SITE_SETTINGS, 'pages:tentang-kami'] },
  { path: '/en/privacy', versions: () => [SITE_SETTINGS, 'pages:kebijakan-privasi'] },
  ...(
    [
      ['security', 'keamanan'],
      ['cleaning', 'kebersihan'],
      ['parking', 'parkir'],
    ] as const
  ).map(([english, service]) => ({
    path: `/en/services/${english}`,
    versions: () => [SITE_SETTINGS, `pages:layanan-${service}`, `gallery:${service}`],
  })),
  // The sitemap lists an English page once its text exists.
  {
    path: '/sitemap.xml',
    versions: () => [VACANCIES, ...PAGE_SLUGS.map((slug) => `pages:${slug}`)],
  },
  { path: '/robots.txt', versions: () => [] },
];

/**
 * The one entry every unknown path shares: rendered at a path no route has, so its bytes do not
 * depend on the address asked for.
 */
export const NOT_FOUND_PAGE: PublicPage = { path: '/404', versions: () => [SITE_SETTINGS] };

/** The English 404 page, shared by every unknown `/en/…` path (docs/decisions/043). */
export const NOT_FOUND_PAGE_EN: PublicPage = { path: '/en/404', versions: () => [SITE_SETTINGS] };

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

/** Each page's path split once: matching runs on every request of the fast path. */
const patternSegments = new Map<string, string[]>();

function segmentsOf(pattern: string) {
  let segments = patternSegments.get(pattern);
  if (!segments) {
    segments = pattern.split('/');
    patternSegments.set(pattern, segments);
  }
  return segments;
}

function matchPath(pattern: string, have: string[]): Record<string, string> | undefined {
  const want = segmentsOf(pattern);
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

/** The value as the set spells it, or undefined when the set lacks it (or is not loaded). */
function knownValue(page: PublicPage, name: string, value: string, known?: KnownValues) {
  const set = page.known?.[name];
  if (!set || !known) return value;
  return known[set].get(fold(value.trim()));
}

function normalizedQuery(page: PublicPage, search: URLSearchParams, known?: KnownValues) {
  if (!page.query) return '';
  const kept = new URLSearchParams();
  for (const name of Object.keys(page.query).sort()) {
    const raw = search.get(name);
    if (raw === null) continue;
    const parsed = page.query[name].safeParse(raw);
    if (!parsed.success || !parsed.data) continue;
    const value = knownValue(page, name, parsed.data, known);
    if (value !== undefined) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * A decoded path no page has: `?` or `#` (an encoded query or fragment, `/lowongan/x%3Fjunk`),
 * a backslash, a dot segment (`/lowongan/%2E%2E`).
 */
const REFUSED_PATH = /[?#\\]|\/\.\.?(\/|$)/;

/**
 * The page `url` (a request's path and query) asks for, or undefined when it is not listed.
 * With `known` (the page cache passes it), values are checked against the sets a page names:
 * see PublicPage.known. A decoded path with `?`, `#` or a dot segment is the shared 404.
 */
export function matchPublicPage(
  url: string,
  pages: PublicPage[] = PUBLIC_PAGES,
  known?: KnownValues,
): PageRequest | undefined {
  const at = url.indexOf('?');
  let pathname: string;
  try {
    pathname = decodeURIComponent(at < 0 ? url : url.slice(0, at));
  } catch {
    return undefined;
  }
  if (REFUSED_PATH.test(pathname)) return notFoundPageRequest();
  pathname = normalizePath(pathname);
  const segments = pathname.split('/');
  for (const page of pages) {
    const params = matchPath(page.path, segments);
    if (!params) continue;
    for (const [name, value] of Object.entries(params))
      if (knownValue(page, name, value, known) === undefined) return notFoundPageRequest();
    const search = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
    return {
      page,
      url: `${pathname}${normalizedQuery(page, search, known)}`,
      versions: page.versions(params),
    };
  }
  return undefined;
}

/** True when a page of `request` names value sets to check (PublicPage.known). */
export const needsKnownValues = (request: PageRequest | undefined) =>
  request?.page.known !== undefined;

/** The shared 404 entry as a page request: the English one for an unknown `/en/…` path. */
export function notFoundPageRequest(pathname = '/'): PageRequest {
  const page = /^\/en(\/|$)/i.test(pathname) ? NOT_FOUND_PAGE_EN : NOT_FOUND_PAGE;
  return { page, url: page.path, versions: page.versions({}) };
}
