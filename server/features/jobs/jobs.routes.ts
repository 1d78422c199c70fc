import { STAFF_ADMIN_ROLES } from '#common/roles';
import { idParamSchema } from '#common/schemas/common';
import { jobSchema } from '#common/schemas/jobs';
import { jobsText } from '#common/texts/jobs';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { notFound } from '../../lib/http-errors.ts';
import { listJobs, retryFailedJobs } from '../../domain/job-store.ts';

/** How many jobs the screen shows: failed ones come first, so none of them is cut off in practice. */
const LIST_LIMIT = 200;

/**
 * The superadmin's view of the durable job table (docs/decisions/017): GET /api/jobs (failed first,
 * never a payload) and POST /api/jobs/:id/retry, which queues a failed job again.
 */
export const jobsRoutes: FeaturePlugin = async (app) => {
  const superadmin = app.requireStaff(STAFF_ADMIN_ROLES);

  app.get(
    '/jobs',
    { preHandler: superadmin, schema: { response: { 200: jobSchema.array() } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listJobs(app.db, { limit: LIST_LIMIT });
    },
  );

  app.post(
    '/jobs/:id/retry',
    { preHandler: superadmin, schema: { params: idParamSchema, response: { 200: jobSchema } } },
    async (request) => {
      const [id] = await retryFailedJobs(app.db, { id: request.params.id }, new Date());
      if (id === undefined) throw notFound(jobsText.notFound);
      request.log.info({ jobId: id, staffId: request.staff?.id }, 'job re-queued');
      const job = (await listJobs(app.db, { limit: LIST_LIMIT, id })).at(0);
      if (!job) throw notFound(jobsText.notFound);
      return job;
    },
  );
};
