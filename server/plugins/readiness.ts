import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { healthText } from '#common/texts/health';

/**
 * Whether this instance should get traffic (docs/api.md `GET /api/ready`): `starting`
 * until every plugin is ready (migrations, seed, jobs), `ready`, then `draining` once
 * main.ts starts a graceful stop. Decorates `app.readiness`.
 *
 * While ready, a probe every second asks the database and Redis (when configured): one that does
 * not answer two probes in a row makes the answer 503 `degraded` naming it within a few seconds, and the next probe
 * that gets its answer makes it ready again (docs/decisions/056-dependency-faults.md).
 */
export type ReadinessState = 'starting' | 'ready' | 'draining';

/** How often the dependencies are probed, and how long one probe may take. */
const PROBE_EVERY_MS = 1_000;
const PROBE_TIMEOUT_MS = 2_000;

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
  status: z.enum(['starting', 'draining', 'degraded']),
  /** With `degraded`: the dependencies that did not answer the last probe. */
  down: z.array(z.string()).optional(),
  error: z.string(),
  code: z.literal('unavailable'),
});

function withinTimeout(check: Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

/** Register before the routes, so its onSend hook applies to them all. */
export const readinessPlugin = fp(async (app: FastifyInstance) => {
  let state: ReadinessState = 'starting';
  app.decorate('readiness', {
    state: () => state,
    startDraining() {
      state = 'draining';
    },
  });
  let down: string[] = [];
  let failedBefore: string[] = [];
  let probe: NodeJS.Timeout | undefined;
  let probing = false;
  async function probeDependencies() {
    const checks: [string, () => Promise<unknown>][] = [
      ['database', () => app.dbPing(PROBE_TIMEOUT_MS)],
    ];
    const redis = app.redis;
    if (redis)
      checks.push([
        'redis',
        async () => {
          if (!redis.isReady()) throw new Error('redis unreachable');
        },
      ]);
    const results = await Promise.allSettled(checks.map(([, run]) => withinTimeout(run())));
    const failing = checks.filter((_, i) => results[i]!.status === 'rejected').map(([n]) => n);
    // Two failed probes in a row: one slow answer on a busy machine is not an outage.
    down = failing.filter((name) => failedBefore.includes(name));
    failedBefore = failing;
  }
  app.addHook('onReady', async () => {
    if (state === 'starting') state = 'ready';
    probe = setInterval(() => {
      if (probing) return;
      probing = true;
      void probeDependencies().finally(() => {
        probing = false;
      });
    }, PROBE_EVERY_MS);
    probe.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(probe);
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
      if (state === 'ready' && !down.length) return { status: 'ready' as const };
      if (state === 'ready')
        return reply.code(503).send({
          status: 'degraded' as const,
          down,
          error: healthText.down(down),
          code: 'unavailable' as const,
        });
      return reply.code(503).send({
        status: state,
        error: state === 'starting' ? healthText.starting : healthText.draining,
        code: 'unavailable' as const,
      });
    },
  );
});
