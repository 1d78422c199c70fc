import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Role } from '#common/roles';
import { MAX_IMAGE_BYTES } from '#common/rules';

import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { DAMAGED_IMAGES, storedFiles } from '../../test/damaged-images.ts';
import { loginAs } from '../../test/login-as.ts';

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

const pngBytes = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f4c81' } })
    .png()
    .toBuffer();

function form(
  fields: Record<string, string>,
  photo?: { bytes: Buffer; name: string; type: string },
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (photo)
    data.append('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  return data;
}

describe.each(TEST_DATABASES)('testimonies on %s', (dialect) => {
  let app: TestApp;
  const headers: Partial<Record<Role, Record<string, string>>> = {};
  let png: Buffer;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
    for (const role of ['editor', 'admin', 'superadmin', 'hrd', 'bos'] as const)
      headers[role] = (await loginAs(app, role)).headers;
    png = await pngBytes();
  });
  afterAll(async () => {
    await app.close();
  });

  /** Where a public /uploads URL lives on disk. */
  const fileOf = (url: string) =>
    path.join(app.config.dataDir, 'uploads', 'public', url.replace(/^\/uploads\//, ''));

  const createTestimony = (
    role: Role = 'editor',
    fields: Record<string, string> = {
      name: unique('Klien'),
      organization: 'Keamanan',
      message: unique('Pesan'),
    },
    withPhoto = false,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/testimonies',
      headers: headers[role],
      payload: form(
        fields,
        withPhoto ? { bytes: png, name: 'foto.png', type: 'image/png' } : undefined,
      ),
    });

  it('a visitor lists testimonies newest first', async () => {
    const older = (await createTestimony()).json();
    const newer = (await createTestimony()).json();
    const response = await app.inject({ method: 'GET', url: '/api/testimonies' });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toContainEqual({
      id: older.id,
      name: older.name,
      organization: 'Keamanan',
      message: older.message,
      photo: null,
    });
    expect(list.findIndex((t: { id: number }) => t.id === newer.id)).toBeLessThan(
      list.findIndex((t: { id: number }) => t.id === older.id),
    );
  });

  it.each(['editor', 'admin', 'superadmin'] as const)(
    '%s can create, edit and delete a testimony',
    async (role) => {
      const created = await createTestimony(role, {
        name: '  Budi  ',
        organization: '',
        message: ' Pelayanan sangat baik. ',
      });
      expect(created.statusCode).toBe(201);
      const testimony = created.json();
      expect(testimony).toMatchObject({
        name: 'Budi',
        organization: null,
        message: 'Pelayanan sangat baik.',
        photo: null,
      });

      const edited = await app.inject({
        method: 'PUT',
        url: `/api/testimonies/${testimony.id}`,
        headers: headers[role],
        payload: form({ name: 'Budi S.', organization: 'Kebersihan', message: 'Tetap baik.' }),
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toEqual({
        id: testimony.id,
        name: 'Budi S.',
        organization: 'Kebersihan',
        message: 'Tetap baik.',
        photo: null,
      });

      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/testimonies/${testimony.id}`,
        headers: headers[role],
      });
      expect(deleted.statusCode).toBe(200);
      const list = (await app.inject({ method: 'GET', url: '/api/testimonies' })).json();
      expect(list.find((t: { id: number }) => t.id === testimony.id)).toBeUndefined();
    },
  );

  it('a photo is stored as WebP, replaced on edit and removed on delete', async () => {
    const created = await createTestimony(
      'editor',
      { name: unique('Klien'), message: 'Dengan foto' },
      true,
    );
    expect(created.statusCode).toBe(201);
    const first = created.json().photo as string;
    expect(first).toMatch(/^\/uploads\/images\/[\w-]+-800\.webp$/);
    expect(existsSync(fileOf(first))).toBe(true);

    const keep = await app.inject({
      method: 'PUT',
      url: `/api/testimonies/${created.json().id}`,
      headers: headers.editor,
      payload: form({ name: 'Tanpa foto baru', message: 'Foto tetap' }),
    });
    expect(keep.json().photo).toBe(first);

    const replaced = await app.inject({
      method: 'PUT',
      url: `/api/testimonies/${created.json().id}`,
      headers: headers.editor,
      payload: form(
        { name: 'Foto baru', message: 'Foto diganti' },
        { bytes: png, name: 'baru.png', type: 'image/png' },
      ),
    });
    expect(replaced.statusCode).toBe(200);
    const second = replaced.json().photo as string;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);

    await app.inject({
      method: 'DELETE',
      url: `/api/testimonies/${created.json().id}`,
      headers: headers.editor,
    });
    expect(existsSync(fileOf(second))).toBe(false);
  });

  it.each(['hrd', 'bos'] as const)('%s cannot create, edit or delete a testimony', async (role) => {
    const testimony = (await createTestimony()).json();
    expect((await createTestimony(role)).statusCode).toBe(403);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/testimonies/${testimony.id}`,
      headers: headers[role],
      payload: form({ name: 'x', message: 'y' }),
    });
    expect(edit.statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/testimonies/${testimony.id}`,
          headers: headers[role],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a request without a token gets 401', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/testimonies',
          payload: form({ name: 'x', message: 'y' }),
        })
      ).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/testimonies/1' })).statusCode).toBe(
      401,
    );
  });

  it.each([
    [{ name: ' ', message: 'Pesan' }, 'Nama wajib diisi'],
    [{ message: 'Pesan' }, 'Nama wajib diisi'],
    [{ name: 'Budi', message: '' }, 'Pesan wajib diisi'],
    [{ name: 'Budi' }, 'Pesan wajib diisi'],
    [{ name: 'Budi', message: 'x'.repeat(1001) }, 'Pesan maksimal 1000 karakter'],
  ])('a blank or too long field gets a 400 naming it (%j)', async (fields, error) => {
    const response = await createTestimony('editor', fields as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it('a photo that is not an image gets 415 and nothing is stored', async () => {
    const name = unique('Klien');
    const response = await app.inject({
      method: 'POST',
      url: '/api/testimonies',
      headers: headers.editor,
      payload: form(
        { name, message: 'Pesan' },
        { bytes: Buffer.from('<script>alert(1)</script>'), name: 'foto.png', type: 'image/png' },
      ),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatch(/Jenis file tidak didukung/);
    const list = (await app.inject({ method: 'GET', url: '/api/testimonies' })).json();
    expect(list.find((t: { name: string }) => t.name === name)).toBeUndefined();
  });

  it.each(DAMAGED_IMAGES)('$name as photo gets $status and stores nothing', async (image) => {
    const created = await createTestimony();
    expect(created.statusCode).toBe(201);
    const existing = created.json();
    const before = await storedFiles(app.config.dataDir);
    const name = unique('Klien');
    const photo = { bytes: await image.bytes(), name: image.filename, type: image.contentType };
    const answers = [
      await app.inject({
        method: 'POST',
        url: '/api/testimonies',
        headers: headers.editor,
        payload: form({ name, message: 'Pesan' }, photo),
      }),
      await app.inject({
        method: 'PUT',
        url: `/api/testimonies/${existing.id}`,
        headers: headers.editor,
        payload: form({ name, message: 'Pesan' }, photo),
      }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(image.status);
      expect(response.json().error).toMatch(image.error);
    }
    expect(await storedFiles(app.config.dataDir)).toEqual(before);
    const list = (await app.inject({ method: 'GET', url: '/api/testimonies' })).json();
    expect(list.find((t: { name: string }) => t.name === name)).toBeUndefined();
    expect(list).toContainEqual(existing);
  });

  it('the server stays healthy after the damaged photos', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await createTestimony('editor', undefined, true)).statusCode).toBe(201);
  });

  it('a photo above the size limit gets 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/testimonies',
      headers: headers.editor,
      payload: form(
        { name: 'Budi', message: 'Pesan' },
        { bytes: big, name: 'besar.png', type: 'image/png' },
      ),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/Ukuran file terlalu besar/);
  });

  it('a JSON body gets 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/testimonies',
      headers: headers.editor,
      payload: { name: 'Budi', message: 'Pesan' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('an unknown id gets 404', async () => {
    const edit = await app.inject({
      method: 'PUT',
      url: '/api/testimonies/987654',
      headers: headers.editor,
      payload: form({ name: 'x', message: 'y' }, { bytes: png, name: 'a.png', type: 'image/png' }),
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ error: 'Testimoni tidak ditemukan' });
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/testimonies/987654',
          headers: headers.editor,
        })
      ).statusCode,
    ).toBe(404);
  });
});
