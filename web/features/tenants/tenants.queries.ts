import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Tenant, TenantInput } from '#common/schemas/tenants';
import { tenantsText } from '#common/texts/tenants';

import { api } from '../../lib/api-client.ts';

export const TENANTS_KEY = ['tenants'] as const;

/** The client list (GET /dokumentasi); SPEC §8: a failure is only logged, the list stays empty. */
export function tenantsQuery() {
  return queryOptions({
    queryKey: TENANTS_KEY,
    queryFn: async () => {
      try {
        return await api.get<Tenant[]>('/dokumentasi');
      } catch (error) {
        console.error(tenantsText.fetchFailedLog, error);
        throw error;
      }
    },
  });
}

export const useTenants = () => useQuery(tenantsQuery());

/** Creates (no id) or renames a tenant. */
export function useSaveTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TenantInput }) =>
      id
        ? api.put<Tenant>(`/dokumentasi/${id}`, input, { auth: 'staff' })
        : api.post<Tenant>('/dokumentasi', input, { auth: 'staff' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TENANTS_KEY }),
  });
}

export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/dokumentasi/${id}`, { auth: 'staff' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TENANTS_KEY }),
  });
}
