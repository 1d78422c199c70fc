import type { QueryClient } from '@tanstack/react-query';

import { pagesText } from '#common/texts/pages';

import { describe } from '../../components/ui/rich-text-content.tsx';
import { PageArticle } from '../../features/pages/page-article.tsx';
import { pageQuery } from '../../features/pages/pages.queries.ts';
import { DEFAULT_DESCRIPTION, type RouteHandle } from '../../lib/seo.ts';

const DEFAULT_TITLE = 'Tentang Kami';

/** The server awaits the page so its HTML has the text; the browser shows 'Memuat konten...' instead. */
export function tentangKamiLoader(queryClient: QueryClient) {
  return async () => {
    const prefetch = queryClient.prefetchQuery(pageQuery('tentang-kami'));
    if (import.meta.env.SSR) await prefetch;
    return null;
  };
}

export const tentangKamiHandle: RouteHandle = {
  seo: ({ queryClient }) => {
    const page = queryClient.getQueryData(pageQuery('tentang-kami').queryKey);
    return {
      title: page?.title || DEFAULT_TITLE,
      description: describe(page?.content, DEFAULT_DESCRIPTION),
      canonicalPath: '/tentang-kami',
    };
  },
};

/** /tentang-kami (SPEC §2): the about page. */
export function TentangKamiPage() {
  return (
    <PageArticle
      slug="tentang-kami"
      defaultTitle={DEFAULT_TITLE}
      errorText={pagesText.aboutLoadFailed}
    />
  );
}
