import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { StaffVacancy, Vacancy, VacancyInput } from '#common/schemas/vacancies';

import { api } from '../../lib/api-client.ts';
import { saveById } from '../../lib/content-queries.ts';

/** Vacancies (docs/decisions/031): the public list and page, the staff list and its writes. */

export const VACANCIES_KEY = ['lowongan'] as const;

/** Every open vacancy, newest first; the page filters it (common filterVacancies). */
export const openVacanciesQuery = () =>
  queryOptions({
    queryKey: [...VACANCIES_KEY, 'list'] as const,
    queryFn: ({ signal }) => api.get<Vacancy[]>('/lowongan', { signal }),
    staleTime: 30_000,
  });

/** One vacancy by slug; a 410 (closed) or 404 stays in the query's error. */
export const vacancyQuery = (slug: string) =>
  queryOptions({
    queryKey: [...VACANCIES_KEY, 'detail', slug] as const,
    queryFn: ({ signal }) => api.get<Vacancy>(`/lowongan/${encodeURIComponent(slug)}`, { signal }),
    retry: false,
  });

export const staffVacanciesQuery = () =>
  queryOptions({
    queryKey: [...VACANCIES_KEY, 'staff'] as const,
    queryFn: ({ signal }) => api.get<StaffVacancy[]>('/staff/lowongan', { auth: 'staff', signal }),
  });

export const useStaffVacancies = (enabled = true) =>
  useQuery({ ...staffVacanciesQuery(), enabled });

export function useSaveVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: VacancyInput }) =>
      saveById<Vacancy>('/lowongan', id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VACANCIES_KEY }),
  });
}

export function useDeleteVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/lowongan/${id}`, { auth: 'staff' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VACANCIES_KEY }),
  });
}
