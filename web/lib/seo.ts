import type { QueryClient } from '@tanstack/react-query';
import type { Params, UIMatch } from 'react-router';

import { DEFAULT_TIME_ZONE } from '#common/rules';

import { staffScreenTitle, staffTabTitle } from '../components/layout/staff-titles.ts';

/**
 * Per-route head tags. A route declares `handle: { seo }`; the server writes the deepest match's
 * tags into the HTML, and <SeoUpdater> keeps document.title in step on client navigation.
 */
export interface Seo {
  title: string;
  description?: string;
  /** Path of the canonical URL; defaults to the current path without query. */
  canonicalPath?: string;
  image?: string;
  jsonLd?: Record<string, unknown>;
  /** Open Graph type ('website' unless a page says otherwise). */
  ogType?: string;
  noindex?: boolean;
  /** The page's English text is missing: no hreflang alternates (docs/decisions/043). */
  untranslated?: boolean;
  /** The page's LCP image, preloaded from the head (docs/decisions/029). */
  /** The LCP image, preloaded at high priority; `media` picks one per screen width. */
  imagePreloads?: { srcSet: string; sizes: string; type: string; media?: string }[];
  /** The title is the whole tab title already (staff screens: '… — Sigap Admin'). */
  isFullTitle?: boolean;
}

export interface SeoContext {
  queryClient: QueryClient;
  params: Params;
  pathname: string;
  /** Public origin (SITE_URL) for absolute URLs in JSON-LD; '' in the browser. */
  origin: string;
  /** The company's time zone (TIME_ZONE): which day it is for closing dates. */
  timeZone: string;
}

export interface RouteHandle {
  seo?: (context: SeoContext) => Seo;
  /** The catch-all route: answered with HTTP 404. */
  notFound?: boolean;
}

export const SITE_NAME = 'Sigap';
export const DEFAULT_DESCRIPTION =
  'Sigap: penyedia jasa keamanan, kebersihan dan pengelolaan parkir profesional di Jakarta. Lowongan kerja satpam, cleaning service dan juru parkir.';

export const DEFAULT_DESCRIPTION_EN =
  'Sigap: professional security, cleaning and parking management services in Jakarta, Indonesia.';

export function resolveSeo(
  matches: Pick<UIMatch, 'handle' | 'params' | 'pathname'>[],
  queryClient: QueryClient,
  pathname: string,
  origin = '',
  timeZone = DEFAULT_TIME_ZONE,
): Seo {
  let seo: Seo | undefined;
  for (let i = matches.length - 1; i >= 0 && !seo; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.seo)
      seo = handle.seo({ queryClient, params: matches[i].params, pathname, origin, timeZone });
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/'))
    return {
      ...seo,
      title: staffTabTitle(seo?.title ?? staffScreenTitle(pathname)),
      noindex: true,
      isFullTitle: true,
    };
  return seo ?? { title: SITE_NAME, description: DEFAULT_DESCRIPTION };
}

/** The tab title: 'Page | Sigap' (public), or the title as it is when it is whole already. */
export function fullTitle(seo: Pick<Seo, 'title' | 'isFullTitle'>) {
  return seo.isFullTitle || seo.title === SITE_NAME ? seo.title : `${seo.title} | ${SITE_NAME}`;
}
