import { readdir } from 'node:fs/promises';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildTestApp, type TestApp, type UnreadyApp } from '../test/build-test-app.ts';
import { type S3TestServer, startS3Server } from '../test/s3-server.ts';
import { type FormPart, injectForm } from '../test/multipart-form.ts';

/**
 * Storage and uploads through a real app with one extra route that uses them the way features do,
 * once on local disk and once on a real S3-compatible server (s3rver) that the test starts.
 */

const MB = 1024 * 1024;
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function addUploadRoute(app: UnreadyApp) {
  app.post('/api/test-upload', async (request) => {
    const { fields, files } = await app.readMultipart(request, {
      photo: { kind: 'image', maxBytes: 1 * MB, maxFiles: 1 },
      resume: { kind: 'document', maxBytes: 1 * MB, maxFiles: 2 },
      big: { kind: 'document', maxBytes: 10 * MB, maxFiles: 1 },
    });
    const photo = files.photo?.[0]
      ? await app.storage.saveImage(files.photo[0].path, 'public')
      : undefined;
    const privatePhoto = files.photo?.[0]
      ? await app.storage.saveImage(files.photo[0].path, 'private')
      : undefined;
    const documents = await Promise.all(
      [...(files.resume ?? []), ...(files.big ?? [])].map((file) =>
        app.storage.saveDocument(file.path, file.ext),
      ),
    );
    return {
      fields,
      photo,
      privatePhoto,
      documents,
      signed: documents.map((key) => app.storage.signedUrl(key)),
    };
  });
}

const buildUploadApp = (env: Record<string, string>) =>
  buildTestApp('sqlite', env, { beforeReady: addUploadRoute });

/** Every object key in the app's store (local folder or bucket). */
async function storedKeys(app: TestApp) {
  const keys: string[] = [];
  for await (const object of app.storage.store.list()) keys.push(object.key);
  return keys.sort();
}

describe.each(['local', 's3'] as const)('storage and uploads on %s', (kind) => {
  let app: TestApp;
  let s3: S3TestServer | undefined;
  let jpeg: Buffer;
  beforeAll(async () => {
    if (kind === 's3') s3 = await startS3Server();
    app = await buildUploadApp(s3?.env ?? {});
    jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0f4c81' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'Sigap Test' } })
      .toBuffer();
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  const upload = (parts: FormPart[]) =>
    injectForm(app, { method: 'POST', url: '/api/test-upload' }, parts);

  it('re-encodes an image into three WebP widths without its EXIF data', async () => {
    const response = await upload([
      { name: 'photo', filename: 'foto.jpg', contentType: 'image/jpeg', data: jpeg },
    ]);
    expect(response.statusCode).toBe(200);
    const { photo } = response.json();
    expect(photo).toMatch(/^\/uploads\/images\/[A-Za-z0-9_-]+-800\.webp$/);
    for (const width of [400, 800, 1600]) {
      const file = await app.inject({
        method: 'GET',
        url: photo.replace('-800.webp', `-${width}.webp`),
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toContain('immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(Math.min(width, 1200));
      expect(file.rawPayload.includes(Buffer.from('secret-exif-marker'))).toBe(false);
    }
  });

  it('never uses the client file name on disk', async () => {
    const response = await upload([
      { name: 'photo', filename: '../../etc/passwd.jpg', data: jpeg },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().photo).not.toContain('passwd');
  });

  it('refuses a file whose bytes are not an image, whatever its name and type say (415)', async () => {
    const response = await upload([
      { name: 'photo', filename: 'foto.jpg', contentType: 'image/jpeg', data: PDF_BYTES },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toContain('Jenis file tidak didukung');
  });

  it('refuses an HTML file named like a PDF (415)', async () => {
    const response = await upload([
      {
        name: 'resume',
        filename: 'cv.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('<html><script>alert(1)</script></html>'),
      },
    ]);
    expect(response.statusCode).toBe(415);
  });

  it('refuses a file over its size limit (413)', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(1 * MB + 10, 0x20)]);
    const response = await upload([{ name: 'resume', filename: 'cv.pdf', data: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toContain('Ukuran file terlalu besar');
  });

  it('refuses more files than a field allows (413)', async () => {
    const parts = [1, 2, 3].map((n) => ({
      name: 'resume',
      filename: `cv${n}.pdf`,
      data: PDF_BYTES,
    }));
    const response = await upload(parts);
    expect(response.statusCode).toBe(413);
  });

  it('refuses an unknown file field (400) and a non-multipart body (415)', async () => {
    const unknown = await upload([{ name: 'virus', filename: 'x.pdf', data: PDF_BYTES }]);
    expect(unknown.statusCode).toBe(400);
    const json = await app.inject({ method: 'POST', url: '/api/test-upload', payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
  });

  it('serves private documents only through a valid, unexpired signature', async () => {
    const response = await upload([
      { name: 'resume', filename: 'cv.pdf', data: PDF_BYTES },
      { name: 'nama', value: 'Budi' },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.fields).toEqual({ nama: 'Budi' });
    const [key] = body.documents as string[];
    const [signed] = body.signed as string[];
    expect(key).toMatch(/^documents\/[A-Za-z0-9_-]+\.pdf$/);

    const ok = await app.inject({ method: 'GET', url: signed });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.rawPayload.equals(PDF_BYTES)).toBe(true);

    const unsigned = await app.inject({ method: 'GET', url: `/api/files/${key}` });
    expect(unsigned.statusCode).toBe(403);
    // The signature's first character changed (to 'A', or to 'B' where it was an 'A' already:
    // one signature in 64 starts with one).
    const tamperedUrl = signed.replace(/sig=(.)/, (_, first) => `sig=${first === 'A' ? 'B' : 'A'}`);
    const tampered = await app.inject({ method: 'GET', url: tamperedUrl });
    expect(tampered.statusCode).toBe(403);
    const expires = Number(new URL(signed, 'http://x').searchParams.get('expires'));
    const longer = await app.inject({
      method: 'GET',
      url: signed.replace(`expires=${expires}`, `expires=${expires + 1000}`),
    });
    expect(longer.statusCode).toBe(403);
    const expired = await app.inject({ method: 'GET', url: app.storage.signedUrl(key, -10) });
    expect(expired.statusCode).toBe(403);
    const traversal = await app.inject({
      method: 'GET',
      url: `/api/files/documents/..%2F..%2Fsecrets%2Fjwt-secret?expires=${expires}&sig=x`,
    });
    expect(traversal.statusCode).toBe(403);
    // Private files are not reachable under the public /uploads prefix either.
    const publicPath = await app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(publicPath.statusCode).toBe(404);
  });

  it('keeps a private photo private and deletes files on remove', async () => {
    const response = await upload([{ name: 'photo', filename: 'p.jpg', data: jpeg }]);
    const { privatePhoto, photo } = response.json();
    expect(privatePhoto).toMatch(/^photos\/[A-Za-z0-9_-]+\.webp$/);
    const served = await app.inject({ method: 'GET', url: app.storage.signedUrl(privatePhoto) });
    expect(served.statusCode).toBe(200);
    await app.storage.remove(privatePhoto);
    expect(
      (await app.inject({ method: 'GET', url: app.storage.signedUrl(privatePhoto) })).statusCode,
    ).toBe(404);
    await app.storage.remove(photo);
    expect((await app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
  });

  it('deletes temporary upload files after the response', async () => {
    await upload([{ name: 'resume', filename: 'cv.pdf', data: PDF_BYTES }]);
    // The cleanup hook runs once the response has been sent, just after inject() resolves.
    await vi.waitFor(async () => expect(await readdir(app.storage.tmpDir)).toEqual([]), {
      timeout: 2000,
    });
  });

  it('keeps every file in the configured store, under public/ and private/ keys', async () => {
    const response = await upload([
      { name: 'photo', filename: 'p.jpg', data: jpeg },
      { name: 'resume', filename: 'cv.pdf', data: PDF_BYTES },
    ]);
    const { photo, privatePhoto, documents } = response.json();
    const keys = await storedKeys(app);
    const id = /images\/(.+)-800\.webp$/.exec(photo)![1];
    for (const width of [400, 800, 1600])
      expect(keys).toContain(`public/images/${id}-${width}.webp`);
    expect(keys).toContain(`private/${privatePhoto}`);
    expect(keys).toContain(`private/${documents[0]}`);
    // On S3 nothing lands on the local disk.
    const local = await readdir(`${app.config.dataDir}/uploads`, { recursive: true }).catch(
      () => [],
    );
    if (kind === 's3') expect(local).toEqual([]);
    await expect(app.storage.check()).resolves.toBeUndefined();
  });

  it('streams a document larger than one multipart part and serves it back byte for byte', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(9 * MB, 0x41), Buffer.from('\n%%EOF\n')]);
    big.writeUInt32BE(0xdeadbeef, 6 * MB); // a marker inside the second part
    const response = await upload([{ name: 'big', filename: 'cv.pdf', data: big }]);
    expect(response.statusCode).toBe(200);
    const [signed] = response.json().signed as string[];
    const served = await app.inject({ method: 'GET', url: signed });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(big.length));
    expect(served.rawPayload.equals(big)).toBe(true);
  });
});
