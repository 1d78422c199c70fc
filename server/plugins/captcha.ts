import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Payload } from 'altcha-lib/v1/types';

import { commonText } from '#common/texts/common';

import type { Config } from '../config.ts';
import { nowIso } from '../lib/dates.ts';
import { badRequest, isUniqueViolation } from '../lib/http-errors.ts';

/**
 * One captcha interface, three providers (docs/decisions/004-captcha-providers.md):
 * altcha (self-hosted proof of work, each solved challenge accepted once), recaptcha (Google's
 * server check, URL configurable for tests) and off.
 */

export interface CaptchaService {
  provider: Config['captcha']['provider'];
  /** What the browser needs to draw the widget; written into the HTML by the server. */
  publicConfig: { provider: Config['captcha']['provider']; siteKey?: string };
  /** Throws 400 'Harap verifikasi reCAPTCHA terlebih dahulu' when the token is missing or wrong. */
  verify(token: string | undefined | null, remoteIp?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService;
  }
}

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Challenges one address may fetch per minute (a page with forms fetches one per form). */
const CHALLENGES_PER_MINUTE = 30;

export const captchaPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const settings = config.captcha;
  const missing = () => badRequest(commonText.captchaRequired, 'captcha_failed');

  async function verifyAltcha(token: string) {
    let ok = false;
    try {
      ok = await verifySolution(token, settings.altchaHmacKey, true);
    } catch {
      ok = false;
    }
    if (!ok) throw missing();
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    const expires =
      Number(extractParams(payload).expires ?? 0) * 1000 || Date.now() + CHALLENGE_TTL_MS;
    try {
      await app.db
        .insertInto('used_captchas')
        .values({ signature: payload.signature, expires_at: new Date(expires).toISOString() })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw missing();
      throw error;
    }
    // Forget spent challenges once they could no longer verify anyway.
    await app.db.deleteFrom('used_captchas').where('expires_at', '<', nowIso()).execute();
  }

  async function verifyRecaptcha(token: string, remoteIp?: string) {
    const body = new URLSearchParams({
      secret: settings.recaptchaSecretKey ?? '',
      response: token,
    });
    if (remoteIp) body.set('remoteip', remoteIp);
    try {
      const response = await fetch(settings.recaptchaVerifyUrl, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(5000),
      });
      const result = (await response.json()) as { success?: boolean };
      if (result.success === true) return;
    } catch (error) {
      app.log.warn({ err: error }, 'recaptcha verification request failed');
    }
    throw missing();
  }

  const service: CaptchaService = {
    provider: settings.provider,
    publicConfig:
      settings.provider === 'recaptcha'
        ? { provider: 'recaptcha', siteKey: settings.recaptchaSiteKey }
        : { provider: settings.provider },
    async verify(token, remoteIp) {
      if (settings.provider === 'off') return;
      if (!token || typeof token !== 'string' || token.length > 10_000) throw missing();
      if (settings.provider === 'altcha') return verifyAltcha(token);
      return verifyRecaptcha(token, remoteIp);
    },
  };
  app.decorate('captcha', service);
  if (settings.provider === 'off')
    app.log.warn('CAPTCHA_PROVIDER=off: forms are not protected by a captcha');

  // Challenges are cheap to make but each is remembered until it expires (spent-challenge list);
  // per address they are limited like the forms they unlock (docs/decisions/032).
  const challengeLimit = { rateLimit: app.rateLimits.perIp(CHALLENGES_PER_MINUTE, '1 minute') };
  app.get('/api/captcha/challenge', { config: challengeLimit }, async (_request, reply) => {
    if (settings.provider !== 'altcha')
      return reply.code(404).send({ error: 'Captcha ALTCHA tidak aktif', code: 'not_found' });
    reply.header('cache-control', 'no-store');
    return createChallenge({
      hmacKey: settings.altchaHmacKey,
      maxNumber: settings.altchaMaxNumber,
      expires: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
  });
});
