import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Registry, collectDefaultMetrics } from 'prom-client';

import { metricsText } from '#common/texts/metrics';

import type { Config } from '../../config.ts';
import { cacheBuilds, cacheLookups } from '../../lib/cache-metrics.ts';
import { registerHttpMetrics } from './http-metrics.ts';
import { registerStateMetrics } from './state-metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in the Prometheus text format (docs/api.md; docs/decisions/036): only when
 * METRICS_TOKEN is set, only to `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). Unset,
 * nothing is registered, so the path falls through to the 404 like any unknown one. Every
 * label's values come from a fixed set (route templates, methods, statuses, job types): none
 * carries a URL or personal data. One registry per app, so test apps in one process stay apart.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  if (!config.metricsToken) return;
  const expected = digest(`Bearer ${config.metricsToken}`);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registry.registerMetric(cacheLookups);
  registry.registerMetric(cacheBuilds);
  registerHttpMetrics(app, registry);
  const refresh = registerStateMetrics(app, registry);

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Compared as digests: equal length, constant time, whatever the client sent.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: metricsText.tokenInvalid, code: 'unauthorized' });
    await refresh();
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
});
