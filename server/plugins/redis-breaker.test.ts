import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { TEST_REDIS_URL, startPrivateRedis } from '../test/redis.ts';

/**
 * A Redis that keeps its connection but stops answering (docs/decisions/056-dependency-faults.md):
 * the circuit breaker's PING opens within a few seconds, after which requests use their
 * fallbacks at once (rate limits and failed logins counted in the process, caches versioned
 * in it) instead of each waiting for a command timeout; /api/ready names Redis meanwhile, and all
 * of it closes again when Redis answers.
 */

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Needs TEST_REDIS_URL (CI sets it); the suite starts its own redis-server to pause it.
describe.skipIf(!TEST_REDIS_URL)('Redis that stops answering', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let app: TestApp;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    app = await buildTestApp('sqlite', { REDIS_URL: redis.url, RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(async () => {
    redis?.resume();
    await app?.close();
    await redis?.stop();
  });

  const failLogin = () =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.40.0.1',
      payload: { nama: 'superadmin', password: 'salah' },
    });

  it('opens the breaker, falls back, reports it, and closes again when Redis answers', async () => {
    expect((await app.inject('/api/faqs')).statusCode).toBe(200);
    redis.pause();
    await waitFor(() => app.redis?.isReady() === false);
    // The connection is still open: only the breaker knows.
    expect(app.redis?.client.status).toBe('ready');
    await waitFor(async () => (await app.inject('/api/ready')).statusCode === 503);
    expect((await app.inject('/api/ready')).json()).toMatchObject({
      status: 'degraded',
      down: ['redis'],
    });
    // Counted in the process, never unlimited: five failures, then the lock.
    const logins = [];
    for (let i = 0; i < 6; i += 1) logins.push((await failLogin()).statusCode);
    expect(logins).toEqual([401, 401, 401, 401, 401, 429]);
    const lists = await Promise.all(Array.from({ length: 20 }, () => app.inject('/api/faqs')));
    expect(lists.map((response) => response.statusCode)).toEqual(Array(20).fill(200));

    redis.resume();
    await waitFor(() => app.redis?.isReady() === true);
    await waitFor(async () => (await app.inject('/api/ready')).statusCode === 200);
    // The failures counted during the outage still hold.
    expect((await failLogin()).statusCode).toBe(429);
  }, 60_000);
});
