import { z } from 'zod';

import { pingDatabase } from '../../db/database.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';

export const healthRoutes: FeaturePlugin = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.string(), error: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', error: 'Database tidak dapat dihubungi' });
      }
    },
  );
};
