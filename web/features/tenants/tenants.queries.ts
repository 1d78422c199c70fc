import { useQuery } from '@tanstack/react-query';

import type { Tenant, TenantInput } from '#common/schemas/tenants';
import { tenantsText } from '#common/texts/tenants';

import {
  loggedQuery,
  saveById,
  useContentMutation,
  useDeleteById,
} from '../../lib/content-queries.ts';

export const TENANTS_KEY = ['tenants'] as const;

/** The client list (GET /dokumentasi); SPEC §8: a failure is only logged, the list stays empty. */
export const tenantsQuery = () =>
  loggedQuery(TENANTS_KEY, '/dokumentasi', tenantsText.fetchFailedLog, (data) => data as Tenant[]);

export const useTenants = () => useQuery(tenantsQuery());

/** Creates (no id) or renames a tenant. */
export const useSaveTenant = () =>
  useContentMutation(TENANTS_KEY, ({ id, input }: { id?: number; input: TenantInput }) =>
    saveById<Tenant>('/dokumentasi', id, input),
  );

export const useDeleteTenant = () => useDeleteById(TENANTS_KEY, '/dokumentasi');
