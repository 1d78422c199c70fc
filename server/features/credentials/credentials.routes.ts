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
 * those already ended and those with a rejected document; `perlu_tindakan=1` those staff must
 * act on (docs/decisions/052-guard-document-loop.md).
 */
export const credentialsRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = credentialsRepo(app.db);
  const allowed = app.requireStaff(CREDENTIAL_ROLES);
  const filtersOf = (query: z.output<typeof credentialsQuerySchema>) => ({
    lastDay:
      query.berakhir_dalam === undefined
        ? undefined
        : addDays(todayIn(config.timeZone), query.berakhir_dalam),
    needsAction: query.perlu_tindakan === '1',
  });

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
      return repo.list(filtersOf(request.query));
    },
  );

  app.get(
    '/kredensial/export.csv',
    {
      preHandler: allowed,
      schema: { querystring: credentialsQuerySchema },
    },
    async (request, reply) => {
      const rows = await repo.list(filtersOf(request.query));
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
