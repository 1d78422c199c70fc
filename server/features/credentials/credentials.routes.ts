import { z } from 'zod';

import { addDays, todayIn } from '#common/dates';
import { CREDENTIAL_ROLES } from '#common/roles';
import { credentialSchema, credentialsQuerySchema } from '#common/schemas/credentials';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { errorResponses } from '../../lib/http-errors.ts';
import { credentialsCsv } from './credentials-csv.ts';
import { credentialsRepo } from './credentials.repo.ts';

/**
 * GET /api/kredensial and its CSV (docs/api.md, docs/decisions/047-credential-register.md):
 * the credentials of accepted applications for hrd, admin and superadmin. `berakhir_dalam=N`
 * keeps those with a KTA or SKCK ending within N days of today (company time zone), including
 * those already ended.
 */
export const credentialsRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = credentialsRepo(app.db);
  const allowed = app.requireStaff(CREDENTIAL_ROLES);
  const lastDayOf = (days: number | undefined) =>
    days === undefined ? undefined : addDays(todayIn(config.timeZone), days);

  app.get(
    '/kredensial',
    {
      preHandler: allowed,
      schema: {
        querystring: credentialsQuerySchema,
        response: { 200: z.array(credentialSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return repo.list(lastDayOf(request.query.berakhir_dalam));
    },
  );

  app.get(
    '/kredensial/export.csv',
    {
      preHandler: allowed,
      schema: { querystring: credentialsQuerySchema },
    },
    async (request, reply) => {
      const rows = await repo.list(lastDayOf(request.query.berakhir_dalam));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="kredensial-${todayIn(config.timeZone)}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(credentialsCsv(rows));
    },
  );
};
