import { describe, expect, it } from 'vitest';

import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { type TestApp, buildTestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';

const TOKEN = 'metrics-test-token-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };

/** The value of the one sample `name{labels}` in a scrape, or undefined. */
function sample(scrape: string, name: string, labels: Record<string, string> = {}) {
  const line = scrape
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(TEST_DATABASES)('metrics on %s', (dialect) => {
  let app: TestApp;
  // Mail is defined only where SMTP is set; the runner is stopped so queued jobs stay queued.
  useTestApp(
    (built) => (app = built),
    dialect,
    { METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:9' },
    { jobs: { autoStart: false } },
  );
  const scrape = async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: AUTH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('refuses a scrape without the token or with a wrong one, in Indonesian', async () => {
    for (const headers of [{}, { authorization: 'Bearer salah' }, { authorization: TOKEN }]) {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ error: 'Token metrik tidak ada atau salah' });
    }
  });

  it('counts requests by route template, never by the URL asked for', async () => {
    await app.inject({ method: 'GET', url: '/api/pages/tentang-kami' });
    await app.inject({ method: 'GET', url: '/api/pages/halaman-rahasia-budi' });
    const body = await scrape();
    expect(
      sample(body, 'sigap_http_request_duration_seconds_count', {
        route: '/api/pages/:slug',
        method: 'GET',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(body, 'sigap_http_request_duration_seconds_count', {
        route: '/api/pages/:slug',
        status: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain('halaman-rahasia-budi');
    expect(body).toContain('sigap_http_request_duration_seconds_bucket{le="0.005"');
  });

  it('puts fifty different unknown paths under one label', async () => {
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.inject({ method: 'POST', url: `/api/coba-${i}-${Math.random()}` }),
      ),
    );
    const body = await scrape();
    expect(body).not.toContain('/api/coba-');
    expect(
      sample(body, 'sigap_http_request_duration_seconds_count', {
        route: '(unmatched)',
        method: 'POST',
        status: '404',
      }),
    ).toBeGreaterThanOrEqual(50);
  });

  it('reports queued jobs by kind and the age of the oldest one', async () => {
    const before = sample(await scrape(), 'sigap_jobs', { kind: 'mail', status: 'queued' });
    expect(before).toBe(0);
    const runAt = new Date(Date.now() - 90_000);
    await app.jobs.enqueue('mail', { to: 'a@contoh.id', subject: 's', text: 't' }, { runAt });
    const body = await scrape();
    expect(sample(body, 'sigap_jobs', { kind: 'mail', status: 'queued' })).toBe(1);
    expect(sample(body, 'sigap_jobs', { kind: 'mail', status: 'failed' })).toBe(0);
    expect(sample(body, 'sigap_jobs_oldest_queued_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(body).not.toContain('a@contoh.id');
    await app.db.deleteFrom('jobs').where('type', '=', 'mail').execute();
  });

  it('counts JSON cache hits and misses under fifty concurrent reads, with one build', async () => {
    const before = await scrape();
    const builds = sample(before, 'sigap_cache_builds_total', { cache: 'json' })!;
    const hits = sample(before, 'sigap_cache_lookups_total', { cache: 'json', result: 'hit' })!;
    const misses = sample(before, 'sigap_cache_lookups_total', { cache: 'json', result: 'miss' })!;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => app.inject({ method: 'GET', url: '/api/cards' })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const after = await scrape();
    const newHits = sample(after, 'sigap_cache_lookups_total', { cache: 'json', result: 'hit' })!;
    const newMisses = sample(after, 'sigap_cache_lookups_total', {
      cache: 'json',
      result: 'miss',
    })!;
    expect(newHits + newMisses - hits - misses).toBe(50);
    // Reads that wait for the one build under way count as misses, but share its single load.
    expect(
      sample(after, 'sigap_cache_builds_total', { cache: 'json' })! - builds,
    ).toBeLessThanOrEqual(1);
    expect(sample(after, 'sigap_cache_lookups_total', { cache: 'page', result: 'hit' })).toBe(0);
  });

  it('reports the database pool, the dependencies, readiness and process metrics', async () => {
    const body = await scrape();
    expect(sample(body, 'sigap_db_pool_max')).toBe(dialect === 'postgres' ? 10 : 1);
    expect(sample(body, 'sigap_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(sample(body, 'sigap_dependency_up', { dependency: 'database' })).toBe(1);
    expect(sample(body, 'sigap_dependency_up', { dependency: 'storage' })).toBe(1);
    expect(sample(body, 'sigap_ready')).toBe(1);
    expect(sample(body, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });
});

describe('metrics switched off', () => {
  it('answers 404 when METRICS_TOKEN is unset, whatever the token sent', async () => {
    const app = await buildTestApp('sqlite');
    try {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers: AUTH });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
