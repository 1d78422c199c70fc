import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  CheckInResult,
  InviteResult,
  Participant,
  ResultInput,
  HiringDay,
  HiringDayInput,
  HiringDayStats,
  StaffHiringDay,
} from '#common/schemas/hiring-days';

import { api, apiDownload } from '../../lib/api-client.ts';

/** Hiring days and interview slots, the staff side: hiring days, the day's participants, stats. */

export const HIRING_DAYS_KEY = ['sesi'] as const;

export const staffHiringDaysQuery = () =>
  queryOptions({
    queryKey: [...HIRING_DAYS_KEY, 'list'] as const,
    queryFn: ({ signal }) => api.get<StaffHiringDay[]>('/sesi', { auth: 'staff', signal }),
  });

export const useStaffHiringDays = (enabled = true) =>
  useQuery({ ...staffHiringDaysQuery(), enabled });

export const useStaffHiringDay = (id: number) =>
  useQuery({
    queryKey: [...HIRING_DAYS_KEY, 'one', id] as const,
    queryFn: ({ signal }) => api.get<StaffHiringDay>(`/sesi/${id}`, { auth: 'staff', signal }),
  });

/** The day's participants; polled while the screen is open, as several staff check people in. */
export const useParticipants = (id: number) =>
  useQuery({
    queryKey: [...HIRING_DAYS_KEY, 'peserta', id] as const,
    queryFn: ({ signal }) =>
      api.get<Participant[]>(`/sesi/${id}/peserta`, { auth: 'staff', signal }),
    refetchInterval: 15_000,
  });

export const useHiringDayStats = () =>
  useQuery({
    queryKey: [...HIRING_DAYS_KEY, 'stats'] as const,
    queryFn: ({ signal }) => api.get<HiringDayStats>('/sesi/stats', { auth: 'staff', signal }),
  });

function useHiringDaysMutation<Input, Output>(fn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HIRING_DAYS_KEY }),
  });
}

export const useSaveHiringDay = () =>
  useHiringDaysMutation(({ id, input }: { id?: number; input: HiringDayInput }) =>
    id
      ? api.put<HiringDay>(`/sesi/${id}`, input, { auth: 'staff' })
      : api.post<HiringDay>('/sesi', input, { auth: 'staff' }),
  );

export const useCancelHiringDay = () =>
  useHiringDaysMutation((id: number) => api.delete(`/sesi/${id}`, { auth: 'staff' }));

export const useInvite = () =>
  useHiringDaysMutation(({ id, ids }: { id: number; ids: number[] }) =>
    api.post<InviteResult>(`/sesi/${id}/undang`, { pelamar_ids: ids }, { auth: 'staff' }),
  );

export const useCheckIn = (id: number) =>
  useHiringDaysMutation((kode: string) =>
    api.post<CheckInResult>(`/sesi/${id}/hadir`, { kode }, { auth: 'staff' }),
  );

export const useSaveResult = (id: number) =>
  useHiringDaysMutation(({ pelamarId, input }: { pelamarId: number; input: ResultInput }) =>
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
