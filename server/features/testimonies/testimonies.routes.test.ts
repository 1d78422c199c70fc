import { existsSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import type { Role } from '#common/roles';
import { MAX_IMAGE_BYTES } from '#common/rules';

import type { TestApp } from '../../test/build-test-app.ts';
import { contentListRouteTests } from '../../test/content-list-routes.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { DAMAGED_IMAGES, storedFiles } from '../../test/damaged-images.ts';
import type { StaffHeaders } from '../../test/login-as.ts';
import { useTestAppWithRoles } from '../../test/test-app-per-suite.ts';
import { unique } from '../../test/unique.ts';
import { injectAs } from '../../test/inject-as.ts';
import { expectError } from '../../test/expect-error.ts';

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
  let headers: StaffHeaders;
  let png: Buffer;
  useTestAppWithRoles(async (ready) => {
    ({ app, headers } = ready);
    png = await pngBytes();
  }, dialect);

  /** Where a public /uploads URL lives on disk. */
  const fileOf = (url: string) =>
    path.join(app.config.dataDir, 'uploads', 'public', url.replace(/^\/uploads\//, ''));

  const newFields = () => ({
    name: unique('Klien'),
    organization: 'Keamanan',
    message: unique('Pesan'),
  });

  const createTestimony = (
    role: Role = 'editor',
    fields: Record<string, string> = newFields(),
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

  contentListRouteTests(
    {
      noun: ['testimony', 'testimonies'],
      url: '/api/testimonies',
      order: 'newest first',
      body: (fields) => form(fields as Record<string, string>),
      newFields,
      listed: ({ id, name, message }) => ({
        id,
        name,
        organization: 'Keamanan',
        message,
        photo: null,
      }),
      create: {
        send: { name: '  Budi  ', organization: '', message: ' Pelayanan sangat baik. ' },
        expect: {
          name: 'Budi',
          organization: null,
          message: 'Pelayanan sangat baik.',
          photo: null,
        },
      },
      edit: {
        send: { name: 'Budi S.', organization: 'Kebersihan', message: 'Tetap baik.' },
        expect: {
          name: 'Budi S.',
          organization: 'Kebersihan',
          message: 'Tetap baik.',
          photo: null,
        },
      },
      invalid: [
        [{ name: ' ', message: 'Pesan' }, 'Nama wajib diisi'],
        [{ message: 'Pesan' }, 'Nama wajib diisi'],
        [{ name: 'Budi', message: '' }, 'Pesan wajib diisi'],
        [{ name: 'Budi' }, 'Pesan wajib diisi'],
        [{ name: 'Budi', message: 'x'.repeat(1001) }, 'Pesan maksimal 1000 karakter'],
      ],
      blankEdit: [{ name: ' ', message: 'Pesan' }, 'Nama wajib diisi'],
      notFound: 'Testimoni tidak ditemukan',
    },
    () => ({ app, headers }),
  );

  it('a photo is stored as WebP and replaced on edit; old files wait for the purge (decision 034)', async () => {
    const created = await createTestimony(
      'editor',
      { name: unique('Klien'), message: 'Dengan foto' },
      true,
    );
    expect(created.statusCode).toBe(201);
    const first = created.json().photo as string;
    expect(first).toMatch(/^\/uploads\/images\/[\w-]+-800\.webp$/);
    expect(existsSync(fileOf(first))).toBe(true);

    const keep = await injectAs(app, headers.editor).put(
      `/api/testimonies/${created.json().id}`,
      form({ name: 'Tanpa foto baru', message: 'Foto tetap' }),
    );
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
    // The revision before this one still shows the old photo: it stays until nothing names it.
    expect(existsSync(fileOf(first))).toBe(true);
    expect(existsSync(fileOf(second))).toBe(true);

    await injectAs(app, headers.editor).delete(`/api/testimonies/${created.json().id}`);
    expect(existsSync(fileOf(second))).toBe(true); // in the trash for 30 days
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
    expectError(response, 415, /Jenis file tidak didukung/);
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
      await injectAs(app, headers.editor).post(
        '/api/testimonies',
        form({ name, message: 'Pesan' }, photo),
      ),
      await injectAs(app, headers.editor).put(
        `/api/testimonies/${existing.id}`,
        form({ name, message: 'Pesan' }, photo),
      ),
    ];
    for (const response of answers) {
      expectError(response, image.status, image.error);
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
    expectError(response, 413, /Ukuran file terlalu besar/);
  });

  it('a JSON body gets 415', async () => {
    const response = await injectAs(app, headers.editor).post('/api/testimonies', {
      name: 'Budi',
      message: 'Pesan',
    });
    expect(response.statusCode).toBe(415);
  });

  it('an edit with a photo to an unknown id gets 404', async () => {
    const edit = await injectAs(app, headers.editor).put(
      '/api/testimonies/987654',
      form({ name: 'x', message: 'y' }, { bytes: png, name: 'a.png', type: 'image/png' }),
    );
    expectError(edit, 404, 'Testimoni tidak ditemukan');
  });
});
