import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

import { apiErrorText } from '#common/texts/common';

import type { Config } from '../config.ts';
import { tooManyRequests } from '../lib/http-errors.ts';

/**
 * Rate limits, every one scaled by RATE_LIMIT_FACTOR (CONTRACT). Routes opt in with
 * `config: { rateLimit: app.rateLimits.perIp(max, window) }`; failed logins are counted per IP
 * and per username by `app.loginThrottle`. Counters live in memory: one instance is the
 * supported deployment (docs/decisions/002-sqlite-and-postgresql.md).
 */

export interface LoginThrottle {
  /** Throws 429 when this IP or this username failed too often. */
  check(scope: string, ip: string, username: string): void;
  fail(scope: string, ip: string, username: string): void;
  succeed(scope: string, ip: string, username: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: {
      factor: number;
      perIp(max: number, timeWindow: string): { max: number; timeWindow: string };
    };
    loginThrottle: LoginThrottle;
  }
}

const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
const FAILED_LOGINS_PER_IP = 20;
const FAILED_LOGINS_PER_USERNAME = 5;

class WindowCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly windowMs: number) {}
  count(key: string) {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= Date.now()) return { count: 0, resetAt: 0 };
    return entry;
  }
  add(key: string) {
    const now = Date.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now)
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
    if (this.hits.size > 100_000) this.sweep(now);
  }
  clear(key: string) {
    this.hits.delete(key);
  }
  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const factor = config.rateLimitFactor;
  await app.register(rateLimit, {
    global: false,
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

  const failures = new WindowCounter(FAILED_LOGIN_WINDOW_MS);
  const limit = (base: number) => Math.max(1, Math.round(base * factor));
  app.decorate('loginThrottle', {
    check(scope, ip, username) {
      const byIp = failures.count(`${scope}:ip:${ip}`);
      const byUser = failures.count(`${scope}:user:${username.toLowerCase()}`);
      if (
        byIp.count >= limit(FAILED_LOGINS_PER_IP) ||
        byUser.count >= limit(FAILED_LOGINS_PER_USERNAME)
      ) {
        const resetAt = Math.max(byIp.resetAt, byUser.resetAt);
        throw tooManyRequests(apiErrorText.tooManyRequests, (resetAt - Date.now()) / 1000);
      }
    },
    fail(scope, ip, username) {
      failures.add(`${scope}:ip:${ip}`);
      failures.add(`${scope}:user:${username.toLowerCase()}`);
    },
    succeed(scope, _ip, username) {
      failures.clear(`${scope}:user:${username.toLowerCase()}`);
    },
  } satisfies LoginThrottle);
});
