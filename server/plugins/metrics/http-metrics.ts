import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Histogram, type Registry } from 'prom-client';

/** Seconds; from a cached read (a few ms) to a slow upload (tens of seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * The route label: the route's template (`/api/pelamar/:id`), never the URL. Requests no route
 * matched share one label, so a scanner trying random paths cannot grow the label set; pages
 * rendered by the web handler (every GET outside /api) share `(page)`.
 */
export function routeLabel(request: FastifyRequest) {
  const template = request.routeOptions.url;
  if (template) return template;
  const isPage =
    (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|\?|$)/.test(request.url);
  return isPage ? '(page)' : '(unmatched)';
}

/** Requests by route, method and status, their latency, and how many are in flight. */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: 'sigap_http_request_duration_seconds',
    help: 'HTTP request latency in seconds by route template, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'sigap_http_requests_in_flight',
    help: 'HTTP requests being answered now.',
    registers: [registry],
  });
  app.addHook('onRequest', async (_request, reply) => {
    inFlight.inc();
    // 'close' comes once per answer, sent or cut off by the client.
    reply.raw.once('close', () => inFlight.dec());
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { route: routeLabel(request), method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
