import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { PageSlug } from '#common/rules';
import type { Page, PageInput } from '#common/schemas/pages';

import { api } from '../../lib/api-client.ts';

export function pageQuery(slug: PageSlug) {
  return queryOptions({
    queryKey: ['pages', slug] as const,
    queryFn: () => api.get<Page>(`/pages/${slug}`),
  });
}

/** PUT /pages; the saved (sanitized) page replaces the cached one. */
export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PageInput) => api.put<Page>('/pages', input, { auth: 'staff' }),
    onSuccess: (saved) =>
      queryClient.setQueryData(pageQuery(saved.slug as PageSlug).queryKey, saved),
  });
}
