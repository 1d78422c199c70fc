import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import type {
  PipelineStage,
  ProspectDetail,
  ProspectListQuery,
  ProspectStats,
  ProspectSummary,
} from '#common/schemas/prospects';

import { apiRequest, api } from '../../lib/api-client.ts';

/** The sales pipeline (docs/decisions/054): list, detail, statistics and the staff's writes. */

const KEY = ['prospek'] as const;
const staff = { auth: 'staff' as const };

export const prospectListQuery = (filters: ProspectListQuery) =>
  queryOptions({
    queryKey: [...KEY, 'list', filters] as const,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filters))
        if (value !== undefined && value !== '') params.set(key, String(value));
      const answer = await apiRequest<ProspectSummary[]>('GET', `/prospek?${params}`, undefined, {
        ...staff,
        signal,
      });
      return { rows: answer.data, total: Number(answer.headers.get('x-total-count') ?? 0) };
    },
    placeholderData: keepPreviousData,
  });

export const useProspect = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'detail', id] as const,
    queryFn: ({ signal }) => api.get<ProspectDetail>(`/prospek/${id}`, { ...staff, signal }),
  });

export const useProspectStats = () =>
  useQuery({
    queryKey: [...KEY, 'stats'] as const,
    queryFn: ({ signal }) => api.get<ProspectStats>('/prospek/statistik', { ...staff, signal }),
  });

/** Requests still `baru`: the sidebar's badge, refreshed every minute. */
export const useNewProspectsCount = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'baru'] as const,
    queryFn: ({ signal }) => api.get<{ baru: number }>('/prospek/baru', { ...staff, signal }),
    enabled,
    refetchInterval: 60_000,
  }).data?.baru;

function useProspectWrite<Input>(send: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const useMoveStage = () =>
  useProspectWrite((input: { id: number; tahap: PipelineStage; alasan?: string }) =>
    api.put(`/prospek/${input.id}/tahap`, { tahap: input.tahap, alasan: input.alasan }, staff),
  );

export const useAddNote = (id: number) =>
  useProspectWrite((text: string) => api.post(`/prospek/${id}/notes`, { text }, staff));

export const useScheduleSurvey = (id: number) =>
  useProspectWrite((input: { mulai: string; lokasi: string }) =>
    api.post(`/prospek/${id}/survei`, input, staff),
  );
