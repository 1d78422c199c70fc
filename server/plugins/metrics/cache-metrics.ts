import { Counter, Gauge, type Registry } from 'prom-client';

import { cacheStats } from '../../lib/cache-stats.ts';

const RESULTS = { hits: 'hit', misses: 'miss', bypasses: 'bypass' } as const;

/**
 * The page and JSON caches' counts (lib/cache-stats.ts, counted by the caches themselves), read
 * at scrape time: lookups by result, builds (concurrent misses share one), and the page cache's
 * size.
 */
export function registerCacheMetrics(registry: Registry) {
  new Counter({
    name: 'sigap_cache_lookups_total',
    help: 'Cache lookups by cache and result (hit: sent from memory; miss: built, or waited for the build; bypass: built without keeping it).',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, counts] of Object.entries(cacheStats()))
        for (const [outcome, result] of Object.entries(RESULTS))
          this.inc({ cache, result }, counts[outcome as keyof typeof RESULTS]);
    },
  });
  new Counter({
    name: 'sigap_cache_builds_total',
    help: 'Answers built for a cache (page renders, JSON loads).',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, counts] of Object.entries(cacheStats()))
        this.inc({ cache }, counts.builds);
    },
  });
  new Gauge({
    name: 'sigap_page_cache_bytes',
    help: 'Bytes the page cache holds now, and its limit (PAGE_CACHE_MB).',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      const { bytes, maxBytes } = cacheStats().page;
      this.set({ kind: 'used' }, bytes);
      this.set({ kind: 'max' }, maxBytes);
    },
  });
  new Gauge({
    name: 'sigap_page_cache_entries',
    help: 'Pages the page cache holds now.',
    registers: [registry],
    collect() {
      this.set(cacheStats().page.entries);
    },
  });
}
