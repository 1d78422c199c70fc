import { Counter } from 'prom-client';

import { cacheStats } from './cache-stats.ts';

/**
 * Cache lookups by cache (`json`: the public JSON answers, `page`: rendered pages) and result, for
 * GET /metrics. Read from `cacheStats()` at scrape time, so the caches count in one place only.
 * A hit was answered from memory; a miss was built (or waited for the one request building it),
 * or built without being kept while the shared versions were unknown (Redis away). Each app's
 * metrics registry registers it (plugins/metrics/metrics.ts).
 */
export const cacheLookups = new Counter({
  name: 'sigap_cache_lookups_total',
  help: 'Cache lookups by cache and result (hit: answered from memory; miss: built anew).',
  labelNames: ['cache', 'result'] as const,
  registers: [],
  collect() {
    const stats = cacheStats();
    this.reset();
    for (const cache of ['json', 'page'] as const) {
      this.inc({ cache, result: 'hit' }, stats[cache].hits);
      this.inc({ cache, result: 'miss' }, stats[cache].misses + stats[cache].bypasses);
    }
  },
});

/** Answers built (pages rendered, JSON loaded) by cache: concurrent misses share one build. */
export const cacheBuilds = new Counter({
  name: 'sigap_cache_builds_total',
  help: 'Answers built anew by cache (concurrent misses of one answer share one build).',
  labelNames: ['cache'] as const,
  registers: [],
  collect() {
    const stats = cacheStats();
    this.reset();
    for (const cache of ['json', 'page'] as const) this.inc({ cache }, stats[cache].builds);
  },
});
