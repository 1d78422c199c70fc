/**
 * Hit and miss counts of the process's caches, for metrics (a Prometheus collector can read
 * `cacheStats()` on each scrape). A hit is an answer sent from memory; a miss had to build it
 * (or waited for the one request building it); a bypass was built without keeping it (the
 * version was unknown: Redis away). Builds count the renders (pages) and loads (JSON) themselves:
 * concurrent misses share one.
 */
export interface CacheCounts {
  hits: number;
  misses: number;
  bypasses: number;
  builds: number;
}

const counts = {
  page: { hits: 0, misses: 0, bypasses: 0, builds: 0 },
  json: { hits: 0, misses: 0, bypasses: 0, builds: 0 },
} satisfies Record<string, CacheCounts>;

export type CacheName = keyof typeof counts;

/** Counts one outcome of `cache` (called by the caches themselves). */
export function countCache(cache: CacheName, outcome: keyof CacheCounts) {
  counts[cache][outcome] += 1;
}

/** Live state of the page cache besides its counts (set by the page cache plugin). */
let pageCacheSize: () => { entries: number; bytes: number; maxBytes: number } = () => ({
  entries: 0,
  bytes: 0,
  maxBytes: 0,
});

export function reportPageCacheSize(size: typeof pageCacheSize) {
  pageCacheSize = size;
}

/** A snapshot of every cache's counts since the process started, and the page cache's size. */
export function cacheStats() {
  return {
    page: { ...counts.page, ...pageCacheSize() },
    json: { ...counts.json },
  };
}
