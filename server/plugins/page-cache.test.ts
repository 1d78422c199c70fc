import { randomBytes } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cacheStats } from '../lib/cache-stats.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { useCompiledWeb } from '../test/web-test-app.ts';
import { TEST_DATABASES } from '../test/for-each-database.ts';
import { loginAs, loginAsApplicant } from '../test/login-as.ts';
import { injectAs } from '../test/inject-as.ts';
import { injectForm, jpegBytes, jpegPart } from '../test/multipart-form.ts';
import { VALID_SITE_SETTINGS } from '../test/site-settings.ts';
import { unique } from '../test/unique.ts';

/**
 * The page cache with the real renderer (the compiled web build, as `npm start` serves it):
 * public pages are made once per content version, any edit shows at once on every page that
 * shows it, and nothing personal is ever kept (docs/decisions/030).
 */

const BROWSER = { 'accept-encoding': 'br, gzip' };

const pageBuilds = () => cacheStats().page.builds;

const { buildWebTestApp } = useCompiledWeb();

describe.each(TEST_DATABASES)('page cache on %s', (dialect) => {
  let app: TestApp;
  let editor: Awaited<ReturnType<typeof loginAs>>;
  beforeAll(async () => {
    app = await buildWebTestApp(dialect);
    editor = await loginAs(app, 'editor');
  });
  afterAll(async () => {
    await app?.close();
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, html: response.body, response };
  };

  it('answers from memory with Content-Encoding, Vary, ETag and Content-Length, 304 and HEAD', async () => {
    const first = await app.inject({ method: 'GET', url: '/tentang-kami', headers: BROWSER });
    const builds = pageBuilds();
    const again = await app.inject({ method: 'GET', url: '/tentang-kami', headers: BROWSER });
    expect(pageBuilds()).toBe(builds);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.vary).toBe('accept-encoding');
    expect(again.headers['content-length']).toBe(String(again.rawPayload.length));
    expect(brotliDecompressSync(again.rawPayload).toString()).toContain('</html>');
    // The security headers still come with a kept page.
    expect(again.headers['content-security-policy']).toContain("script-src 'self'");

    const gzip = await app.inject({ url: '/tentang-kami', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/tentang-kami' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<!doctype html>');

    const notModified = await app.inject({
      url: '/tentang-kami',
      headers: { ...BROWSER, 'if-none-match': String(again.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);

    const head = await app.inject({ method: 'HEAD', url: '/tentang-kami', headers: BROWSER });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(again.rawPayload.length));
    expect(head.headers.etag).toBe(again.headers.etag);
  });

  it('renders a page once for fifty concurrent first requests', async () => {
    await injectAs(app, editor.headers).put('/api/pages', {
      slug: 'kebijakan-privasi',
      title: unique('Kebijakan'),
      content: '<p>Isi.</p>',
    });
    const builds = pageBuilds();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => app.inject({ url: '/kebijakan-privasi', headers: BROWSER })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(pageBuilds() - builds).toBe(1);
  });

  it('shows an edit at once on every page that shows the edited thing', async () => {
    for (const url of ['/', '/tentang-kami', '/layanan/parkir', '/tidak-ada']) await page(url);

    const testimony = unique('Bu Testimoni');
    const created = await injectForm(
      app,
      { method: 'POST', url: '/api/testimonies', headers: editor.headers },
      [
        { name: 'name', value: testimony },
        { name: 'message', value: 'Pelayanan sangat baik.' },
      ],
    );
    expect(created.statusCode).toBe(201);
    expect((await page('/')).html).toContain(testimony);

    const faq = unique('Apakah tersedia');
    const faqSaved = await injectAs(app, editor.headers).post('/api/faqs', {
      question: faq,
      answer: 'Ya.',
    });
    expect(faqSaved.statusCode).toBe(201);
    expect((await page('/')).html).toContain(faq);

    // The footer of every page, the 404 page included.
    const company = unique('PT Baru');
    const settings = await injectAs(app, editor.headers).put('/api/site-settings', {
      ...VALID_SITE_SETTINGS,
      name: company,
    });
    expect(settings.statusCode).toBe(200);
    for (const url of ['/', '/tentang-kami', '/layanan/parkir', '/tidak-ada'])
      expect((await page(url)).html, url).toContain(company);

    const title = unique('Layanan Parkir');
    const saved = await injectAs(app, editor.headers).put('/api/pages', {
      slug: 'layanan-parkir',
      title,
      content: '<p>Parkir aman.</p>',
    });
    expect(saved.statusCode).toBe(200);
    expect((await page('/layanan/parkir')).html).toContain(title);

    const before = (await page('/layanan/parkir')).html;
    const uploaded = await injectForm(
      app,
      { method: 'POST', url: '/api/gallery/upload', headers: editor.headers },
      [
        { name: 'gallery_id', value: '3' },
        { name: 'service_type', value: 'Parkir' },
        jpegPart('photo', { data: await jpegBytes() }),
      ],
    );
    expect(uploaded.statusCode).toBe(201);
    const photo = (uploaded.json() as { photos: { photo_url: string }[] }).photos[0].photo_url;
    const after = (await page('/layanan/parkir')).html;
    expect(before).not.toContain(photo);
    expect(after).toContain(photo);
  });

  it('answers every unknown path and every made-up query string from one entry each', async () => {
    await page('/');
    await page('/alamat/yang/tidak/ada');
    const { entries } = cacheStats().page;
    const builds = pageBuilds();
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) =>
        page(`/tidak-ada-${i}-${randomBytes(4).toString('hex')}`),
      ),
      ...Array.from({ length: 50 }, (_, i) =>
        page(`/?utm_source=wa${i}&fbclid=${randomBytes(6).toString('hex')}`),
      ),
    ]);
    expect(answers.slice(0, 50).every((answer) => answer.status === 404)).toBe(true);
    expect(answers.slice(50).every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.slice(0, 50).map((answer) => answer.html)).size).toBe(1);
    expect(answers[0].html).toContain('Halaman tidak ditemukan');
    expect(pageBuilds()).toBe(builds);
    expect(cacheStats().page.entries).toBe(entries);
  });

  it('sends a kept page byte for byte to everyone, with no token, name or applicant data in it', async () => {
    const staffName = editor.nama;
    const applicant = await loginAsApplicant(app);
    const anonymous = await app.inject({ url: '/', headers: BROWSER });
    const asked = [
      editor.headers,
      applicant.headers,
      { cookie: `token=${applicant.token}; sigap_session=${editor.token}` },
    ];
    for (const headers of asked) {
      const response = await app.inject({ url: '/', headers: { ...BROWSER, ...headers } });
      expect(response.rawPayload.equals(anonymous.rawPayload)).toBe(true);
      expect(response.headers.etag).toBe(anonymous.headers.etag);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const html = brotliDecompressSync(anonymous.rawPayload).toString();
    for (const secret of [editor.token, applicant.token, staffName, applicant.nama])
      expect(html).not.toContain(secret);
    // A page rendered while a staff member asks first is the same page too.
    const firstAsker = await app.inject({
      url: '/layanan/keamanan',
      headers: { ...BROWSER, ...editor.headers },
    });
    const later = await app.inject({ url: '/layanan/keamanan', headers: BROWSER });
    expect(later.rawPayload.equals(firstAsker.rawPayload)).toBe(true);
  });

  it('keeps the token screens out of the cache: their shell is made per request', async () => {
    const builds = pageBuilds();
    await page('/admin');
    await page('/admin');
    expect(pageBuilds() - builds).toBe(2);
  });

  it('answers sitemap.xml and robots.txt from memory too', async () => {
    const first = await app.inject({ url: '/sitemap.xml' });
    const builds = pageBuilds();
    const again = await app.inject({
      url: '/sitemap.xml',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const robots = await app.inject({ url: '/robots.txt' });
    await app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap:');
    expect(pageBuilds() - builds).toBeLessThanOrEqual(1);
  });

  it('sends a kept page over HTTP before Fastify with the same headers and bytes as through it', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const viaFastify = await app.inject({ url: '/tentang-kami', headers: BROWSER });
    const hits = cacheStats().page.hits;
    const raw = await fetch(`${address}/tentang-kami`, { headers: BROWSER });
    expect(cacheStats().page.hits).toBe(hits + 1);
    expect(raw.status).toBe(200);
    for (const name of [
      'content-encoding',
      'etag',
      'vary',
      'content-type',
      'cache-control',
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
    ])
      expect(raw.headers.get(name), name).toBe(String(viaFastify.headers[name]));
    expect(await raw.text()).toBe(brotliDecompressSync(viaFastify.rawPayload).toString());

    const notModified = await fetch(`${address}/tentang-kami`, {
      headers: { ...BROWSER, 'if-none-match': String(viaFastify.headers.etag) },
    });
    expect(notModified.status).toBe(304);
    const head = await fetch(`${address}/tentang-kami`, { method: 'HEAD', headers: BROWSER });
    expect(head.headers.get('content-length')).toBe(String(viaFastify.rawPayload.length));

    await fetch(`${address}/alamat-lain`);
    const missing = await fetch(`${address}/alamat-${randomBytes(3).toString('hex')}`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Halaman tidak ditemukan');
    // Files and token screens are not pages of the cache: they still come from their routes.
    expect((await fetch(`${address}/favicon.svg`)).headers.get('content-type')).toContain('svg');
    expect((await fetch(`${address}/api/faqs`)).status).toBe(200);
    expect((await fetch(`${address}/admin`)).status).toBe(200);
  });
});
