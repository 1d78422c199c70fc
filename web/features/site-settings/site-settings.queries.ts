import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { SiteSettings, SiteSettingsInput } from '#common/schemas/site-settings';

import { api } from '../../lib/api-client.ts';

export const SITE_SETTINGS_KEY = ['site-settings'] as const;

export function siteSettingsQuery() {
  return queryOptions({
    queryKey: SITE_SETTINGS_KEY,
    queryFn: () => api.get<SiteSettings>('/site-settings'),
    staleTime: 5 * 60_000,
  });
}

/**
 * The settings as the editor loads them: past the browser's cache (the public answer may be
 * cached for a minute), so that the form shows what its version check compares with (docs/decisions/034).
 * Under SITE_SETTINGS_KEY: a restore's refresh of that key reaches it too (invalidation refetches
 * whatever the stale time).
 */
export function siteSettingsEditorQuery() {
  return queryOptions({
    queryKey: [...SITE_SETTINGS_KEY, 'editor'] as const,
    queryFn: () => api.get<SiteSettings>('/site-settings', { cache: 'no-cache' }),
    // Read when the editor opens and after a restore, never behind the editor's back (a refetch
    // on focus would put someone else's save over the text being typed).
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      input,
      headers,
    }: {
      input: SiteSettingsInput;
      headers?: Record<string, string>;
    }) => api.put<SiteSettings>('/site-settings', input, { auth: 'staff', headers }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SITE_SETTINGS_KEY, saved);
      queryClient.setQueryData(siteSettingsEditorQuery().queryKey, saved);
    },
  });
}
