import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';

import { perAccountRateLimit } from './per-account-rate-limit.ts';

const request = (account: number | undefined) =>
  ({ ip: '192.0.2.7', account }) as unknown as FastifyRequest & { account?: number };

describe('perAccountRateLimit', () => {
  const setting = perAccountRateLimit(
    { max: 5, timeWindow: '10 minutes' },
    'pelamar',
    (r) => (r as ReturnType<typeof request>).account,
  );

  it('keeps the limit and counts after the token check', () => {
    expect(setting).toMatchObject({ max: 5, timeWindow: '10 minutes', hook: 'preHandler' });
  });

  it('keys a request by its account, within its space', () => {
    expect(setting.keyGenerator(request(34))).toBe('pelamar-34');
  });

  it('keys a request without an account by its address', () => {
    expect(setting.keyGenerator(request(undefined))).toBe('pelamar-192.0.2.7');
  });
});
