import { describe, expect, it } from 'vitest';

import type { Role } from '#common/roles';

import { TEST_DATABASES } from '../../test/for-each-database.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { loginAs } from '../../test/login-as.ts';
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

type Headers = Record<string, string>;

describe.each(TEST_DATABASES)('gallery on %s', (dialect) => {
  let app: TestApp;
  let editor: Headers;
  useTestApp(async (built) => {
    app = built;
    editor = (await loginAs(app, 'editor')).headers;
  }, dialect);

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
    expect(isPublicUploadStored(app.config.dataDir, photo.photo_url)).toBe(true);
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

  itRefuses(
    async (fields: Record<string, string>) => upload(fields, [{ data: await jpegBytes() }]),
    'refuses fields %j with a 400 naming the field',
    [
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
    ],
  );

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
    expect(isPublicUploadStored(app.config.dataDir, updated.photo_url)).toBe(true);
    expect(isPublicUploadStored(app.config.dataDir, photo.photo_url)).toBe(true);
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
    expect(isPublicUploadStored(app.config.dataDir, photo.photo_url)).toBe(true);
    const again = await injectAs(app, editor).delete(`/api/gallery/delete/${photo.id}`);
    expectError(again, 404, 'Foto tidak ditemukan');
  });

  // Alt texts in both languages (docs/decisions/043).
  const saveAlt = (id: number | string, body: object, headers: Headers = editor) =>
    injectAs(app, headers).put(`/api/gallery/alt/${id}`, body);
  const listIn = async (service: string, lang: 'id' | 'en') =>
    (
      await app.inject({ method: 'GET', url: `/api/gallery/${service}?lang=${lang}` })
    ).json() as Array<{ id: number; alt?: string; alt_en?: string }>;
  const find = async (service: string, lang: 'id' | 'en', id: number) =>
    (await listIn(service, lang)).find((photo) => photo.id === id);

  it('an editor writes a photo’s alt texts; each language reads its own, English falls back', async () => {
    const photo = await addPhoto(1, 'Keamanan');
    // A new photo has none: the pages make one from the service's name.
    expect(await find('keamanan', 'id', photo.id)).toEqual(photo);

    const saved = await saveAlt(photo.id, { alt: '  Satpam   di lobi\n kantor ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...photo, alt: 'Satpam di lobi kantor' });
    // No English yet: the English read answers the Indonesian text.
    expect(await find('keamanan', 'en', photo.id)).toMatchObject({ alt: 'Satpam di lobi kantor' });
    expect(await find('keamanan', 'en', photo.id)).not.toHaveProperty('alt_en');

    // The English edit leaves the Indonesian text alone, and both caches follow at once.
    await saveAlt(photo.id, { alt_en: 'A guard in the office lobby' });
    expect(await find('keamanan', 'id', photo.id)).toMatchObject({
      alt: 'Satpam di lobi kantor',
      alt_en: 'A guard in the office lobby',
    });
    expect(await find('keamanan', 'en', photo.id)).toMatchObject({
      alt: 'A guard in the office lobby',
    });
    // An Indonesian edit keeps the English one; a blank field clears only itself.
    await saveAlt(photo.id, { alt: 'Satpam berjaga' });
    expect(await find('keamanan', 'en', photo.id)).toMatchObject({
      alt: 'A guard in the office lobby',
    });
    const cleared = await saveAlt(photo.id, { alt_en: '' });
    expect(cleared.json()).toEqual({ ...photo, alt: 'Satpam berjaga' });
    const none = await saveAlt(photo.id, { alt: null });
    expect(none.json()).toEqual(photo);
  });

  it('an alt text is one line of plain text at most 200 characters, named in the 400', async () => {
    const photo = await addPhoto();
    expectError(
      await saveAlt(photo.id, { alt: 'x'.repeat(201) }),
      400,
      'Teks alternatif maksimal 200 karakter',
    );
    expectError(
      await saveAlt(photo.id, { alt_en: 'y'.repeat(201) }),
      400,
      'Teks alternatif (Inggris) maksimal 200 karakter',
    );
    expectError(
      await saveAlt(photo.id, { alt_en: 5 }),
      400,
      'Teks alternatif (Inggris) harus berupa teks',
    );
    // Markup is kept as text (the pages escape it); control characters become spaces.
    const saved = await saveAlt(photo.id, {
      alt: '<img src=x onerror=alert(1)>',
      alt_en: 'Guard\u0000post\u2028at night',
    });
    expect(saved.json()).toMatchObject({
      alt: '<img src=x onerror=alert(1)>',
      alt_en: 'Guard post at night',
    });
    expectError(await saveAlt(999_999, { alt: 'Foto' }), 404, 'Foto tidak ditemukan');
    expectError(await saveAlt('abc', { alt: 'Foto' }), 400, 'ID tidak valid');
  });

  it('an alt text edit keeps a revision; restoring it and the trash bring both languages back', async () => {
    const photo = await addPhoto();
    await saveAlt(photo.id, { alt: 'Gerbang parkir', alt_en: 'Parking gate' });
    await saveAlt(photo.id, { alt_en: 'Wrong text' });
    const history = (
      await injectAs(app, editor).get(`/api/revisions/gallery-photo/${photo.id}`)
    ).json();
    expect(history.current).toMatchObject({ alt: 'Gerbang parkir', alt_en: 'Wrong text' });
    expect(history.revisions.map((r: { action: string }) => r.action)).toEqual([
      'update',
      'update',
      'create',
    ]);
    const restored = await injectAs(app, editor).post(
      `/api/revisions/gallery-photo/${photo.id}/${history.revisions[1].id}/restore`,
      { version: history.version },
    );
    expect(restored.statusCode).toBe(200);
    expect(await find('parkir', 'en', photo.id)).toMatchObject({ alt: 'Parking gate' });

    await injectAs(app, editor).delete(`/api/gallery/delete/${photo.id}`);
    const trash = (await injectAs(app, editor).get('/api/trash')).json() as Array<{
      id: number;
      entity: string;
      item_id: string;
    }>;
    const entry = trash.find(
      (row) => row.entity === 'gallery-photo' && row.item_id === String(photo.id),
    );
    expect((await injectAs(app, editor).post(`/api/trash/${entry!.id}/restore`)).statusCode).toBe(
      200,
    );
    expect(await find('parkir', 'id', photo.id)).toMatchObject({
      alt: 'Gerbang parkir',
      alt_en: 'Parking gate',
    });
  });

  it('only content roles write alt texts', async () => {
    const photo = await addPhoto();
    const { headers: hrd } = await loginAs(app, 'hrd');
    expect((await saveAlt(photo.id, { alt: 'Foto' }, hrd)).statusCode).toBe(403);
    expect((await saveAlt(photo.id, { alt: 'Foto' }, {})).statusCode).toBe(401);
    expectError(
      await app.inject({ method: 'GET', url: '/api/gallery/parkir?lang=fr' }),
      400,
      'Bahasa harus id atau en',
    );
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
