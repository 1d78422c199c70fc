import type { SharedRedis } from '../plugins/redis.ts';
import { type CounterState, type WindowCounters, memoryCounters } from './window-counters.ts';

/**
 * Window counters in Redis, shared by every instance: `SET key 0 PX window NX` starts a window,
 * `INCR` counts, `PTTL` tells how long is left, all in one MULTI so one round trip does it.
 */
export function redisCounters(redis: SharedRedis): WindowCounters {
  const { client, prefix } = redis;
  const key = (name: string) => `${prefix}${name}`;

  async function exec(batch: ReturnType<typeof client.multi>) {
    const results = await batch.exec();
    if (!results) throw new Error('redis transaction aborted');
    for (const [error] of results) if (error) throw error;
    return results.map(([, value]) => value);
  }
  const stateOf = (count: unknown, ttl: unknown): CounterState => {
    const ttlMs = Number(ttl);
    const n = Number(count ?? 0);
    return ttlMs > 0 && n > 0 ? { count: n, ttlMs } : { count: 0, ttlMs: 0 };
  };

  return {
    async read(keys) {
      const batch = client.multi();
      for (const name of keys) batch.get(key(name)).pttl(key(name));
      const values = await exec(batch);
      return keys.map((_, i) => stateOf(values[2 * i], values[2 * i + 1]));
    },
    async add(keys, windowMs) {
      const batch = client.multi();
      for (const name of keys) batch.set(key(name), 0, 'PX', windowMs, 'NX').incr(key(name));
      await exec(batch);
    },
    async increment(name, windowMs) {
      const values = await exec(
        client.multi().set(key(name), 0, 'PX', windowMs, 'NX').incr(key(name)).pttl(key(name)),
      );
      return stateOf(values[1], values[2]);
    },
    async clear(name) {
      await client.del(key(name));
    },
  };
}

/**
 * Counters in Redis while it answers, in this process while it does not
 * (docs/decisions/016-login-throttle.md): each instance then enforces the limits on its own, so
 * a guesser gets at most the limit times the number of instances. A read takes the larger of
 * both counts, so failures counted locally during an outage still hold after Redis is back.
 */
export function sharedCounters(redis: SharedRedis): WindowCounters {
  const shared = redisCounters(redis);
  const local = memoryCounters();
  const attempt = async <T>(remote: () => Promise<T>, fallback: () => Promise<T>) => {
    if (!redis.isReady()) return fallback();
    try {
      return await remote();
    } catch {
      return fallback();
    }
  };
  return {
    async read(keys) {
      const [remote, here] = await Promise.all([
        attempt(
          () => shared.read(keys),
          async () => undefined,
        ),
        local.read(keys),
      ]);
      return here.map((state, i) => {
        const other = remote?.[i];
        return other && other.count > state.count ? other : state;
      });
    },
    add: (keys, windowMs) =>
      attempt(
        () => shared.add(keys, windowMs),
        () => local.add(keys, windowMs),
      ),
    increment: (name, windowMs) =>
      attempt(
        () => shared.increment(name, windowMs),
        () => local.increment(name, windowMs),
      ),
    async clear(name) {
      await Promise.all([
        local.clear(name),
        attempt(
          () => shared.clear(name),
          async () => undefined,
        ),
      ]);
    },
  };
}
