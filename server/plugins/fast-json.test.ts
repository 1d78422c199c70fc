import { describe, expect, it } from 'vitest';

import type { TestApp } from '../test/build-test-app.ts';
import { TEST_DATABASES } from '../test/for-each-database.ts';
import { loginAs } from '../test/login-as.ts';
import { injectAs } from '../test/inject-as.ts';
import { useTestApp } from '../test/test-app-per-suite.ts';

/**
 * Public JSON reads over HTTP (docs/decisions/030): once a route has answered a URL from its
 * jsonCache, the raw fast path sends that URL's next answers without Fastify, with the same
 * status, headers and bytes; an edit is seen by the very next read; anything else (a query
 * string, a URL no route answered yet, a write) still goes through Fastify.
 */
const PUBLIC_READS = [
  '/api/faqs',
  '/api/dokumentasi',
  '/api/testimonies',
  '/api/cards',
  '/api/gallery/keamanan',
  '/api/site-settings',
  '/api/pages/tentang-kami',
  '/api/lowongan',
];
const BROWSER = { 'accept-encoding': 'br, gzip' };
/** Headers that differ per connection or per moment, never per answer. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

describe.each(TEST_DATABASES)('public JSON from memory before Fastify on %s', (dialect) => {
  let app: TestApp;
  let address: string;
  /** Requests that reached Fastify's request cycle. */
  const viaFastify: string[] = [];
  useTestApp(
    async (built) => {
      app = built;
      address = await app.listen({ host: '127.0.0.1', port: 0 });
    },
    dialect,
    {},
    {
      beforeReady: async (unready) => {
        unready.addHook('onRequest', async (request) => {
          viaFastify.push(`${request.method} ${request.url}`);
        });
      },
    },
  );

  const headersOf = (response: Response) =>
    Object.fromEntries([...response.headers].filter(([name]) => !PER_CONNECTION.has(name)));

  it.each(PUBLIC_READS)('%s: the second answer skips Fastify and is the same', async (url) => {
    const first = await fetch(`${address}${url}`, { headers: BROWSER });
    expect(first.status).toBe(200);
    const firstBody = Buffer.from(await first.arrayBuffer());
    viaFastify.length = 0;
    const second = await fetch(`${address}${url}`, { headers: BROWSER });
    expect(viaFastify).toEqual([]);
    expect(second.status).toBe(200);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBody)).toBe(true);

    const notModified = await fetch(`${address}${url}`, {
      headers: { ...BROWSER, 'if-none-match': String(first.headers.get('etag')) },
    });
    expect(notModified.status).toBe(304);
    expect((await notModified.arrayBuffer()).byteLength).toBe(0);
    const head = await fetch(`${address}${url}`, { method: 'HEAD', headers: BROWSER });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(viaFastify).toEqual([]);
  });

  it('an edit is in the very next raw answer; a query string still goes through Fastify', async () => {
    const editor = await loginAs(app, 'editor');
    await fetch(`${address}/api/faqs`);
    const question = `Apakah cepat ${Date.now()}?`;
    const created = await injectAs(app, editor.headers).post('/api/faqs', {
      question,
      answer: 'Ya.',
    });
    expect(created.statusCode).toBe(201);
    viaFastify.length = 0;
    const after = await fetch(`${address}/api/faqs`, { headers: { 'accept-encoding': 'br' } });
    expect(viaFastify).toEqual([]);
    expect(await after.text()).toContain(question); // fetch decompresses
    const filtered = await fetch(`${address}/api/lowongan?kota=Bandung`);
    expect(filtered.status).toBe(200);
    expect(viaFastify).toEqual(['GET /api/lowongan?kota=Bandung']);
  });
});
