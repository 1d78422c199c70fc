import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { type CacheVersions, localCacheVersions } from '../lib/json-cache.ts';
import type { SharedRedis } from './redis.ts';

/**
 * Versions of the public JSON caches in Redis (docs/decisions/015-shared-state-in-redis.md).
 * `GET prefix:cache:name` per read, `INCR` per write. A version read carries this process's
 * outage count, so everything cached before a lost connection is refilled after it; a bump that
 * could not reach Redis is sent again when it comes back. An `onSend` hook holds every answer
 * until the bumps in flight are done, so a write's 2xx means every instance sees the change.
 *
 * While Redis is away the versions are this process's own counts, marked with the outage
 * (docs/decisions/056-dependency-faults.md): pages and answers are built once and served from
 * memory as before, this instance's writes are seen at once, another instance's when Redis is
 * back (the outage mark then no longer matches, so everything is built again).
 */
export function redisCacheVersions(redis: SharedRedis) {
  const key = (name: string) => `${redis.prefix}cache:${name}`;
  const unsent = new Set<string>();
  /** This process's writes, counted always: the versions while Redis is away. */
  const local = localCacheVersions();
  const localVersion = async (name: string) => `down${redis.outages()}:${await local.read(name)}`;
  const inFlight = new Set<Promise<void>>();

  async function send(name: string) {
    try {
      if (!redis.isReady()) throw new Error('redis unreachable');
      await redis.client.incr(key(name));
      unsent.delete(name);
    } catch {
      unsent.add(name);
    }
  }
  redis.onReconnect(() => {
    for (const name of unsent) void send(name);
  });

  const versions: CacheVersions & { settled(): Promise<unknown> | undefined } = {
    async read(name) {
      if (!redis.isReady()) return localVersion(name);
      try {
        return `${redis.outages()}:${(await redis.client.get(key(name))) ?? '0'}`;
      } catch {
        return localVersion(name);
      }
    },
    // One MGET for a page that shows several things (docs/decisions/030).
    async readMany(names) {
      if (!names.length) return [];
      if (!redis.isReady()) return Promise.all(names.map(localVersion));
      try {
        const outages = redis.outages();
        const values = await redis.client.mget(...names.map(key));
        return values.map((value) => `${outages}:${value ?? '0'}`);
      } catch {
        return Promise.all(names.map(localVersion));
      }
    },
    bump(name) {
      void local.bump(name);
      const promise = send(name).finally(() => inFlight.delete(promise));
      inFlight.add(promise);
      return promise;
    },
    settled: () => (inFlight.size ? Promise.all(inFlight) : undefined),
  };
  return versions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Versions of the public caches: shared in Redis when REDIS_URL is set, else kept in this
     * process (then only this process's writes bump them, as only it serves). The JSON caches
     * and the page cache key on the same names (docs/decisions/015, 030).
     */
    cacheVersions: CacheVersions;
  }
}

export const sharedCachePlugin = fp(async (app: FastifyInstance) => {
  if (!app.redis) {
    app.decorate('cacheVersions', localCacheVersions());
    return;
  }
  const versions = redisCacheVersions(app.redis);
  app.decorate('cacheVersions', versions);
  app.addHook('onSend', async () => {
    await versions.settled();
  });
});
