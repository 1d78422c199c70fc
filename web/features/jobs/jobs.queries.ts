import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Job } from '#common/schemas/jobs';

import { api } from '../../lib/api-client.ts';

/** The job table as superadmin sees it (GET /api/jobs): failed jobs first, no payloads. */
export const jobsQuery = () =>
  queryOptions({
    queryKey: ['jobs'],
    queryFn: ({ signal }) => api.get<Job[]>('/jobs', { auth: 'staff', signal }),
  });

export function useJobs() {
  return useQuery(jobsQuery());
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Job>(`/jobs/${id}/retry`, undefined, { auth: 'staff' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
