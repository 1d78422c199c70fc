import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

import type { PageSlug } from '#common/rules';

import { describe } from '../../components/ui/rich-text-content.tsx';
import { PageArticle } from '../../features/pages/page-article.tsx';
import { pageQuery } from '../../features/pages/pages.queries.ts';
import { DEFAULT_DESCRIPTION, type RouteHandle } from '../../lib/seo.ts';

interface ContentPageRoute {
  /** The URL path, written out (`layanan/parkir`). */
  path: string;
  slug: PageSlug;
  defaultTitle: string;
  /** The page's own failure text (SPEC §4). */
  errorText: string;
  eyebrow?: string;
  /** What follows the text (a service's gallery). */
  children?: ReactNode;
  /** Prefetches what `children` read, beside the page. */
  prefetchMore?: (queryClient: QueryClient) => Promise<void>;
}

/**
 * A page that editors maintain (the about page, the privacy notice, the service pages): its
 * article, its head tags from the stored text, and a loader that the server awaits so its HTML
 * has the text (the browser shows 'Memuat konten...' instead).
 */
export function contentPageRoute(
  queryClient: QueryClient,
  { path, slug, defaultTitle, errorText, eyebrow, children, prefetchMore }: ContentPageRoute,
): RouteObject {
  const handle: RouteHandle = {
    seo: ({ queryClient: client }) => {
      const page = client.getQueryData(pageQuery(slug).queryKey);
      return {
        title: page?.title || defaultTitle,
        description: describe(page?.content, DEFAULT_DESCRIPTION),
        canonicalPath: `/${path}`,
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
