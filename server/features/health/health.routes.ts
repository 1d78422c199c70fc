import { z } from 'zod';

import { apiErrorText } from '#common/texts/common';

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
      reply.header('cache-control', 'no-store');
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', error: 'Database tidak dapat dihubungi' });
      }
      const storageDown = await app.storage.check().then(
        () => undefined,
        (error: unknown) => error,
      );
      if (storageDown) {
        request.log.error({ err: storageDown }, 'health check: file storage unreachable');
        return reply.code(503).send({ status: 'error', error: apiErrorText.storageDown });
      }
      return { status: 'ok' as const };
    },
  );
};
