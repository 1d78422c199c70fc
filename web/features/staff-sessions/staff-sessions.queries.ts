import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { StaffSession } from '#common/schemas/passkeys';

import { api } from '../../lib/api-client.ts';

/** The own active sessions (docs/decisions/033). */
export const staffSessionsQuery = () =>
  queryOptions({
    queryKey: ['staff', 'sessions'],
    queryFn: ({ signal }) => api.get<StaffSession[]>('/staff/sessions', { auth: 'staff', signal }),
  });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'others') =>
      api.delete<{ message: string }>(
        id === 'others' ? '/staff/sessions' : `/staff/sessions/${id}`,
        { auth: 'staff' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'sessions'] }),
  });
}
