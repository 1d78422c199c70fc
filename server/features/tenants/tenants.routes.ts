import { idParamSchema, okSchema } from '#common/schemas/common';
import { tenantInputSchema, tenantSchema } from '#common/schemas/tenants';
import { CONTENT_ROLES } from '#common/roles';
import { tenantsText } from '#common/texts/tenants';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { notFound } from '../../lib/http-errors.ts';
import { jsonCache } from '../../lib/json-cache.ts';
import { tenantsRepo } from './tenants.repo.ts';

/** Tenants under the spec's URL /dokumentasi: GET for everyone, writes for CONTENT_ROLES. */
export const tenantsRoutes: FeaturePlugin = async (app) => {
  const repo = tenantsRepo(app.db);
  const canWrite = app.requireStaff(CONTENT_ROLES);
  // The home page reads this list on every view; writes are rare (npm run bench:api).
  const listCache = jsonCache(tenantSchema.array(), () => repo.list(), {
    name: 'tenants',
    versions: app.cacheVersions,
  });

  app.get(
    '/dokumentasi',
    { schema: { response: { 200: tenantSchema.array() } } },
    async (_request, reply) => listCache.send(reply),
  );

  app.post(
    '/dokumentasi',
    { preHandler: canWrite, schema: { body: tenantInputSchema, response: { 201: tenantSchema } } },
    async (request, reply) => {
      const tenant = await repo.create(request.body);
      listCache.invalidate();
      request.log.info({ tenantId: tenant.id }, 'tenant created');
      return reply.code(201).send(tenant);
    },
  );

  app.put(
    '/dokumentasi/:id',
    {
      preHandler: canWrite,
      schema: { params: idParamSchema, body: tenantInputSchema, response: { 200: tenantSchema } },
    },
    async (request) => {
      const tenant = await repo.update(request.params.id, request.body);
      if (!tenant) throw notFound(tenantsText.notFound);
      listCache.invalidate();
      request.log.info({ tenantId: tenant.id }, 'tenant updated');
      return tenant;
    },
  );

  app.delete(
    '/dokumentasi/:id',
    { preHandler: canWrite, schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      const tenant = await repo.remove(request.params.id);
      if (!tenant) throw notFound(tenantsText.notFound);
      listCache.invalidate();
      request.log.info({ tenantId: tenant.id }, 'tenant deleted');
      return { success: true as const };
    },
  );
};
