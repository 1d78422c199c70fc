import type { FastifyInstance } from 'fastify';

import type { ReservedAttempt } from '../../plugins/login-throttle.ts';

/**
 * Requests per address and minute on each login route (docs/decisions/032), right or wrong, before any
 * work: the failed-attempt counters bound guessing, this bounds the hashing a burst causes.
 * Times RATE_LIMIT_FACTOR like every rate limit.
 */
export const LOGIN_REQUESTS_PER_MINUTE = 30;

/**
 * The captcha of a login whose attempt slot is already taken: a refused captcha means the
 * password was never checked, so the slot is given back before the 400 goes out.
 */
export async function verifyCaptchaOrRelease(
  app: FastifyInstance,
  slot: ReservedAttempt,
  token: string | undefined,
  ip: string,
) {
  try {
    await app.captcha.verify(token, ip);
  } catch (error) {
    await slot.release();
    throw error;
  }
}
