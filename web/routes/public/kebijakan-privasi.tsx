import type { QueryClient } from '@tanstack/react-query';

import { privacyText } from '#common/texts/privacy';

import { describe } from '../../components/ui/rich-text-content.tsx';
import { PageArticle } from '../../features/pages/page-article.tsx';
import { pageQuery } from '../../features/pages/pages.queries.ts';
import { DEFAULT_DESCRIPTION, type RouteHandle } from '../../lib/seo.ts';

const DEFAULT_TITLE = privacyText.pageTitle;

/** The server awaits the page so its HTML has the text; the browser shows 'Memuat konten...' instead. */
export function kebijakanPrivasiLoader(queryClient: QueryClient) {
  return async () => {
    const prefetch = queryClient.prefetchQuery(pageQuery('kebijakan-privasi'));
    if (import.meta.env.SSR) await prefetch;
    return null;
  };
}

export const kebijakanPrivasiHandle: RouteHandle = {
  seo: ({ queryClient }) => {
    const page = queryClient.getQueryData(pageQuery('kebijakan-privasi').queryKey);
    return {
      title: page?.title || DEFAULT_TITLE,
      description: describe(page?.content, DEFAULT_DESCRIPTION),
      canonicalPath: '/kebijakan-privasi',
    };
  },
};

/** /kebijakan-privasi (issue 9): the privacy notice (UU PDP 27/2022), editable like the other pages. */
export function KebijakanPrivasiPage() {
  return (
    <PageArticle
      slug="kebijakan-privasi"
      defaultTitle={DEFAULT_TITLE}
      errorText={privacyText.pageLoadFailed}
    />
  );
}
