import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { nowIso } from '../lib/dates.ts';
import { matchPublicPage } from '../domain/public-pages.ts';
import { type TestApp, buildTestApp } from '../test/build-test-app.ts';
import { injectAs } from '../test/inject-as.ts';
import { loginAs } from '../test/login-as.ts';
import { startPrivateRedis } from '../test/redis.ts';
import type { RenderedPage } from './page-cache-answers.ts';

/**
 * Faults of the page cache (docs/decisions/030): a render that throws, and Redis going away. The page here
 * is rendered by a probe route from the FAQ table, so the test needs no web build; the cache,
 * its versions and the FAQ writes that bump them are the real ones.
 */

type Probe = { renders: number; failNext: boolean };

async function appWithProbe(env: Record<string, string> = {}) {
  const probe: Probe = { renders: 0, failNext: false };
  const app = await buildTestApp('sqlite', env, {
    beforeReady: (unready) => {
      // Serves /tentang-kami's cache entry (site settings and the about page) plus the FAQs.
      const listed = matchPublicPage('/tentang-kami')!;
      const faqPage = { ...listed, versions: [...listed.versions, 'faqs'] };
      unready.get('/probe-page', async (request, reply) =>
        unready.pageCache.serve(request, reply, faqPage, async (): Promise<RenderedPage> => {
          probe.renders += 1;
          if (probe.failNext) {
            probe.failNext = false;
            throw new Error('renderer crashed');
          }
          const rows = await unready.db.selectFrom('faqs').select('question').execute();
          return {
            status: 200,
            body: `<!doctype html><ul>${rows.map((row) => `<li>${row.question}</li>`).join('')}</ul>`,
            headers: { 'content-type': 'text/html; charset=utf-8' },
          };
        }),
      );
    },
  });
  return { app, probe };
}

const addFaqDirectly = (app: TestApp, question: string) =>
  // Straight into the database, as another instance would: no version is bumped here.
  app.db
    .insertInto('faqs')
    .values({ question, answer: 'x', created_at: nowIso(), updated_at: nowIso() })
    .execute();

describe('a render that throws', () => {
  let app: TestApp;
  let probe: Probe;
  beforeAll(async () => {
    ({ app, probe } = await appWithProbe());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 500 with the Indonesian error page once, keeps nothing and renders again next time', async () => {
    probe.failNext = true;
    const failed = await app.inject('/probe-page');
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(failed.body).toContain('Terjadi kesalahan pada server. Silakan coba lagi nanti.');
    expect(failed.body).not.toContain('renderer crashed');
    const next = await app.inject('/probe-page');
    expect(next.statusCode).toBe(200);
    expect(probe.renders).toBe(2);
    await app.inject('/probe-page');
    expect(probe.renders).toBe(2);
  });

  it('shows a FAQ saved through the API on the next request', async () => {
    await app.inject('/probe-page');
    const editor = await loginAs(app, 'editor');
    const saved = await injectAs(app, editor.headers).post('/api/faqs', {
      question: 'Apakah ada layanan malam?',
      answer: 'Ya.',
    });
    expect(saved.statusCode).toBe(201);
    expect((await app.inject('/probe-page')).body).toContain('Apakah ada layanan malam?');
  });
});

describe('Redis going away', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let app: TestApp;
  let probe: Probe;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    ({ app, probe } = await appWithProbe({ REDIS_URL: redis.url }));
  });
  afterAll(async () => {
    await app?.close();
    await redis?.stop();
  });

  it('serves from memory while Redis is down, its own edits at once, and catches up after', async () => {
    const waitUntil = async (ready: boolean) => {
      for (let i = 0; i < 100 && app.redis?.isReady() !== ready; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(app.redis?.isReady()).toBe(ready);
    };
    await app.inject('/probe-page');
    await app.inject('/probe-page');
    expect(probe.renders).toBe(1);
    await redis.stop();
    await waitUntil(false);
    // The outage marks the versions: built once from the database, then served from memory.
    await addFaqDirectly(app, 'Ditulis saat Redis mati?');
    const during = await app.inject('/probe-page');
    expect(during.statusCode).toBe(200);
    expect(during.body).toContain('Ditulis saat Redis mati?');
    const rendersDuring = probe.renders;
    for (let i = 0; i < 5; i++) expect((await app.inject('/probe-page')).statusCode).toBe(200);
    expect(probe.renders).toBe(rendersDuring);
    // A write through this instance bumps its own count: seen at once.
    const editor = await loginAs(app, 'editor');
    const saved = await injectAs(app, editor.headers).post('/api/faqs', {
      question: 'Disimpan lewat instance ini?',
      answer: 'Ya.',
    });
    expect(saved.statusCode).toBe(201);
    expect((await app.inject('/probe-page')).body).toContain('Disimpan lewat instance ini?');
    // Another instance's write is not seen until Redis is back ...
    await addFaqDirectly(app, 'Ditulis instance lain saat Redis mati?');
    expect((await app.inject('/probe-page')).body).not.toContain(
      'Ditulis instance lain saat Redis mati?',
    );

    await redis.start();
    await waitUntil(true);
    // ... then pages from the outage are not trusted: rendered again, then kept.
    expect((await app.inject('/probe-page')).body).toContain(
      'Ditulis instance lain saat Redis mati?',
    );
    const renders = probe.renders;
    await app.inject('/probe-page');
    expect(probe.renders).toBe(renders);
  });
});
