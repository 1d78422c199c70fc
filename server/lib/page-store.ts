import { LRUCache } from 'lru-cache';

import type { ReadyBody } from './ready-body.ts';

/** What a build hands back: the answer, and whether it may be kept. */
export interface BuiltPage {
  ready: ReadyBody;
  /** False for an answer that is sent but never kept (an error, a redirect, a private page). */
  keep: boolean;
}

export interface PageStoreOptions {
  /** The bound on the bytes held (every variant of every page). */
  maxBytes: number;
  /** A last bound on an entry's age, for what no version covers (the footer's year). */
  maxAgeMs: number;
  /**
   * Makes an entry's final form once it has been asked for `popularAfter` times (brotli 11 for a
   * page first kept with fast compression, docs/decisions/038); undefined: entries stay as built.
   */
  improve?: (ready: ReadyBody) => Promise<ReadyBody> | undefined;
  popularAfter?: number;
}

/** Memory an entry costs beyond its bodies: the key, the headers, the objects around them. */
const ENTRY_OVERHEAD_BYTES = 1024;

/**
 * Ready pages by page key (path and normalized query), each stored with the content versions it
 * was built from (docs/decisions/030). One entry per page key: a new version replaces the old one
 * instead of sitting beside it. Least recently used entries go first when `maxBytes` is reached.
 * Concurrent misses on one page key and version share one build; a build that throws is kept by
 * nobody, so the next request tries again.
 */
export function pageStore({ maxBytes, maxAgeMs, improve, popularAfter = 3 }: PageStoreOptions) {
  type Entry = { versions: string; ready: ReadyBody; hits: number };
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.ready.size + key.length + ENTRY_OVERHEAD_BYTES,
    ttl: maxAgeMs,
    // An entry past its age stays until replaced: `stale` may still serve it while the database
    // is down (docs/decisions/056-dependency-faults.md).
    noDeleteOnStaleGet: true,
  });
  const building = new Map<string, Promise<BuiltPage>>();

  return {
    /** The stored answer when it was built from `versions`; undefined otherwise. */
    get(pageKey: string, versions: string): ReadyBody | undefined {
      const entry = entries.get(pageKey);
      if (!entry || entry.versions !== versions) return undefined;
      entry.hits += 1;
      if (entry.hits === popularAfter && improve) {
        // In the background, after this answer: the entry is replaced only if nothing newer came.
        improve(entry.ready)?.then(
          (ready) => {
            if (entries.peek(pageKey) === entry)
              entries.set(pageKey, { versions, ready, hits: entry.hits });
          },
          () => undefined,
        );
      }
      return entry.ready;
    },

    /**
     * Builds the page once however many requests ask at the same time. `isStillCurrent` runs after
     * the build: a write that landed meanwhile makes the result stale, so it is sent but not kept.
     */
    build(
      pageKey: string,
      versions: string,
      build: () => Promise<BuiltPage>,
      isStillCurrent: () => Promise<boolean>,
    ): Promise<BuiltPage> {
      const flightKey = `${pageKey}\n${versions}`;
      const inFlight = building.get(flightKey);
      if (inFlight) return inFlight;
      const promise = (async () => {
        const built = await build();
        if (built.keep && (await isStillCurrent()))
          entries.set(pageKey, { versions, ready: built.ready, hits: 0 });
        return built;
      })().finally(() => building.delete(flightKey));
      building.set(flightKey, promise);
      return promise;
    },

    /** The last stored answer for the page, whatever its versions or age (a fault's fallback). */
    stale(pageKey: string): ReadyBody | undefined {
      return entries.peek(pageKey, { allowStale: true })?.ready;
    },

    size() {
      return { entries: entries.size, bytes: entries.calculatedSize, maxBytes };
    },

    clear() {
      entries.clear();
    },
  };
}
