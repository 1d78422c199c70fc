import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { matchPublicPage } from '../domain/public-pages.ts';
import { cacheStats } from '../lib/cache-stats.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { useCompiledWeb } from '../test/web-test-app.ts';
import { loginAs } from '../test/login-as.ts';
import { createVacancy } from '../test/vacancies.ts';

/**
 * The page cache through the real HTTP listener, where the raw fast path answers before Fastify
 * (`inject` never reaches it): what it must leave to Fastify, what junk URLs cost, the drain, and
 * the per-client bound on renders (docs/decisions/030 and 038).
 */

const TOKEN = 'metrik-rahasia-0123456789';
const BROWSER = { 'accept-encoding': 'br, gzip' };
const pageBuilds = () => cacheStats().page.builds;

const { webDistDir, buildWebTestApp } = useCompiledWeb();
/** The public pages' hashed script, as the build wrote it. */
let script: { url: string; bytes: Buffer };
beforeAll(() => {
  const manifest = JSON.parse(
    readFileSync(path.join(webDistDir(), 'client/.vite/public-manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const file = manifest['web/entry.public.tsx'].file;
  script = { url: `/${file}`, bytes: readFileSync(path.join(webDistDir(), 'client', file)) };
});

const keepAlive = new Agent({ keepAlive: true });
afterAll(() => keepAlive.destroy());

/** A GET on a kept-alive connection, with the raw headers Node received (Connection among them). */
function rawGet(address: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, unknown>;
    body: string;
    bytes: Buffer;
  }>((resolve, reject) => {
    const request = httpRequest(`${address}${path}`, { headers, agent: keepAlive }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the raw fast path over HTTP', () => {
  let app: TestApp;
  let address: string;
  let slug: string;
  /** Requests that reached Fastify's request cycle. */
  const viaFastify: string[] = [];

  beforeAll(async () => {
    app = await buildWebTestApp(
      'sqlite',
      { METRICS_TOKEN: TOKEN },
      {
        beforeReady: (unready) => {
          unready.addHook('onRequest', async (request) => {
            viaFastify.push(request.url);
          });
        },
      },
    );
    address = await app.listen({ host: '127.0.0.1', port: 0 });
    const hrd = await loginAs(app, 'hrd');
    slug = (await createVacancy(app, hrd.headers, { kota: 'Bekasi' })).slug;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Each kind of answer the fast path keeps, asked for twice so the second is a kept one. */
  const cachedKinds = () => [
    '/',
    '/tentang-kami',
    '/layanan/parkir',
    '/kebijakan-privasi',
    '/lowongan',
    '/lowongan?kota=Bekasi',
    `/lowongan/${slug}`,
    '/sitemap.xml',
    '/robots.txt',
    '/halaman-yang-tidak-ada',
    '/api/faqs',
    script.url,
  ];

  const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
    fetch(`${address}/metrics`, { headers });

  it('answers /metrics per its rules after a 404 and after every kind of kept page', async () => {
    expect((await scrape()).status).toBe(200);
    for (const url of cachedKinds()) {
      await fetch(`${address}${url}`, { headers: BROWSER });
      const kept = await fetch(`${address}${url}`, { headers: BROWSER });
      expect(kept.status, url).toBeLessThan(500);
      for (const path of ['/metrics', '/metrics/', '/metrics?x=1']) {
        const metrics = await fetch(`${address}${path}`, {
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(metrics.status, `${path} after ${url}`).toBe(200);
        expect(metrics.headers.get('content-type')).toContain('text/plain');
        expect(await metrics.text()).toContain('sigap_ready 1');
      }
      const refused = await scrape({});
      expect(refused.status, `no token after ${url}`).toBe(401);
      expect(await refused.json()).toMatchObject({ error: 'Token metrik tidak ada atau salah' });
    }
  });

  it('leaves every route of the app to Fastify, whatever 404 page is kept', async () => {
    await fetch(`${address}/tidak-ada-di-sini`);
    expect((await fetch(`${address}/tidak-ada-di-sini`)).status).toBe(404);
    const routes = app
      .routeTable()
      .filter(({ method }) => method === 'GET')
      .map(({ url }) => url)
      // Hashed assets are answered from memory on purpose ('hashed assets' below).
      .filter((url) => !url.startsWith('/assets/'))
      // So are the public reads a route answered from its JSON cache (fast-json.test.ts).
      .filter((url) => !app.fastJsonAnswers?.get(url))
      // And the listed pages a route renders (sitemap.xml, robots.txt: seo.routes.ts).
      .filter((url) => !matchPublicPage(url));
    expect(routes).toEqual(expect.arrayContaining(['/metrics', '/api/ready', '/api/openapi.json']));
    for (const route of new Set(routes)) {
      const url = route.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');
      viaFastify.length = 0;
      const response = await rawGet(address, url, { authorization: `Bearer ${TOKEN}` });
      expect(viaFastify, `${url} (${response.status})`).toEqual([url]);
    }
  });

  it('collapses junk filters and encoded junk onto the pages that exist, with no render', async () => {
    for (const url of ['/lowongan', '/halaman-yang-tidak-ada']) {
      await fetch(`${address}${url}`, { headers: BROWSER });
      await fetch(`${address}${url}`, { headers: BROWSER });
    }
    const builds = pageBuilds();
    const plain = await (await fetch(`${address}/lowongan`)).text();
    for (let i = 0; i < 30; i++) {
      const filtered = await fetch(`${address}/lowongan?kota=sampah${i}&posisi=Cleaning`);
      expect(filtered.status).toBe(200);
      expect(await filtered.text()).toBe(plain);
      for (const junk of [`/lowongan/${slug}%3Fx${i}`, `/lowongan/tidak-ada-${i}`]) {
        const response = await fetch(`${address}${junk}`);
        expect(response.status, junk).toBe(404);
      }
    }
    expect(pageBuilds()).toBe(builds);
  });

  it('keeps a new page with fast compression first, then the best once it is popular', async () => {
    app.pageCache.clear();
    const first = await fetch(`${address}/tentang-kami`, { headers: BROWSER });
    expect(first.headers.get('etag')).toMatch(/-br-fast"$/);
    let etag = '';
    for (let i = 0; i < 20 && !/-br"$/.test(etag); i++) {
      etag = String(
        (await fetch(`${address}/tentang-kami`, { headers: BROWSER })).headers.get('etag'),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(etag).toMatch(/-br"$/);
  });

  describe('hashed assets', () => {
    it('answers a hashed script from memory: type, immutable caching, ETag, security headers', async () => {
      viaFastify.length = 0;
      const response = await rawGet(address, script.url, BROWSER);
      expect(response.status).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-encoding': 'br',
        vary: 'accept-encoding',
        'x-content-type-options': 'nosniff',
      });
      expect(String(response.headers.etag)).toMatch(/^"[\w-]+-br"$/);
      expect(brotliDecompressSync(response.bytes).equals(script.bytes)).toBe(true);
      const head = await fetch(`${address}${script.url}`, { method: 'HEAD', headers: BROWSER });
      expect(head.headers.get('content-length')).toBe(String(response.bytes.length));
      expect(viaFastify).toEqual([]);
    });

    it('answers 304 to a matching If-None-Match, the full file to an old one', async () => {
      const first = await rawGet(address, script.url, BROWSER);
      viaFastify.length = 0;
      const again = await rawGet(address, script.url, {
        ...BROWSER,
        'if-none-match': String(first.headers.etag),
      });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const stale = await rawGet(address, script.url, { ...BROWSER, 'if-none-match': '"lama"' });
      expect(stale.status).toBe(200);
      expect(viaFastify).toEqual([]);
    });

    it("sends the variant the client's Accept-Encoding allows, each with its own ETag", async () => {
      const gzip = await rawGet(address, script.url, { 'accept-encoding': 'br;q=0, gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.bytes).equals(script.bytes)).toBe(true);
      const plain = await rawGet(address, script.url, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-length']).toBe(String(script.bytes.length));
      expect(plain.bytes.equals(script.bytes)).toBe(true);
      const brotli = await rawGet(address, script.url, BROWSER);
      expect(new Set([gzip, plain, brotli].map((r) => r.headers.etag)).size).toBe(3);
    });

    it('leaves a name the build did not write to Fastify: 404, /metrics and the API unchanged', async () => {
      for (const url of ['/assets/tidak-ada-AbCd1234.js', `${script.url}.map`]) {
        viaFastify.length = 0;
        const response = await rawGet(address, url, BROWSER);
        expect(response.status, url).toBe(404);
        // Fastify answers it (the 404 page's own data calls follow it there).
        expect(viaFastify[0], url).toBe(url);
      }
      const escaped = await rawGet(address, '/assets/%2e%2e/package.json', BROWSER);
      expect(escaped.status).toBe(404);
      await rawGet(address, script.url, BROWSER);
      for (const url of ['/metrics', '/api/ready']) {
        viaFastify.length = 0;
        const response = await rawGet(address, url, { authorization: `Bearer ${TOKEN}` });
        expect(response.status, url).toBe(200);
        expect(viaFastify, url).toEqual([url]);
      }
    });
  });

  it('closes the connection of every answer while draining, kept pages too', async () => {
    await rawGet(address, '/tentang-kami');
    expect((await rawGet(address, '/tentang-kami')).headers.connection).not.toBe('close');
    app.readiness.startDraining();
    viaFastify.length = 0;
    for (const url of ['/tentang-kami', '/halaman-yang-tidak-ada', '/api/faqs', script.url]) {
      const response = await rawGet(address, url);
      expect(response.status, url).toBeLessThan(500);
      expect(response.headers.connection, url).toBe('close');
    }
  });
});

describe('renders per client', () => {
  let app: TestApp;
  let address: string;
  beforeAll(async () => {
    app = await buildWebTestApp('sqlite', { RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1' });
    address = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('renders at most 60 pages a minute for one client (429 after), others unaffected', async () => {
    const from = (client: string) => ({ 'x-forwarded-for': client });
    for (let i = 0; i < 60; i++) {
      app.pageCache.clear();
      expect((await fetch(`${address}/robots.txt`, { headers: from('203.0.113.7') })).status).toBe(
        200,
      );
    }
    app.pageCache.clear();
    const refused = await fetch(`${address}/tentang-kami`, { headers: from('203.0.113.7') });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Terlalu banyak percobaan');
    const other = await fetch(`${address}/tentang-kami`, { headers: from('203.0.113.8') });
    expect(other.status).toBe(200);
    // A kept page costs no render: the refused client still reads it.
    const kept = await fetch(`${address}/tentang-kami`, { headers: from('203.0.113.7') });
    expect(kept.status).toBe(200);
  });
});
