import { existsSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { Role } from '#common/roles';

import { TEST_DATABASES } from '../../test/for-each-database.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { loginAs } from '../../test/login-as.ts';
import { DAMAGED_IMAGES, storedFiles } from '../../test/damaged-images.ts';
import {
  PDF_BYTES,
  TEXT_BYTES,
  injectForm,
  jpegBytes,
  jpegPart,
} from '../../test/multipart-form.ts';
import { injectAs } from '../../test/inject-as.ts';
import { expectError } from '../../test/expect-error.ts';

type Headers = Record<string, string>;

describe.each(TEST_DATABASES)('gallery on %s', (dialect) => {
  let app: TestApp;
  let editor: Headers;
  useTestApp(async (built) => {
    app = built;
    editor = (await loginAs(app, 'editor')).headers;
  }, dialect);

  const fileOnDisk = (url: string) =>
    path.join(app.config.dataDir, 'uploads/public', url.replace(/^\/uploads\//, ''));
  const list = async (service: string) =>
    (await app.inject({ method: 'GET', url: `/api/gallery/${service}` })).json() as Array<{
      id: number;
      photo_url: string;
    }>;

  async function upload(
    fields: Record<string, string>,
    photos: Array<{ data: Buffer; filename?: string }>,
    headers: Headers = editor,
  ) {
    const parts = [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ...photos.map((photo) => jpegPart('photo', photo)),
    ];
    return injectForm(app, { method: 'POST', url: '/api/gallery/upload', headers }, parts);
  }
  async function replace(
    id: number | string,
    photo: { data: Buffer; filename?: string } | undefined,
    headers: Headers = editor,
  ) {
    const parts = photo ? [jpegPart('photo', photo, 'baru.jpg')] : [];
    return injectForm(app, { method: 'PUT', url: `/api/gallery/update/${id}`, headers }, parts);
  }
  async function addPhoto(galleryId = 3, serviceType = 'Parkir') {
    const response = await upload({ gallery_id: String(galleryId), service_type: serviceType }, [
      { data: await jpegBytes() },
    ]);
    expect(response.statusCode).toBe(201);
    return (response.json().photos as Array<{ id: number; photo_url: string }>)[0];
  }

  it('a visitor gets an array for each service, in either letter case', async () => {
    for (const service of ['keamanan', 'kebersihan', 'Kebersihan', 'parkir', 'Parkir']) {
      const response = await app.inject({ method: 'GET', url: `/api/gallery/${service}` });
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
    }
  });

  it('an unknown service answers 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/gallery/katering' });
    expectError(response, 404, 'Galeri tidak ditemukan');
  });

  it('an editor uploads a photo and it appears in that service’s gallery only', async () => {
    const response = await upload({ gallery_id: '1', service_type: 'Keamanan' }, [
      { data: await jpegBytes() },
    ]);
    expect(response.statusCode).toBe(201);
    const [photo] = response.json().photos;
    expect(photo).toEqual({
      id: expect.any(Number),
      photo_url: expect.stringMatching(/^\/uploads\/images\/[\w-]+-800\.webp$/),
    });
    expect(existsSync(fileOnDisk(photo.photo_url))).toBe(true);
    expect(await list('keamanan')).toContainEqual(photo);
    expect(await list('Kebersihan')).not.toContainEqual(photo);
    const row = await app.db
      .selectFrom('gallery_photos')
      .select(['gallery_id', 'service_type'])
      .where('id', '=', photo.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ gallery_id: 1, service_type: 'Keamanan' });
  });

  it('an editor uploads several photos at once', async () => {
    const response = await upload({ gallery_id: '2', service_type: 'kebersihan' }, [
      { data: await jpegBytes() },
      { data: await jpegBytes(50, 50) },
    ]);
    expect(response.statusCode).toBe(201);
    const photos = response.json().photos as Array<{ id: number }>;
    expect(photos).toHaveLength(2);
    const ids = (await list('kebersihan')).map((p) => p.id);
    for (const photo of photos) expect(ids).toContain(photo.id);
  });

  it.each([
    [
      { gallery_id: '2', service_type: 'Keamanan' },
      'gallery_id dan service_type tidak cocok (1 Keamanan, 2 Kebersihan, 3 Parkir)',
    ],
    [{ gallery_id: '4', service_type: 'Parkir' }, 'gallery_id harus 1, 2 atau 3'],
    [{ gallery_id: 'satu', service_type: 'Keamanan' }, 'gallery_id harus 1, 2 atau 3'],
    [
      { gallery_id: '1', service_type: 'Katering' },
      'service_type harus Keamanan, Kebersihan atau Parkir',
    ],
    [{ gallery_id: '1' }, 'service_type harus Keamanan, Kebersihan atau Parkir'],
  ])('refuses fields %j with a 400 naming the field', async (fields, error) => {
    const response = await upload(fields, [{ data: await jpegBytes() }]);
    expectError(response, 400, error);
  });

  it('an upload without a photo answers 400', async () => {
    const response = await upload({ gallery_id: '3', service_type: 'Parkir' }, []);
    expectError(response, 400, 'Pilih foto terlebih dahulu');
  });

  it.each([
    ['PDF', PDF_BYTES],
    ['text', TEXT_BYTES],
  ])('a .jpg file holding %s bytes is refused with 415', async (_kind, data) => {
    const response = await upload({ gallery_id: '3', service_type: 'Parkir' }, [
      { data, filename: 'foto.jpg' },
    ]);
    expectError(response, 415, /^Jenis file tidak didukung/);
    const replaced = await replace((await addPhoto()).id, { data, filename: 'foto.jpg' });
    expect(replaced.statusCode).toBe(415);
  });

  it.each(DAMAGED_IMAGES)('$name is refused with $status and stores nothing', async (image) => {
    const existing = await addPhoto();
    const before = await storedFiles(app.config.dataDir);
    const photos = await list('parkir');
    const data = await image.bytes();
    // Alone, after a good photo in the same upload, and as a replacement: nothing may be kept.
    const answers = [
      await upload({ gallery_id: '3', service_type: 'Parkir' }, [
        { data, filename: image.filename },
      ]),
      await upload({ gallery_id: '3', service_type: 'Parkir' }, [
        { data: await jpegBytes() },
        { data, filename: image.filename },
      ]),
      await replace(existing.id, { data, filename: image.filename }),
    ];
    for (const response of answers) {
      expectError(response, image.status, image.error);
    }
    expect(await list('parkir')).toEqual(photos);
    expect(await storedFiles(app.config.dataDir)).toEqual(before);
  });

  it('the server stays healthy after the damaged images', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await addPhoto();
  });

  it('a photo over 8 MB is refused with 413', async () => {
    const big = Buffer.concat([await jpegBytes(), Buffer.alloc(8 * 1024 * 1024 + 10)]);
    const response = await upload({ gallery_id: '3', service_type: 'Parkir' }, [{ data: big }]);
    expectError(response, 413, 'Ukuran file terlalu besar (maksimal 8 MB).');
  });

  it('more than ten photos in one upload are refused with 413', async () => {
    const small = await jpegBytes(8, 8);
    const response = await upload(
      { gallery_id: '3', service_type: 'Parkir' },
      Array.from({ length: 11 }, () => ({ data: small })),
    );
    expect(response.statusCode).toBe(413);
  });

  it('an editor replaces a photo and the old file stays for its revision', async () => {
    const photo = await addPhoto();
    const response = await replace(photo.id, { data: await jpegBytes(70, 50) });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated.id).toBe(photo.id);
    expect(updated.photo_url).not.toBe(photo.photo_url);
    expect(existsSync(fileOnDisk(updated.photo_url))).toBe(true);
    expect(existsSync(fileOnDisk(photo.photo_url))).toBe(true);
    expect(await list('parkir')).toContainEqual(updated);
  });

  it('a replace without a photo answers 400', async () => {
    const photo = await addPhoto();
    const response = await replace(photo.id, undefined);
    expectError(response, 400, 'Pilih minimal satu foto untuk diperbarui!');
  });

  it('replacing an unknown photo answers 404', async () => {
    const response = await replace(999_999, { data: await jpegBytes() });
    expectError(response, 404, 'Foto tidak ditemukan');
  });

  it('an invalid id answers 400', async () => {
    const response = await injectAs(app, editor).delete('/api/gallery/delete/abc');
    expectError(response, 400, 'ID tidak valid');
  });

  it('an editor deletes a photo, whose file stays while it is in the trash', async () => {
    const photo = await addPhoto();
    const response = await injectAs(app, editor).delete(`/api/gallery/delete/${photo.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await list('parkir')).not.toContainEqual(photo);
    expect(existsSync(fileOnDisk(photo.photo_url))).toBe(true);
    const again = await injectAs(app, editor).delete(`/api/gallery/delete/${photo.id}`);
    expectError(again, 404, 'Foto tidak ditemukan');
  });

  it.each<[Role, boolean]>([
    ['admin', true],
    ['editor', true],
    ['superadmin', true],
    ['hrd', false],
    ['bos', false],
  ])('%s may write the gallery: %s', async (role, allowed) => {
    const { headers } = await loginAs(app, role);
    const photo = await addPhoto();
    const posted = await upload(
      { gallery_id: '3', service_type: 'Parkir' },
      [{ data: await jpegBytes() }],
      headers,
    );
    const replaced = await replace(photo.id, { data: await jpegBytes() }, headers);
    const deleted = await injectAs(app, headers).delete(`/api/gallery/delete/${photo.id}`);
    expect([posted.statusCode, replaced.statusCode, deleted.statusCode]).toEqual(
      allowed ? [201, 200, 200] : [403, 403, 403],
    );
  });

  it('writing the gallery without a token gets 401', async () => {
    const photo = await addPhoto();
    const posted = await upload(
      { gallery_id: '3', service_type: 'Parkir' },
      [{ data: await jpegBytes() }],
      {},
    );
    const replaced = await replace(photo.id, { data: await jpegBytes() }, {});
    const deleted = await app.inject({ method: 'DELETE', url: `/api/gallery/delete/${photo.id}` });
    expect([posted.statusCode, replaced.statusCode, deleted.statusCode]).toEqual([401, 401, 401]);
  });
});
