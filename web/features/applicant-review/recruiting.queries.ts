import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  BulkInput,
  BulkResult,
  Note,
  RecruitingSettings,
  RecruitingSettingsInput,
} from '#common/schemas/recruiting';

import { api } from '../../lib/api-client.ts';

/** Recruiting: notes, bulk work, recruiting settings (docs/decisions/026). */

export function useAddNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post<Note>(`/pelamar/${id}/notes`, { text }, { auth: 'staff' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pelamar', 'detail', id] }),
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
      void queryClient.invalidateQueries({ queryKey: ['posisi'] });
    },
  });
}
