import type { FastifyRequest } from 'fastify';

/**
 * A route's rate limit counted per signed-in account instead of per address. It runs as a
 * preHandler, after the route's token check, so `accountOf` can read whom the token names; a
 * request without an account counts by its address. `space` keeps each route's keys apart.
 */
export function perAccountRateLimit(
  limit: { max: number; timeWindow: string },
  space: string,
  accountOf: (request: FastifyRequest) => number | undefined,
) {
  return {
    ...limit,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${space}-${accountOf(request) ?? request.ip}`,
  };
}
