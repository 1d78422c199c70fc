import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import type { SharedRedis } from '../plugins/redis.ts';

/**
 * Fixed-window counters that take a slot atomically (docs/decisions/032): `take` adds one and
 * answers the new count, so fifty parallel requests get fifty different counts and at most the
 * limit of them go on. The counting is rate-limiter-flexible's: its memory store in the process,
 * and with Redis its store's Lua script (SET NX + INCRBY + PTTL in one call), shared by every
 * instance.
 *
 * With Redis every slot is also counted in the process, and a count seen in Redis that is higher
 * than the local one is copied here. The library's own `insuranceLimiter` is not used: it only
 * counts while Redis fails, so a lock-out reached before an outage would be forgotten during it.
 * With the local copy, a lock-out this instance has seen holds through the outage, and failures
 * counted during it are still counted after Redis is back (the larger count wins).
 */

export interface TakenSlot {
  /** The key's count including this slot. */
  count: number;
  /** Milliseconds until the key's window ends. */
  msLeft: number;
}

export interface AttemptCounter {
  take(key: string): Promise<TakenSlot>;
  /** Gives a slot back (an attempt that was not evaluated, or one that succeeded). */
  giveBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Points high enough that the stores never refuse: the callers compare counts with limits. */
const UNLIMITED = 2 ** 30;

const slotOf = (result: RateLimiterRes): TakenSlot => ({
  count: result.consumedPoints,
  msLeft: Math.max(0, result.msBeforeNext),
});

/** The library rejects with a RateLimiterRes when over its points, with an Error on failure. */
async function consume(limiter: RateLimiterMemory | RateLimiterRedis, key: string) {
  try {
    return await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  }
}

export function attemptCounter(options: {
  /** Names the counter's key space (`login:staff:pair`). */
  name: string;
  windowSeconds: number;
  redis: SharedRedis | null;
}): AttemptCounter {
  const { name, windowSeconds, redis } = options;
  const local = new RateLimiterMemory({
    keyPrefix: name,
    points: UNLIMITED,
    duration: windowSeconds,
  });
  if (!redis) {
    return {
      take: async (key) => slotOf(await consume(local, key)),
      giveBack: async (key) => void (await local.reward(key, 1)),
      clear: async (key) => void (await local.delete(key)),
    };
  }
  const shared = new RateLimiterRedis({
    storeClient: redis.client,
    keyPrefix: `${redis.prefix}${name}`,
    points: UNLIMITED,
    duration: windowSeconds,
    // Skip a call that would fail anyway while disconnected (the client has no offline queue).
    rejectIfRedisNotReady: true,
  });
  /** The Redis answer, or undefined while Redis is away (the local count then decides). */
  const remote = async <T>(call: () => Promise<T>) => {
    if (!redis.isReady()) return undefined;
    try {
      return await call();
    } catch {
      return undefined;
    }
  };
  return {
    async take(key) {
      const [here, there] = await Promise.all([
        consume(local, key),
        remote(() => consume(shared, key)),
      ]);
      if (!there || there.consumedPoints <= here.consumedPoints) return slotOf(here);
      // Other instances counted more: keep their count here too, for the next outage.
      await local.set(key, there.consumedPoints, Math.ceil(there.msBeforeNext / 1000));
      return slotOf(there);
    },
    async giveBack(key) {
      await Promise.all([local.reward(key, 1), remote(() => shared.reward(key, 1))]);
    },
    async clear(key) {
      await Promise.all([local.delete(key), remote(() => shared.delete(key))]);
    },
  };
}
