import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

import { type Lang, localPath } from '#common/lang';
import type { PageSlug } from '#common/rules';

import { describe } from '../../components/ui/rich-text-content.tsx';
import { PageArticle } from '../../features/pages/page-article.tsx';
import { pageQuery } from '../../features/pages/pages.queries.ts';
import { DEFAULT_DESCRIPTION, DEFAULT_DESCRIPTION_EN, type RouteHandle } from '../../lib/seo.ts';

interface ContentPageRoute {
  /** The URL path, written out (`layanan/parkir`). */
  path: string;
  slug: PageSlug;
  defaultTitle: string;
  /** The page's own failure text (docs/product.md §4). */
  errorText: string;
  eyebrow?: string;
  /** What follows the text (a service's gallery). */
  children?: ReactNode;
  /** Prefetches what `children` read, beside the page. */
  prefetchMore?: (queryClient: QueryClient) => Promise<void>;
  /** The page's language: `path` is then relative to `/en` (docs/decisions/043). */
  lang?: Lang;
  /** The page's Indonesian path, which names the pair (`/tentang-kami`). */
  pairPath?: string;
}

/**
 * A page that editors maintain (the about page, the privacy notice, the service pages): its
 * article, its head tags from the stored text, and a loader that the server awaits so its HTML
 * has the text (the browser shows 'Memuat konten...' instead).
 */
export function contentPageRoute(
  queryClient: QueryClient,
  {
    path,
    slug,
    defaultTitle,
    errorText,
    eyebrow,
    children,
    prefetchMore,
    lang = 'id',
    pairPath = `/${path}`,
  }: ContentPageRoute,
): RouteObject {
  const handle: RouteHandle = {
    seo: ({ queryClient: client }) => {
      const page = client.getQueryData(pageQuery(slug).queryKey);
      // Without its English text a page has one version only: the English one stays out of the
      // index, and neither names the other (docs/decisions/043).
      const untranslated = page ? !page.translated : undefined;
      return {
        title: page?.title || defaultTitle,
        description: describe(
          page?.content,
          lang === 'en' ? DEFAULT_DESCRIPTION_EN : DEFAULT_DESCRIPTION,
        ),
        canonicalPath: localPath(lang, pairPath),
        untranslated,
        noindex: lang === 'en' && untranslated ? true : undefined,
      };
    },
  };
  return {
    path,
    element: (
      <PageArticle slug={slug} defaultTitle={defaultTitle} errorText={errorText} eyebrow={eyebrow}>
        {children}
      </PageArticle>
    ),
    loader: async () => {
      const prefetch = Promise.all([
        queryClient.prefetchQuery(pageQuery(slug)),
        prefetchMore?.(queryClient),
      ]);
      if (import.meta.env.SSR) await prefetch;
      return null;
    },
    handle,
  };
}
