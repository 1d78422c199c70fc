import { useQuery } from '@tanstack/react-query';

import type { ApplicantStats } from '#common/schemas/recruiting';

import { api } from '../../lib/api-client.ts';

/** The dashboard's numbers, GET /pelamar/stats (docs/decisions/025). */
export function useApplicantStats() {
  return useQuery({
    queryKey: ['pelamar', 'stats'],
    queryFn: ({ signal }) => api.get<ApplicantStats>('/pelamar/stats', { auth: 'staff', signal }),
  });
}
