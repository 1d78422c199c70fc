import { createHash } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { loginThrottleText } from '#common/texts/login-throttle';

import type { Config } from '../config.ts';
import { tooManyRequests } from '../lib/http-errors.ts';
import { sharedCounters } from '../lib/shared-counters.ts';
import { type WindowCounters, memoryCounters } from '../lib/window-counters.ts';

/**
 * Failed logins (issue 9 item 6), counted per (account, address) pair and per address, so a
 * stranger cannot lock a real user out: failing `superadmin` five times from one address locks
 * only that address out of `superadmin`. The counters live in Redis when REDIS_URL is set (shared
 * by every instance), else in the process (docs/decisions/016-login-throttle.md).
 *
 * Every login calls, in this order and always awaited:
 *   await app.loginThrottle.assertAllowed(attempt)   // before checking the password: 429 when locked
 *   await app.loginThrottle.recordFailure(attempt)   // wrong name, password or second factor
 *   await app.loginThrottle.recordSuccess(attempt)   // after a full success: clears the pair
 * with `attempt = { scope, address: request.ip, account }`. `scope` keeps the logins apart
 * ('staff', 'applicant', 'staff-mfa'); `account` is what the person typed (compared
 * case-insensitively and stored only as a hash).
 */

export interface LoginAttempt {
  scope: string;
  /** The client address, `request.ip` (TRUST_PROXY decides what that is). */
  address: string;
  /** The user name, e-mail or account id the attempt is for. */
  account: string;
}

export interface LoginThrottle {
  /** Throws 429 with the minutes to wait (and Retry-After) when the pair or address is locked. */
  assertAllowed(attempt: LoginAttempt): Promise<void>;
  recordFailure(attempt: LoginAttempt): Promise<void>;
  recordSuccess(attempt: LoginAttempt): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures one address may make on one account per window. */
export const FAILED_LOGINS_PER_PAIR = 5;
/** Failures one address may make over all accounts per window (guessing many names). */
export const FAILED_LOGINS_PER_ADDRESS = 20;

function keysOf({ scope, address, account }: LoginAttempt) {
  const accountHash = createHash('sha256')
    .update(account.trim().toLowerCase())
    .digest('base64url')
    .slice(0, 22);
  return {
    pair: `login:${scope}:pair:${accountHash}:${address}`,
    address: `login:${scope}:addr:${address}`,
  };
}

/** The throttle over any counter store; the plugin below picks the store. */
export function loginThrottle(counters: WindowCounters, factor: number): LoginThrottle {
  const limit = (base: number) => Math.max(1, Math.round(base * factor));
  return {
    async assertAllowed(attempt) {
      const keys = keysOf(attempt);
      const [pair, address] = await counters.read([keys.pair, keys.address]);
      const locked = [
        pair!.count >= limit(FAILED_LOGINS_PER_PAIR) ? pair!.ttlMs : 0,
        address!.count >= limit(FAILED_LOGINS_PER_ADDRESS) ? address!.ttlMs : 0,
      ];
      const waitMs = Math.max(...locked);
      if (waitMs > 0) {
        const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
        throw tooManyRequests(loginThrottleText.locked(minutes), waitMs / 1000);
      }
    },
    async recordFailure(attempt) {
      const keys = keysOf(attempt);
      await counters.add([keys.pair, keys.address], FAILED_LOGIN_WINDOW_MS);
    },
    async recordSuccess(attempt) {
      await counters.clear(keysOf(attempt).pair);
    },
  };
}

/** Decorates `app.loginThrottle`; counters in Redis when REDIS_URL is set (`app.redis`). */
export const loginThrottlePlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const counters = app.redis ? sharedCounters(app.redis) : memoryCounters();
    app.decorate('loginThrottle', loginThrottle(counters, config.rateLimitFactor));
  },
);
