import { z } from 'zod';

import { healthText } from '#common/texts/health';

import type { FeaturePlugin } from '../../lib/feature.ts';

/** A dependency the site needs; `run` throws (or times out) when it is unreachable. */
interface HealthCheck {
  name: string;
  run(): Promise<unknown>;
}

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(check: HealthCheck) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check.run(), timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /health: 200 {"status":"ok"} when every check answers (docs/api.md); otherwise 503
 * {"status":"error","down":[names],"error":"…"}. Add a dependency by adding a check below.
 */
export const healthRoutes: FeaturePlugin = async (app) => {
  const checks: HealthCheck[] = [
    { name: 'database', run: () => app.dbPing(CHECK_TIMEOUT_MS) },
    ...(app.redis ? [{ name: 'redis', run: () => app.redis!.client.ping() }] : []),
    { name: 'storage', run: () => app.storage.check() },
  ];

  app.get(
    '/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({
            status: z.literal('error'),
            down: z.array(z.string()),
            error: z.string(),
            code: z.literal('unavailable'),
          }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const results = await Promise.allSettled(checks.map(withTimeout));
      const down = checks.filter((_, i) => results[i]!.status === 'rejected').map((c) => c.name);
      if (!down.length) return { status: 'ok' as const };
      request.log.error({ down }, 'health check failed');
      return reply.code(503).send({
        status: 'error' as const,
        down,
        error: healthText.down(down),
        code: 'unavailable' as const,
      });
    },
  );
};
