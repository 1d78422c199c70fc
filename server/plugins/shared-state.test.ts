import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Dialect } from '../db/database.ts';
import { hashPassword } from '../lib/passwords.ts';
import { TEST_DATABASES, openTestDatabase } from '../test/for-each-database.ts';
import { loginAs } from '../test/login-as.ts';
import { insertStaffUser } from '../test/staff-users.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { TEST_REDIS_URL, deleteRedisKeys, uniqueRedisPrefix } from '../test/redis.ts';

/**
 * Two instances of the app on one database ("any request may reach any instance with
 * the same result"). With REDIS_URL they share rate limits, failed-login counters and cache
 * versions; the control case without Redis shows what the shared state is for.
 */
async function twoInstances(dialect: Dialect, redisUrl: string | undefined) {
  const database = await openTestDatabase(dialect);
  // Both apps use the one database; it is closed once, after both apps.
  const shared = { ...database, close: async () => undefined };
  const prefix = uniqueRedisPrefix();
  const dirs: string[] = [];
  async function instance() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sigap-instance-'));
    dirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      CAPTCHA_PROVIDER: 'off',
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      RATE_LIMIT_FACTOR: '1',
      ADMIN_USERNAME: 'superadmin',
      ADMIN_PASSWORD: 'superadmin-test-password',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    });
    config.redis.keyPrefix = prefix;
    const app = await buildApp(config, { database: shared, web: false, logger: false });
    await app.ready();
    return Object.assign(app, { config }) as TestApp;
  }
  const a = await instance();
  const b = await instance();
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await database.close();
      if (redisUrl) await deleteRedisKeys(redisUrl, prefix);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

const login = (app: TestApp, nama: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    payload: { nama, password },
  });

const faqQuestions = async (app: TestApp) =>
  ((await app.inject({ method: 'GET', url: '/api/faqs' })).json() as { question: string }[]).map(
    (faq) => faq.question,
  );

async function addFaq(app: TestApp, question: string) {
  const editor = await loginAs(app, 'editor');
  const response = await app.inject({
    method: 'POST',
    url: '/api/faqs',
    headers: editor.headers,
    payload: { question, answer: 'Jawaban.' },
  });
  expect(response.statusCode).toBe(201);
}

describe.skipIf(!TEST_REDIS_URL)('two instances sharing Redis', () => {
  // needs TEST_REDIS_URL (CI sets it to the local Redis)
  describe.each(TEST_DATABASES)('on %s', (dialect) => {
    let pair: Awaited<ReturnType<typeof twoInstances>>;
    beforeAll(async () => {
      pair = await twoInstances(dialect, TEST_REDIS_URL);
    });
    afterAll(async () => {
      await pair?.close();
    });

    it('the failed-login limit reached through A holds through B', async () => {
      await insertStaffUser(pair.a, {
        nama: 'bersama1',
        role: 'editor',
        passwordHash: await hashPassword('kata-sandi-yang-kuat'),
      });
      for (let i = 0; i < 5; i += 1) {
        const via = i % 2 ? pair.b : pair.a;
        expect((await login(via, 'bersama1', 'salah', '10.20.0.1')).statusCode).toBe(401);
      }
      const blocked = await login(pair.b, 'bersama1', 'kata-sandi-yang-kuat', '10.20.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toBe(
        'Terlalu banyak percobaan login. Coba lagi dalam 15 menit.',
      );
      // Another address is not locked out of the account on either instance.
      expect(
        (await login(pair.a, 'bersama1', 'kata-sandi-yang-kuat', '10.20.0.2')).statusCode,
      ).toBe(200);
    });

    it('a rate limit counts requests to both instances', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await (i % 2 ? pair.b : pair.a).inject({
          method: 'POST',
          url: '/api/register-user',
          remoteAddress: '10.20.1.1',
          payload: { nama: 'budi', email: 'budi@contoh.id', password: 'x' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses[10]).toBe(429);
    });

    it('a content edit through A is served by B at once', async () => {
      await faqQuestions(pair.b); // B has the list cached now
      await addFaq(pair.a, 'Pertanyaan lewat instance A?');
      expect(await faqQuestions(pair.b)).toContain('Pertanyaan lewat instance A?');
      await addFaq(pair.b, 'Pertanyaan lewat instance B?');
      expect(await faqQuestions(pair.a)).toContain('Pertanyaan lewat instance B?');
    });
  });
});

describe('two instances without Redis (control: why the shared versions exist)', () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances('sqlite', undefined);
  });
  afterAll(async () => {
    await pair?.close();
  });

  it('B keeps serving its cached list after an edit through A', async () => {
    await faqQuestions(pair.b);
    await addFaq(pair.a, 'Tidak terlihat di B?');
    expect(await faqQuestions(pair.b)).not.toContain('Tidak terlihat di B?');
    expect(await faqQuestions(pair.a)).toContain('Tidak terlihat di B?');
  });
});
