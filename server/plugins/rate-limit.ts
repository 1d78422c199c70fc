import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';

import { apiErrorText } from '#common/texts/common';

import type { Config } from '../config.ts';
import { tooManyRequests } from '../lib/http-errors.ts';
import { sharedCounters } from '../lib/shared-counters.ts';
import type { WindowCounters } from '../lib/window-counters.ts';

/**
 * Rate limits, every one scaled by RATE_LIMIT_FACTOR (CONTRACT). Routes opt in with
 * `config: { rateLimit: app.rateLimits.perIp(max, window) }`. Counters are the plugin's own
 * in-process store, or Redis when REDIS_URL is set (shared by every instance, in this process
 * while Redis is down). Failed logins have their own counters (`plugins/login-throttle.ts`).
 */

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store over window counters; each route gets its own key space. */
function counterStore(counters: WindowCounters, space = 'rate:'): new () => FastifyRateLimitStore {
  return class CounterStore implements FastifyRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number) {
      counters.increment(space + key, timeWindow).then(
        (state) => callback(null, { current: state.count, ttl: state.ttlMs }),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: StoreCallback) {
      counters.read([space + key]).then(
        ([state]) => callback(null, { current: state!.count, ttl: state!.ttlMs }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes its merged route settings, with `routeInfo`, as its own RedisStore reads.
      const { routeInfo } = routeOptions as unknown as {
        routeInfo: { method: string; url: string };
      };
      const Child = counterStore(counters, `${space}${routeInfo.method}${routeInfo.url}:`);
      return new Child();
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: {
      factor: number;
      perIp(max: number, timeWindow: string): { max: number; timeWindow: string };
    };
  }
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const factor = config.rateLimitFactor;
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { store: counterStore(sharedCounters(app.redis)) } : {}),
    errorResponseBuilder: (_request, context) => {
      const error = tooManyRequests(apiErrorText.tooManyRequests, context.ttl / 1000);
      return error;
    },
  });
  app.decorate('rateLimits', {
    factor,
    perIp: (max: number, timeWindow: string) => ({
      max: Math.max(1, Math.round(max * factor)),
      timeWindow,
    }),
  });
});
