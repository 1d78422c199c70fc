import { tenantInputSchema, tenantSchema } from '#common/schemas/tenants';
import { tenantsText } from '#common/texts/tenants';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { orderedListRoutes } from '../../domain/ordered-list-routes.ts';

/** Tenants under the product's URL /dokumentasi: GET for everyone, writes for CONTENT_ROLES. */
export const tenantsRoutes: FeaturePlugin = async (app) => {
  orderedListRoutes(app, {
    table: 'tenants',
    paths: { list: '/dokumentasi', item: '/dokumentasi/:id' },
    noun: 'tenant',
    itemSchema: tenantSchema,
    inputSchema: tenantInputSchema,
    notFoundText: tenantsText.notFound,
    translated: ['nama'],
  });
};
