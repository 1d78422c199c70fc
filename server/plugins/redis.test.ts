import { existsSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { nowIso } from '../lib/dates.ts';
import { StartupError } from '../lib/startup-error.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { injectAs } from '../test/inject-as.ts';
import { loginAs } from '../test/login-as.ts';
import { TEST_REDIS_URL, freePort, startPrivateRedis } from '../test/redis.ts';
import { runServerProcess } from '../test/server-process.ts';
import { useTempDir } from '../test/temp-dir.ts';

describe('Redis unreachable at start', () => {
  const dataDir = useTempDir('sigap-redis-start-');

  it('buildApp refuses with a message naming REDIS_URL and opens nothing', async () => {
    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir(),
      LOG_LEVEL: 'silent',
      REDIS_URL: `redis://:rahasia@127.0.0.1:${port}`,
    });
    const attempt = buildApp(config, { web: false, logger: false });
    await expect(attempt).rejects.toBeInstanceOf(StartupError);
    await expect(attempt).rejects.toThrow(
      new RegExp(
        `^REDIS_URL: cannot use Redis at redis://127\\.0\\.0\\.1:${port} \\(.*ECONNREFUSED`,
      ),
    );
    await expect(attempt).rejects.not.toThrow(/rahasia/);
    // Nothing was opened: the database comes after Redis.
    expect(existsSync(path.join(dataDir(), 'sigap.db'))).toBe(false);
  });

  it('the server process exits 1 with that message and never listens', async () => {
    const port = await freePort();
    const { code, output } = await runServerProcess({
      DATA_DIR: dataDir(),
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
    expect(code).toBe(1);
    expect(output).toContain(`REDIS_URL: cannot use Redis at redis://127.0.0.1:${port}`);
    expect(output).not.toContain('Server listening');
  });
});

describe.skipIf(!TEST_REDIS_URL)('Redis lost while running', () => {
  // needs TEST_REDIS_URL (CI sets it; this suite starts its own redis-server to stop it)
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let app: TestApp;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    app = await buildTestApp('sqlite', { REDIS_URL: redis.url, RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(async () => {
    await app?.close();
    await redis?.stop();
  });

  const questions = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/faqs' });
    expect(response.statusCode).toBe(200);
    return (response.json() as { question: string }[]).map((faq) => faq.question);
  };
  const addDirectly = (question: string) =>
    // Straight into the database, as another instance would: no invalidation reaches this one.
    app.db
      .insertInto('faqs')
      .values({ question, answer: 'x', created_at: nowIso(), updated_at: nowIso() })
      .execute();
  const failLogin = () =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.30.0.1',
      payload: { nama: 'superadmin', password: 'salah' },
    });

  it('public lists keep answering, fresh, while Redis is down and after it is back', async () => {
    await questions();
    await redis.stop();
    await addDirectly('Ditulis saat Redis mati?');
    // No version can be read: the cache is bypassed, so the new row shows at once.
    expect(await questions()).toContain('Ditulis saat Redis mati?');
    const editor = await loginAs(app, 'editor');
    const created = await injectAs(app, editor.headers).post('/api/faqs', {
      question: 'Disimpan saat Redis mati?',
      answer: 'Ya.',
    });
    expect(created.statusCode).toBe(201);
    expect(await questions()).toContain('Disimpan saat Redis mati?');
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      status: 'error',
      down: ['redis'],
      error: 'Layanan tidak dapat dihubungi: redis',
      code: 'unavailable',
    });

    await redis.start();
    await waitFor(async () => app.redis?.isReady() === true);
    await questions();
    await addDirectly('Ditulis setelah Redis kembali?');
    // Cached again (with Redis back, only a version bump drops the entry).
    expect(await questions()).not.toContain('Ditulis setelah Redis kembali?');
  });

  it('failed logins are counted in the process while Redis is down', async () => {
    await redis.stop();
    for (let i = 0; i < 5; i += 1) expect((await failLogin()).statusCode).toBe(401);
    expect((await failLogin()).statusCode).toBe(429);
    await redis.start();
    await waitFor(async () => app.redis?.isReady() === true);
    // The failures counted during the outage still hold after Redis is back.
    expect((await failLogin()).statusCode).toBe(429);
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
