import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { Lang } from '#common/lang';
import type { PageSlug } from '#common/rules';
import type { PageDraftState } from '#common/schemas/revisions';

import { api, apiRequest, apiText } from '../../lib/api-client.ts';
import { pageQuery } from './pages.queries.ts';

/**
 * A page's draft state for its editor (docs/decisions/034). Not refetched on focus: the editor's form
 * starts afresh whenever this changes, and an editor's unsaved text must never be replaced by
 * someone else's save (that is what the 409 on the next save is for).
 */
export const pageDraftQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: ['page-draft', slug] as const,
    queryFn: () => api.get<PageDraftState>(`/pages/${slug}/draft`, { auth: 'staff' }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

type DraftAction =
  | {
      kind: 'save';
      title?: string;
      content: string;
      /** The English twins (docs/decisions/043); blank clears them. */
      title_en?: string;
      content_en?: string;
      version: number;
    }
  | { kind: 'publish' | 'discard' | 'unschedule'; version: number }
  | { kind: 'schedule'; publishAt: string; version: number };

function run(slug: PageSlug, action: DraftAction) {
  const auth = { auth: 'staff' as const };
  switch (action.kind) {
    case 'save':
      return api.put<PageDraftState>(`/pages/${slug}/draft`, action, auth);
    case 'publish':
      return api.post<PageDraftState>(`/pages/${slug}/publish`, { version: action.version }, auth);
    case 'schedule':
      return api.post<PageDraftState>(`/pages/${slug}/schedule`, action, auth);
    case 'discard':
    case 'unschedule': {
      const path = `/pages/${slug}/${action.kind === 'discard' ? 'draft' : 'schedule'}`;
      return apiRequest<PageDraftState>('DELETE', path, { version: action.version }, auth).then(
        (response) => response.data,
      );
    }
  }
}

/** Every draft action answers the new state, which replaces the cached one. */
export function usePageDraftAction(slug: PageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DraftAction) => run(slug, action),
    onSuccess: async (state, action) => {
      queryClient.setQueryData(pageDraftQuery(slug).queryKey, state);
      if (action.kind === 'publish')
        await queryClient.invalidateQueries({ queryKey: pageQuery(slug).queryKey });
      await queryClient.invalidateQueries({ queryKey: ['revisions', 'page', slug] });
    },
  });
}

/**
 * The draft rendered as the public page, for 'Pratinjau Halaman', or as its English page
 * (`lang` 'en', 'Pratinjau Bahasa Inggris', docs/decisions/043).
 */
export const pagePreviewQuery = (slug: PageSlug, lang: Lang = 'id') =>
  queryOptions({
    queryKey: ['page-preview', slug, lang] as const,
    queryFn: () =>
      apiText(`/pages/${slug}/preview${lang === 'en' ? '?lang=en' : ''}`, { auth: 'staff' }),
    staleTime: 0,
    gcTime: 0,
  });
