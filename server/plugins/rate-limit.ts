import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';

import { apiErrorText } from '#common/texts/common';

import type { Config } from '../config.ts';
import { type AttemptCounter, attemptCounter } from '../lib/attempt-counter.ts';
import { addressKey } from '../lib/client-address.ts';
import { tooManyRequests } from '../lib/http-errors.ts';
import { perAccountRateLimit } from '../lib/per-account-rate-limit.ts';
import type { SharedRedis } from './redis.ts';

/**
 * Rate limits, every one scaled by RATE_LIMIT_FACTOR (README.md, Configuration). Routes opt in with
 * `config: { rateLimit: app.rateLimits.perIp(max, window) }`, or `perApplicant(max, window, space)`
 * to count a signed-in applicant's requests whatever their address. Counting is
 * rate-limiter-flexible's (`lib/attempt-counter.ts`): in the process, or in Redis when REDIS_URL
 * is set (shared by every instance, kept in the process as well for outages). Addresses count by
 * `addressKey` (an IPv6 client by its /64). Failed logins have their own counters
 * (`plugins/login-throttle.ts`).
 */

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store; each route gets its own key space, each window its counter. */
function counterStore(redis: SharedRedis | null, space = 'rate:'): new () => FastifyRateLimitStore {
  const byWindow = new Map<number, AttemptCounter>();
  const counterFor = (windowMs: number) => {
    let counter = byWindow.get(windowMs);
    if (!counter) {
      const windowSeconds = Math.max(1, Math.ceil(windowMs / 1000));
      counter = attemptCounter({ name: `${space}${windowSeconds}:`, windowSeconds, redis });
      byWindow.set(windowMs, counter);
    }
    return counter;
  };
  return class CounterStore implements FastifyRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number) {
      counterFor(timeWindow)
        .take(key)
        .then(
          (slot) => callback(null, { current: slot.count, ttl: slot.msLeft }),
          (error: Error) => callback(error),
        );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes its merged route settings, with `routeInfo`, as its own RedisStore reads.
      const { routeInfo } = routeOptions as unknown as {
        routeInfo: { method: string; url: string };
      };
      const Child = counterStore(redis, `${space}${routeInfo.method}${routeInfo.url}:`);
      return new Child();
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: {
      factor: number;
      perIp(max: number, timeWindow: string): { max: number; timeWindow: string };
      perApplicant(
        max: number,
        timeWindow: string,
        space: string,
      ): ReturnType<typeof perAccountRateLimit>;
    };
  }
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const factor = config.rateLimitFactor;
  await app.register(rateLimit, {
    global: false,
    store: counterStore(app.redis),
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: (_request, context) => {
      const error = tooManyRequests(apiErrorText.tooManyRequests, context.ttl / 1000);
      return error;
    },
  });
  const perIp = (max: number, timeWindow: string) => ({
    max: Math.max(1, Math.round(max * factor)),
    timeWindow,
  });
  app.decorate('rateLimits', {
    factor,
    perIp,
    // After the route's applicant check (docs/decisions/032): parallel requests of one account
    // are held back before they do their work, and applicants sharing an address are not.
    perApplicant: (max: number, timeWindow: string, space: string) =>
      perAccountRateLimit(perIp(max, timeWindow), space, (request) => request.applicant?.id),
  });
});
