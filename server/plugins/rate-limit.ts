import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

import { apiErrorText } from '#common/texts/common';

import type { Config } from '../config.ts';
import { tooManyRequests } from '../lib/http-errors.ts';

/**
 * Rate limits, every one scaled by RATE_LIMIT_FACTOR (CONTRACT). Routes opt in with
 * `config: { rateLimit: app.rateLimits.perIp(max, window) }`. Failed logins have their own
 * counters (`plugins/login-throttle.ts`).
 */

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
