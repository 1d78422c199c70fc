import { queryOptions } from '@tanstack/react-query';

import type { PageSlug } from '#common/rules';
import type { Page } from '#common/schemas/pages';

import { api } from '../../lib/api-client.ts';

export function pageQuery(slug: PageSlug) {
  return queryOptions({
    queryKey: ['pages', slug] as const,
    queryFn: () => api.get<Page>(`/pages/${slug}`),
  });
}
