import { z } from 'zod';

import { STAFF_ADMIN_ROLES } from '#common/roles';
import { AUDIT_PAGE_SIZE, auditEntrySchema, auditQuerySchema } from '#common/schemas/audit';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { errorResponses } from '../../lib/http-errors.ts';
import { auditRepo } from './audit.repo.ts';

/** GET /api/audit (docs/product.md §13: superadmin; q, page, pageSize, X-Total-Count) and its actions. */
export const auditRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = auditRepo(app.db, config.timeZone);
  const superadminOnly = app.requireStaff(STAFF_ADMIN_ROLES);
  const errors = errorResponses(400, 401, 403);

  app.get(
    '/audit',
    {
      preHandler: superadminOnly,
      schema: {
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...errors },
      },
    },
    async (request, reply) => {
      const { page = 1, pageSize = AUDIT_PAGE_SIZE } = request.query;
      const { rows, total } = await repo.list(request.query, pageSize, (page - 1) * pageSize);
      reply.header('x-total-count', String(total)).header('cache-control', 'no-store');
      return rows;
    },
  );

  app.get(
    '/audit/actions',
    {
      preHandler: superadminOnly,
      schema: { response: { 200: z.array(z.string()), ...errors } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return repo.actions();
    },
  );
};
