import { useQuery } from '@tanstack/react-query';

import type { OpenPositions } from '#common/schemas/recruiting';

import { api } from '../../lib/api-client.ts';

/** GET /posisi: which positions the application form offers (staff close them in the settings). */
export const openPositionsQuery = () => ({
  queryKey: ['posisi'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<OpenPositions>('/posisi', { signal }),
  staleTime: 30_000,
});

export function useOpenPositions() {
  return useQuery(openPositionsQuery());
}
