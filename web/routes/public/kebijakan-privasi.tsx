import type { QueryClient } from '@tanstack/react-query';

import { privacyText } from '#common/texts/privacy';

import { contentPageRoute } from './content-page-route.tsx';

/** /kebijakan-privasi (docs/decisions/022): the privacy notice (UU PDP 27/2022), editable like the other pages. */
export const kebijakanPrivasiRoute = (queryClient: QueryClient) =>
  contentPageRoute(queryClient, {
    path: 'kebijakan-privasi',
    slug: 'kebijakan-privasi',
    defaultTitle: privacyText.pageTitle,
    errorText: privacyText.pageLoadFailed,
  });
