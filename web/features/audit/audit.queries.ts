import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { AUDIT_PAGE_SIZE, type AuditEntry } from '#common/schemas/audit';

import { api, apiRequest } from '../../lib/api-client.ts';

export interface AuditFilters {
  q?: string;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** GET /api/audit, one page with the total from X-Total-Count. */
export function useAuditPage(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: ['audit', 'list', filters, page],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(AUDIT_PAGE_SIZE) });
      for (const [key, value] of Object.entries(filters))
        if (value?.trim()) params.set(key, value.trim());
      const response = await apiRequest<AuditEntry[]>('GET', `/audit?${params}`, undefined, {
        auth: 'staff',
        signal,
      });
      return { rows: response.data, total: Number(response.headers.get('x-total-count') ?? 0) };
    },
    placeholderData: keepPreviousData,
  });
}

export const auditActionsQuery = () =>
  queryOptions({
    queryKey: ['audit', 'actions'],
    queryFn: ({ signal }) => api.get<string[]>('/audit/actions', { auth: 'staff', signal }),
  });
