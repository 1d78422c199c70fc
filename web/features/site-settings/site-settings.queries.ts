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
    onSuccess: (saved) => queryClient.setQueryData(SITE_SETTINGS_KEY, saved),
  });
}
