import type { Tenant, TenantInput } from '#common/schemas/tenants';
import { tenantsText } from '#common/texts/tenants';

import { textListQueries } from '../../lib/content-queries.ts';

export const TENANTS_KEY = ['tenants'] as const;

const tenants = textListQueries<Tenant, TenantInput>(
  TENANTS_KEY,
  '/dokumentasi',
  tenantsText.fetchFailedLog,
);

/** The client list (GET /dokumentasi); docs/product.md §8: a failure is only logged, the list stays empty. */
export const tenantsQuery = tenants.listQuery;
export const useTenants = tenants.useList;
/** Creates (no id) or renames a tenant. */
export const useSaveTenant = tenants.useSave;
export const useDeleteTenant = tenants.useDelete;
