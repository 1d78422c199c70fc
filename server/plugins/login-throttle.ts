import { createHash } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { loginThrottleText } from '#common/texts/login-throttle';

import type { Config } from '../config.ts';
import { type AttemptCounter, attemptCounter } from '../lib/attempt-counter.ts';
import { addressKey } from '../lib/client-address.ts';
import { tooManyRequests } from '../lib/http-errors.ts';
import type { SharedRedis } from './redis.ts';

/**
 * Login attempts (docs/decisions/016 and 032). Every attempt
 * takes its slot before the password or code is checked, per (account, address) pair, per
 * account and per address; a slot past any limit answers 429 and nothing is checked, so fifty
 * parallel guesses get at most the limit evaluated. A failed attempt keeps its slot; a success
 * clears the pair and gives its other slots back; an attempt that was not evaluated (a refused
 * captcha) gives all back.
 *
 *   const slot = await app.loginThrottle.reserve(attempt);   // 429 when over a limit
 *   ... check the password or code ...
 *   await slot.succeeded();                                   // or: await slot.release()
 *
 * with `attempt = { scope, address: request.ip, account }`. `scope` keeps the logins apart
 * ('staff', 'applicant', 'staff-mfa'); `account` is what the person typed (compared
 * case-insensitively and kept only as a hash). Addresses count by `addressKey` (IPv6 by /64).
 */

export interface LoginAttempt {
  scope: string;
  /** The client address, `request.ip` (TRUST_PROXY decides what that is). */
  address: string;
  /** The user name, e-mail or account id the attempt is for. */
  account: string;
}

export interface ReservedAttempt {
  /** The password or code was right: the pair starts over, the other slots are given back. */
  succeeded(): Promise<void>;
  /** The attempt was not evaluated (e.g. the captcha refused it): every slot is given back. */
  release(): Promise<void>;
}

export interface LoginThrottle {
  /** Takes one slot per counter; throws 429 with the minutes to wait when any is over. */
  reserve(attempt: LoginAttempt): Promise<ReservedAttempt>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;
/** Attempts one address may make on one account per window. */
export const FAILED_LOGINS_PER_PAIR = 5;
/** Attempts one address may make over all accounts per window (guessing many names). */
export const FAILED_LOGINS_PER_ADDRESS = 20;
/**
 * Attempts on one account from all addresses per window: caps a guesser with many addresses.
 * Far above the pair limit, so a stranger needs many addresses to lock a name out for a window.
 */
export const FAILED_LOGINS_PER_ACCOUNT = 50;
/**
 * Every re-proof by a signed-in staff member (step-up, the current password before a password
 * change) shares one budget per account: a stolen session guesses the password through any of
 * them at most the pair limit per window.
 */
export const STEP_UP_SCOPE = 'staff-step-up';
/**
 * Second-factor codes of a staff account: the login's code step and the step-up with a code
 * share this scope (the same `#id` account), so a stolen session gets no more guesses than a
 * stolen password (docs/decisions/033).
 */
export const MFA_CODE_SCOPE = 'staff-mfa';
/** Second-factor codes: a right password came first, so the account limit can be tight. */
const ACCOUNT_LIMIT_BY_SCOPE: Record<string, number> = { [MFA_CODE_SCOPE]: 10 };

const hashOf = (text: string) =>
  createHash('sha256').update(text.trim().toLowerCase()).digest('base64url').slice(0, 22);

type CounterName = 'pair' | 'account' | 'address';

/** The throttle over its three counters; the plugin below gives them their store. */
export function loginThrottle(
  counters: Record<CounterName, AttemptCounter>,
  factor: number,
): LoginThrottle {
  const limit = (base: number) => Math.max(1, Math.round(base * factor));
  return {
    async reserve(attempt) {
      const account = hashOf(attempt.account);
      const address = addressKey(attempt.address);
      const keys: Record<CounterName, string> = {
        pair: `${attempt.scope}:${account}:${address}`,
        account: `${attempt.scope}:${account}`,
        address: `${attempt.scope}:${address}`,
      };
      const limits: Record<CounterName, number> = {
        pair: limit(FAILED_LOGINS_PER_PAIR),
        account: limit(ACCOUNT_LIMIT_BY_SCOPE[attempt.scope] ?? FAILED_LOGINS_PER_ACCOUNT),
        address: limit(FAILED_LOGINS_PER_ADDRESS),
      };
      const names = Object.keys(keys) as CounterName[];
      const giveBack = (which: CounterName[]) =>
        Promise.all(which.map((name) => counters[name].giveBack(keys[name])));
      const slots = await Promise.all(names.map((name) => counters[name].take(keys[name])));
      const waitMs = Math.max(
        ...slots.map((slot, i) => (slot.count > limits[names[i]!] ? slot.msLeft : 0)),
      );
      if (waitMs > 0) {
        // Not evaluated, so not counted: the counts stay at the limit instead of growing.
        await giveBack(names);
        const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
        throw tooManyRequests(loginThrottleText.locked(minutes), waitMs / 1000);
      }
      return {
        async succeeded() {
          await Promise.all([counters.pair.clear(keys.pair), giveBack(['account', 'address'])]);
        },
        async release() {
          await giveBack(names);
        },
      };
    },
  };
}

export function loginCounters(redis: SharedRedis | null) {
  const counter = (name: CounterName) =>
    attemptCounter({ name: `login:${name}:`, windowSeconds: FAILED_LOGIN_WINDOW_SECONDS, redis });
  return { pair: counter('pair'), account: counter('account'), address: counter('address') };
}

/** Decorates `app.loginThrottle`; counters in Redis when REDIS_URL is set (`app.redis`). */
export const loginThrottlePlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate('loginThrottle', loginThrottle(loginCounters(app.redis), config.rateLimitFactor));
  },
);
