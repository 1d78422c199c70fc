import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  ApplicantStats,
  BulkInput,
  BulkResult,
  Note,
  OpenPositions,
  RecruitingSettings,
  RecruitingSettingsInput,
} from '#common/schemas/recruiting';

import { api } from '../../lib/api-client.ts';
import { readToken, type TokenKind } from '../../lib/auth-storage.ts';

/** Issue 11, recruiting: notes, stats, bulk work, recruiting settings, open positions, .ics. */

export function useAddNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post<Note>(`/pelamar/${id}/notes`, { text }, { auth: 'staff' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pelamar', 'detail', id] }),
  });
}

export function useApplicantStats() {
  return useQuery({
    queryKey: ['pelamar', 'stats'],
    queryFn: ({ signal }) => api.get<ApplicantStats>('/pelamar/stats', { auth: 'staff', signal }),
  });
}

export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkInput) =>
      api.post<BulkResult>('/pelamar/bulk', input, { auth: 'staff' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pelamar'] }),
  });
}

export function useRecruitingSettings(enabled = true) {
  return useQuery({
    queryKey: ['recruiting-settings'],
    enabled,
    queryFn: ({ signal }) =>
      api.get<RecruitingSettings>('/recruiting-settings', { auth: 'staff', signal }),
  });
}

export function useSaveRecruitingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecruitingSettingsInput) =>
      api.put<RecruitingSettings>('/recruiting-settings', input, { auth: 'staff' }),
    onSuccess: (data) => {
      queryClient.setQueryData(['recruiting-settings'], data);
      void queryClient.invalidateQueries({ queryKey: ['lowongan'] });
    },
  });
}

export const openPositionsQuery = () => ({
  queryKey: ['lowongan'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<OpenPositions>('/lowongan', { signal }),
  staleTime: 30_000,
});

export function useOpenPositions() {
  return useQuery(openPositionsQuery());
}

/** Downloads an interview.ics with the token of `auth` (a link cannot carry the bearer token). */
export async function downloadIcs(path: string, auth: TokenKind) {
  const token = readToken(auth);
  const response = await fetch(`/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`ics failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'interview.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
