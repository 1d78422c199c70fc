import { z } from 'zod';

import { tenantsText } from '../texts/tenants.ts';
import { requiredText } from './common.ts';

/** Tenants, called dokumentasi in the API (SPEC §3, §5: name not blank). */
export const TENANT_NAME_MAX = 150;

export const tenantInputSchema = z.object({
  nama: requiredText('Nama', TENANT_NAME_MAX, tenantsText.nameRequired),
});
export type TenantInput = z.infer<typeof tenantInputSchema>;

export const tenantSchema = z.object({ id: z.number(), nama: z.string() });
export type Tenant = z.infer<typeof tenantSchema>;
