import { describe, expect, it } from 'vitest';

import { TEST_DATABASES } from '../../test/for-each-database.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { useTestAppAs } from '../../test/test-app-per-suite.ts';
import { loginAs, type LoggedInStaff } from '../../test/login-as.ts';
import { CONTENT_WRITE_STATUS } from '../../test/content-access.ts';
import { DAMAGED_IMAGES, isPublicUploadStored, storedFiles } from '../../test/damaged-images.ts';
import {
  PDF_BYTES,
  TEXT_BYTES,
  injectForm,
  jpegBytes,
  jpegPart,
} from '../../test/multipart-form.ts';
import { injectAs } from '../../test/inject-as.ts';
import { expectError, itRefuses } from '../../test/expect-error.ts';

describe.each(TEST_DATABASES)('cards on %s', (dialect) => {
  let app: TestApp;
  let editor: LoggedInStaff;
  useTestAppAs('editor', dialect, (ready) => ({ app, user: editor } = ready));

  async function upload(
    service: string | undefined,
    image?: { data: Buffer; filename?: string },
    headers = editor.headers,
  ) {
    const parts = [];
    if (service !== undefined) parts.push({ name: 'service', value: service });
    if (image) parts.push(jpegPart('image', image, 'kartu.jpg'));
    return injectForm(app, { method: 'POST', url: '/api/cards/upload', headers }, parts);
  }

  it('a visitor lists the three cards', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/cards' });
    expect(response.statusCode).toBe(200);
    const cards = response.json() as Array<Record<string, unknown>>;
    expect(cards.map((card) => card.service)).toEqual(['keamanan', 'kebersihan', 'parkir']);
    for (const card of cards)
      expect(Object.keys(card).sort()).toEqual(['content', 'id', 'image_url', 'service']);
  });

  it('a visitor reads one card by service, in any letter case', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/cards/Kebersihan' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ service: 'kebersihan', image_url: null, content: null });
  });

  it('an unknown service answers 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/cards/katering' });
    expectError(response, 404, 'Layanan tidak ditemukan');
  });

  it('an editor saves a description and a visitor sees it', async () => {
    const response = await injectAs(app, editor.headers).put('/api/cards', {
      service: 'parkir',
      content: '<p>Parkir <em>rapi</em></p>',
    });
    expect(response.statusCode).toBe(200);
    const card = await app.inject({ method: 'GET', url: '/api/cards/parkir' });
    expect(card.json().content).toBe('<p>Parkir <em>rapi</em></p>');
    const list = (await app.inject({ method: 'GET', url: '/api/cards' })).json() as Array<{
      service: string;
      content: string;
    }>;
    expect(list.find((item) => item.service === 'parkir')?.content).toBe(
      '<p>Parkir <em>rapi</em></p>',
    );
  });

  it('sanitizes the description', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/cards',
      headers: editor.headers,
      payload: {
        service: 'keamanan',
        content:
          '<p>Aman<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)" onclick="x()">a</a>',
      },
    });
    const card = await app.inject({ method: 'GET', url: '/api/cards/keamanan' });
    expect(card.json().content).toBe('<p>Aman</p><a>a</a>');
  });

  it('an empty description is stored as none', async () => {
    await injectAs(app, editor.headers).put('/api/cards', {
      service: 'kebersihan',
      content: '<p></p>',
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/cards/kebersihan' })).json().content,
    ).toBeNull();
  });

  itRefuses(
    (payload) => injectAs(app, editor.headers).put('/api/cards', payload),
    'refuses %j with a 400 naming the field',
    [
      [
        { service: 'katering', content: '<p>x</p>' },
        'Layanan harus keamanan, kebersihan atau parkir',
      ],
      [{ content: '<p>x</p>' }, 'Layanan harus keamanan, kebersihan atau parkir'],
      [{ service: 'parkir', content: ['x'] }, 'Deskripsi harus berupa teks'],
    ],
  );

  it('an editor uploads a card image, which replaces the old one (kept for its revision)', async () => {
    const first = await upload('keamanan', { data: await jpegBytes() });
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().image_url as string;
    expect(first.json()).toEqual({
      success: true,
      image_url: expect.stringMatching(/^\/uploads\/images\/[\w-]+-800\.webp$/),
    });
    expect(isPublicUploadStored(app.config.dataDir, firstUrl)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/cards/keamanan' })).json().image_url).toBe(
      firstUrl,
    );
    const listed = (await app.inject({ method: 'GET', url: '/api/cards' })).json() as Array<{
      service: string;
      image_url: string;
    }>;
    expect(listed.find((item) => item.service === 'keamanan')?.image_url).toBe(firstUrl);

    const second = await upload('KEAMANAN', { data: await jpegBytes(60, 40) });
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().image_url as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(isPublicUploadStored(app.config.dataDir, secondUrl)).toBe(true);
    expect(isPublicUploadStored(app.config.dataDir, firstUrl)).toBe(true);
  });

  it('an upload without an image answers 400', async () => {
    const response = await upload('parkir');
    expectError(response, 400, 'Pilih gambar terlebih dahulu');
  });

  it('an upload with an unknown service answers 400', async () => {
    const response = await upload('katering', { data: await jpegBytes() });
    expectError(response, 400, 'Layanan harus keamanan, kebersihan atau parkir');
  });

  it.each([
    ['PDF', PDF_BYTES],
    ['text', TEXT_BYTES],
  ])('a .jpg file holding %s bytes is refused with 415', async (_kind, data) => {
    const response = await upload('parkir', { data, filename: 'foto.jpg' });
    expectError(response, 415, /^Jenis file tidak didukung/);
  });

  it.each(DAMAGED_IMAGES)('$name is refused with $status and stores nothing', async (image) => {
    const before = await storedFiles(app.config.dataDir);
    const card = (await app.inject({ method: 'GET', url: '/api/cards/parkir' })).json();
    const response = await upload('parkir', {
      data: await image.bytes(),
      filename: image.filename,
    });
    expectError(response, image.status, image.error);
    expect(await storedFiles(app.config.dataDir)).toEqual(before);
    expect((await app.inject({ method: 'GET', url: '/api/cards/parkir' })).json()).toEqual(card);
  });

  it('the server stays healthy after the damaged images', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await upload('parkir', { data: await jpegBytes() })).statusCode).toBe(200);
  });

  it('an image over 8 MB is refused with 413', async () => {
    const big = Buffer.concat([await jpegBytes(), Buffer.alloc(8 * 1024 * 1024 + 10)]);
    const response = await upload('parkir', { data: big });
    expectError(response, 413, 'Ukuran file terlalu besar (maksimal 8 MB).');
  });

  it.each(CONTENT_WRITE_STATUS)('%s writing a card gets %i', async (role, status) => {
    const { headers } = await loginAs(app, role);
    const put = await injectAs(app, headers).put('/api/cards', {
      service: 'parkir',
      content: '<p>x</p>',
    });
    expect(put.statusCode).toBe(status);
    const posted = await upload('parkir', { data: await jpegBytes() }, headers);
    expect(posted.statusCode).toBe(status);
  });

  it('writing a card without a token gets 401', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/cards',
      payload: { service: 'parkir', content: '<p>x</p>' },
    });
    expect(put.statusCode).toBe(401);
    const posted = await upload('parkir', { data: await jpegBytes() }, {} as typeof editor.headers);
    expect(posted.statusCode).toBe(401);
  });
});
