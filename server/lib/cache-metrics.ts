import { Counter } from 'prom-client';

/**
 * Cache hits and misses by cache (`json`: the public JSON answers, `page`: rendered pages), for
 * GET /metrics. A module-level counter so that any cache can count without reaching the app;
 * each app's metrics registry registers it (plugins/metrics/metrics.ts).
 */
export const cacheLookups = new Counter({
  name: 'sigap_cache_lookups_total',
  help: 'Cache lookups by cache and result (hit: answered without building it again).',
  labelNames: ['cache', 'result'] as const,
  registers: [],
});
for (const cache of ['json', 'page'])
  for (const result of ['hit', 'miss']) cacheLookups.inc({ cache, result }, 0);

/** Counts one lookup in `cache`. */
export function recordCacheLookup(cache: 'page' | 'json', hit: boolean) {
  cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
}
