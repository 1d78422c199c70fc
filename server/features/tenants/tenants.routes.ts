import { tenantInputSchema, tenantSchema } from '#common/schemas/tenants';
import { tenantsText } from '#common/texts/tenants';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { orderedListRoutes } from '../../domain/ordered-list-routes.ts';
import { tenantsRepo } from './tenants.repo.ts';

/** Tenants under the spec's URL /dokumentasi: GET for everyone, writes for CONTENT_ROLES. */
export const tenantsRoutes: FeaturePlugin = async (app) => {
  const { list, create, update, remove } = orderedListRoutes(app, {
    cacheName: 'tenants',
    noun: 'tenant',
    itemSchema: tenantSchema,
    inputSchema: tenantInputSchema,
    notFoundText: tenantsText.notFound,
    repo: tenantsRepo(app.db),
  });

  app.get('/dokumentasi', list.options, list.handler);
  app.post('/dokumentasi', create.options, create.handler);
  app.put('/dokumentasi/:id', update.options, update.handler);
  app.delete('/dokumentasi/:id', remove.options, remove.handler);
};
