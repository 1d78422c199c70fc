import type { QueryClient } from '@tanstack/react-query';

import { pagesText } from '#common/texts/pages';

import { contentPageRoute } from './content-page-route.tsx';

/** /tentang-kami (docs/product.md §2): the about page. */
export const tentangKamiRoute = (queryClient: QueryClient) =>
  contentPageRoute(queryClient, {
    path: 'tentang-kami',
    slug: 'tentang-kami',
    defaultTitle: 'Tentang Kami',
    errorText: pagesText.aboutLoadFailed,
  });
