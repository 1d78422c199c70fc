import { describe, expect, it } from 'vitest';

import { TEST_DATABASES } from '../../test/for-each-database.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { useTestAppAs } from '../../test/test-app-per-suite.ts';
import { loginAs, type LoggedInStaff } from '../../test/login-as.ts';
import { CONTENT_WRITE_STATUS } from '../../test/content-access.ts';
import { expectError, itRefuses } from '../../test/expect-error.ts';

describe.each(TEST_DATABASES)('pages on %s', (dialect) => {
  let app: TestApp;
  let editor: LoggedInStaff;
  useTestAppAs('editor', dialect, (ready) => ({ app, user: editor } = ready));

  const put = (
    body: unknown,
    headers: Record<string, string> = editor.headers,
    url = '/api/pages',
  ) => app.inject({ method: 'PUT', url, headers, payload: body as object });

  it('a visitor reads a page with its default title', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/pages/tentang-kami' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'tentang-kami',
      title: 'Tentang Kami',
      content: expect.any(String),
    });
  });

  it.each(['layanan-keamanan', 'layanan-kebersihan', 'layanan-parkir'])(
    'a visitor reads %s',
    async (slug) => {
      const response = await app.inject({ method: 'GET', url: `/api/pages/${slug}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().slug).toBe(slug);
    },
  );

  it('an unknown slug answers 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/pages/tidak-ada' });
    expectError(response, 404, 'Halaman tidak ditemukan');
  });

  it('an editor saves content and a visitor sees it', async () => {
    const response = await put({
      slug: 'layanan-parkir',
      title: 'Layanan Pengelolaan Parkir',
      content: '<p>Parkir <strong>tertib</strong></p>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      slug: 'layanan-parkir',
      title: 'Layanan Pengelolaan Parkir',
      content: '<p>Parkir <strong>tertib</strong></p>',
      summary: 'Parkir tertib',
      // No English yet (docs/decisions/043).
      title_en: null,
      content_en: null,
      translated: false,
    });
    const page = await app.inject({ method: 'GET', url: '/api/pages/layanan-parkir' });
    expect(page.json().content).toBe('<p>Parkir <strong>tertib</strong></p>');
    expect(page.json().summary).toBe('Parkir tertib');
  });

  it('PUT /pages/ with a trailing slash works too', async () => {
    const response = await put(
      { slug: 'layanan-keamanan', title: 'Layanan Keamanan', content: '<p>Satpam</p>' },
      editor.headers,
      '/api/pages/',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toBe('<p>Satpam</p>');
  });

  it('a blank or missing title keeps the stored title', async () => {
    expect((await put({ slug: 'tentang-kami', title: '', content: '<p>a</p>' })).json().title).toBe(
      'Tentang Kami',
    );
    expect((await put({ slug: 'tentang-kami', content: '<p>b</p>' })).json().title).toBe(
      'Tentang Kami',
    );
  });

  it('a given title is stored', async () => {
    const response = await put({
      slug: 'layanan-kebersihan',
      title: '  Kebersihan Gedung  ',
      content: '<p>x</p>',
    });
    expect(response.json().title).toBe('Kebersihan Gedung');
    await put({ slug: 'layanan-kebersihan', title: 'Layanan Kebersihan', content: '<p>x</p>' });
  });

  it('sanitizes the content before storing it', async () => {
    const response = await put({
      slug: 'tentang-kami',
      content:
        '<p onclick="x()">Aman<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">klik</a><p style="color:red">gaya</p>',
    });
    expect(response.statusCode).toBe(200);
    const stored = (await app.inject({ method: 'GET', url: '/api/pages/tentang-kami' })).json()
      .content as string;
    expect(stored).toBe('<p>Aman</p><a>klik</a><p>gaya</p>');
  });

  itRefuses((body) => put(body), 'refuses %j with a 400 naming the field', [
    [
      { slug: 'lainnya', content: '<p>x</p>' },
      'Slug halaman tidak valid (tentang-kami, layanan-keamanan, layanan-kebersihan, layanan-parkir atau kebijakan-privasi)',
    ],
    [
      { content: '<p>x</p>' },
      'Slug halaman tidak valid (tentang-kami, layanan-keamanan, layanan-kebersihan, layanan-parkir atau kebijakan-privasi)',
    ],
    [{ slug: 'tentang-kami', content: 42 }, 'Konten harus berupa teks'],
    [{ slug: 'tentang-kami', content: 'x'.repeat(200_001) }, 'Konten maksimal 200000 karakter'],
    [{ slug: 'tentang-kami', title: 'x'.repeat(201), content: '' }, 'Judul maksimal 200 karakter'],
  ]);

  it.each(CONTENT_WRITE_STATUS)('%s saving a page gets %i', async (role, status) => {
    const { headers } = await loginAs(app, role);
    const response = await put({ slug: 'layanan-keamanan', content: '<p>Satpam</p>' }, headers);
    expect(response.statusCode).toBe(status);
    if (status === 403)
      expect(response.json()).toMatchObject({
        error: 'Anda tidak memiliki akses untuk tindakan ini',
      });
  });

  it('saving a page without a token gets 401', async () => {
    const response = await put({ slug: 'tentang-kami', content: '<p>x</p>' }, {});
    expectError(response, 401, 'Silakan login terlebih dahulu');
  });
});
