import { z } from 'zod';

import { tenantsText } from '../texts/tenants.ts';
import { englishText, requiredText } from './common.ts';

/** Tenants, called dokumentasi in the API (docs/product.md §3, §5: name not blank). */
export const TENANT_NAME_MAX = 150;

export const tenantInputSchema = z.object({
  nama: requiredText('Nama', TENANT_NAME_MAX, tenantsText.nameRequired),
  nama_en: englishText('Nama', TENANT_NAME_MAX),
});
/** What the editor's form holds (the English name may be left out). */
export type TenantInput = z.input<typeof tenantInputSchema>;

export const tenantSchema = z.object({
  id: z.number(),
  nama: z.string(),
  nama_en: z.string().nullish(),
});
export type Tenant = z.infer<typeof tenantSchema>;
