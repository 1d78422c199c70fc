import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { healthText } from '#common/texts/health';

/**
 * Whether this instance should get traffic (docs/api.md `GET /api/ready`): `starting`
 * until every plugin is ready (migrations, seed, jobs), `ready`, then `draining` once
 * main.ts starts a graceful stop. Decorates `app.readiness`.
 */
export type ReadinessState = 'starting' | 'ready' | 'draining';

export interface Readiness {
  state(): ReadinessState;
  /** From now on /api/ready answers 503 and every answer closes its connection. */
  startDraining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const notReadySchema = z.object({
  status: z.enum(['starting', 'draining']),
  error: z.string(),
  code: z.literal('unavailable'),
});

/** Register before the routes, so its onSend hook applies to them all. */
export const readinessPlugin = fp(async (app: FastifyInstance) => {
  let state: ReadinessState = 'starting';
  app.decorate('readiness', {
    state: () => state,
    startDraining() {
      state = 'draining';
    },
  });
  app.addHook('onReady', async () => {
    if (state === 'starting') state = 'ready';
  });
  // A proxy must not send another request on a connection of a draining instance; closing it
  // after an answer is the one race-free way (closing an idle keep-alive connection is not).
  app.addHook('onSend', async (request, reply) => {
    if (state === 'draining' && request.raw.httpVersionMajor === 1)
      reply.header('connection', 'close');
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ready',
    {
      schema: {
        summary: 'Readiness for a load balancer',
        tags: ['operations'],
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: notReadySchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (state === 'ready') return { status: 'ready' as const };
      return reply.code(503).send({
        status: state,
        error: state === 'starting' ? healthText.starting : healthText.draining,
        code: 'unavailable' as const,
      });
    },
  );
});
