import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  CheckInResult,
  InviteResult,
  Participant,
  ResultInput,
  Session,
  SessionInput,
  SessionStats,
  StaffSession,
} from '#common/schemas/sessions';

import { api, apiDownload } from '../../lib/api-client.ts';

/** Hiring days and interview slots, the staff side: sessions, the day's participants, stats. */

export const SESSIONS_KEY = ['sesi'] as const;

export const staffSessionsQuery = () =>
  queryOptions({
    queryKey: [...SESSIONS_KEY, 'list'] as const,
    queryFn: ({ signal }) => api.get<StaffSession[]>('/sesi', { auth: 'staff', signal }),
  });

export const useStaffSessions = (enabled = true) => useQuery({ ...staffSessionsQuery(), enabled });

export const useStaffSession = (id: number) =>
  useQuery({
    queryKey: [...SESSIONS_KEY, 'one', id] as const,
    queryFn: ({ signal }) => api.get<StaffSession>(`/sesi/${id}`, { auth: 'staff', signal }),
  });

/** The day's participants; polled while the screen is open, as several staff check people in. */
export const useParticipants = (id: number) =>
  useQuery({
    queryKey: [...SESSIONS_KEY, 'peserta', id] as const,
    queryFn: ({ signal }) =>
      api.get<Participant[]>(`/sesi/${id}/peserta`, { auth: 'staff', signal }),
    refetchInterval: 15_000,
  });

export const useSessionStats = () =>
  useQuery({
    queryKey: [...SESSIONS_KEY, 'stats'] as const,
    queryFn: ({ signal }) => api.get<SessionStats>('/sesi/stats', { auth: 'staff', signal }),
  });

function useSessionsMutation<Input, Output>(fn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export const useSaveSession = () =>
  useSessionsMutation(({ id, input }: { id?: number; input: SessionInput }) =>
    id
      ? api.put<Session>(`/sesi/${id}`, input, { auth: 'staff' })
      : api.post<Session>('/sesi', input, { auth: 'staff' }),
  );

export const useCancelSession = () =>
  useSessionsMutation((id: number) => api.delete(`/sesi/${id}`, { auth: 'staff' }));

export const useInvite = () =>
  useSessionsMutation(({ id, ids }: { id: number; ids: number[] }) =>
    api.post<InviteResult>(`/sesi/${id}/undang`, { pelamar_ids: ids }, { auth: 'staff' }),
  );

export const useCheckIn = (id: number) =>
  useSessionsMutation((kode: string) =>
    api.post<CheckInResult>(`/sesi/${id}/hadir`, { kode }, { auth: 'staff' }),
  );

export const useSaveResult = (id: number) =>
  useSessionsMutation(({ pelamarId, input }: { pelamarId: number; input: ResultInput }) =>
    api.put<Participant>(`/sesi/${id}/hasil/${pelamarId}`, input, { auth: 'staff' }),
  );

/** 'Diterima' for the chosen applications through the list's bulk status change (its notices). */
export function useAcceptPassed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<{ updated: number; skipped: Array<{ nama: string }> }>(
        '/pelamar/bulk',
        { action: 'status', status: 'Diterima', ids },
        { auth: 'staff' },
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const downloadParticipantsCsv = (id: number) =>
  apiDownload(`/sesi/${id}/peserta.csv`, `peserta-sesi-${id}.csv`, { auth: 'staff' });
