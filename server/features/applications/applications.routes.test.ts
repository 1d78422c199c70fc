import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { MAX_DOCUMENT_BYTES } from '#common/rules';

import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { cfbFile } from '../../test/cfb-file.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { DAMAGED_IMAGES, storedFiles } from '../../test/damaged-images.ts';
import { loginAs, loginAsApplicant } from '../../test/login-as.ts';
import {
  type MultipartFile,
  docxBytes,
  multipartBody,
  pdfBytes,
  pngBytes,
} from '../../../test-support/sample-files.ts';
import { injectAs } from '../../test/inject-as.ts';
import { expectError } from '../../test/expect-error.ts';
import { applicationIdsOf } from '../../test/applicant-rows.ts';

const VALID_FIELDS = {
  nama: 'Budi Santoso',
  telepon: '081234567890',
  posisi: 'Kebersihan',
  jenis_kelamin: 'Laki-laki',
  tanggal_lahir: '1995-06-01',
  pesan: 'Jl. Melati No. 5, Jakarta Timur',
  persetujuan: 'true',
};

describe.each(TEST_DATABASES)('applications (applicant side) on %s', (dialect) => {
  let app: TestApp;
  let png: Buffer;
  const photo = (data?: Buffer): MultipartFile => ({
    field: 'foto',
    filename: 'foto.png',
    contentType: 'image/png',
    data: data ?? png,
  });
  const pdf = (data = pdfBytes()): MultipartFile => ({
    field: 'resume',
    filename: 'cv.pdf',
    contentType: 'application/pdf',
    data,
  });

  useTestApp(async (built) => {
    app = built;
    png = await pngBytes();
  }, dialect);
  afterEach(() => {
    vi.useRealTimers();
  });

  async function privateFiles() {
    const root = path.join(app.config.dataDir, 'uploads', 'private');
    const list = async (dir: string) => readdir(path.join(root, dir)).catch(() => [] as string[]);
    return [...(await list('photos')), ...(await list('documents'))].sort();
  }

  function submit(
    headers: Record<string, string>,
    fields: Record<string, string> = VALID_FIELDS,
    files: MultipartFile[] = [photo(), pdf()],
  ) {
    const body = multipartBody(fields, files);
    return app.inject({
      method: 'POST',
      url: '/api/pelamar',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  }

  it('accepts an application, takes user_id and e-mail from the token and keeps files private', async () => {
    const user = await loginAsApplicant(app);
    const response = await submit(
      user.headers,
      { ...VALID_FIELDS, email: 'palsu@contoh.id', user_id: '999999' },
      [
        photo(),
        pdf(),
        {
          field: 'resume',
          filename: 'cv.docx',
          contentType: 'application/octet-stream',
          data: docxBytes(),
        },
      ],
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    const { persetujuan: _consent, ...sentFields } = VALID_FIELDS;
    expect(body).not.toHaveProperty('persetujuan');
    expect(body).toMatchObject({
      ...sentFields,
      user_id: user.id,
      email: user.email,
      status: 'Menunggu',
      jadwal_interview: null,
    });
    expect(body.resume).toHaveLength(2);
    expect(body.foto).toMatch(/^\/api\/files\/photos\/.+\.webp\?expires=\d+&sig=/);
    expect(body.resume[0]).toMatch(/^\/api\/files\/documents\/.+\.pdf\?expires=/);
    expect(body.resume[1]).toMatch(/^\/api\/files\/documents\/.+\.docx\?expires=/);

    const row = await app.db
      .selectFrom('applicants')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe(`budi santoso ${user.email.toLowerCase()} kebersihan`);
    expect(row.created_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.foto).toMatch(/^photos\//); // a key, not a public URL

    const served = await app.inject({ method: 'GET', url: body.resume[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const image = await app.inject({ method: 'GET', url: body.foto });
    expect(image.headers['content-type']).toBe('image/webp');
    const unsigned = await app.inject({ method: 'GET', url: body.foto.split('?')[0] });
    expectError(unsigned, 403, 'Tautan tidak valid atau sudah kedaluwarsa', 'invalid_link');
  });

  it('lets the applicant read their own application with signed URLs', async () => {
    const user = await loginAsApplicant(app);
    expect((await submit(user.headers)).statusCode).toBe(201);
    const response = await injectAs(app, user.headers).get(`/api/user/pelamar/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user_id: user.id,
      nama: 'Budi Santoso',
      status: 'Menunggu',
    });
    expect(response.json().resume[0]).toMatch(/sig=/);
  });

  it('answers 404 when the applicant has not applied', async () => {
    const user = await loginAsApplicant(app);
    const response = await injectAs(app, user.headers).get(`/api/user/pelamar/${user.id}`);
    expectError(response, 404, 'Data pelamar tidak ditemukan');
  });

  it("refuses another applicant's application with 403", async () => {
    const owner = await loginAsApplicant(app);
    const other = await loginAsApplicant(app);
    expect((await submit(owner.headers)).statusCode).toBe(201);
    const response = await injectAs(app, other.headers).get(`/api/user/pelamar/${owner.id}`);
    expect(response.statusCode).toBe(403);
  });

  it('refuses calls without a token, with a staff token and with a revoked token', async () => {
    const user = await loginAsApplicant(app);
    const staff = await loginAs(app, 'superadmin');
    expect((await submit({})).statusCode).toBe(401);
    expect((await submit(staff.headers)).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: `/api/user/pelamar/${user.id}` })).statusCode,
    ).toBe(401);
    expect(
      (await injectAs(app, staff.headers).get(`/api/user/pelamar/${user.id}`)).statusCode,
    ).toBe(401);
    const sessions = await app.db
      .selectFrom('sessions')
      .select('id')
      .where('kind', '=', 'applicant')
      .where('user_id', '=', user.id)
      .execute();
    for (const session of sessions) await app.auth.revokeSession(session.id);
    expect((await submit(user.headers)).statusCode).toBe(401);
  });

  describe('age on the day of submission in Asia/Jakarta', () => {
    // 2026-03-14 18:30 UTC is already 2026-03-15 01:30 in Jakarta.
    it.each([
      ['2005-03-16', 20, 400],
      ['2005-03-15', 21, 201],
      ['1987-03-16', 38, 201],
      ['1987-03-15', 39, 400],
    ])('born %s (age %i) answers %i', async (birthDate, _age, status) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-14T18:30:00Z'));
      const user = await loginAsApplicant(app);
      const response = await submit(user.headers, { ...VALID_FIELDS, tanggal_lahir: birthDate });
      expect(response.statusCode, response.body).toBe(status);
      if (status === 400)
        expect(response.json()).toEqual({
          error: 'Usia anda tidak memenuhi syarat',
          code: 'age_out_of_range',
        });
    });
  });

  it.each([
    [{ telepon: '081234567' }, 400, 'Nomor telepon minimal 10 digit'],
    [{ telepon: '0812345678' }, 201, ''],
    [{ telepon: '081234567890123' }, 201, ''],
    [{ telepon: '0812345678901234' }, 400, 'Nomor telepon maksimal 15 digit'],
    [{ telepon: '0812-3456-789' }, 400, 'Nomor telepon hanya boleh berisi angka'],
    [{ telepon: '+6281234567890' }, 400, 'Nomor telepon hanya boleh berisi angka'],
    [{ nama: 'Budi 2' }, 400, 'Nama hanya boleh berisi huruf dan spasi'],
    [{ nama: '   ' }, 400, 'Nama wajib diisi'],
    [{ posisi: 'Direktur' }, 400, 'Posisi wajib dipilih'],
    [{ posisi: 'Pengelola Parkir' }, 201, ''],
    [{ jenis_kelamin: 'Lainnya' }, 400, 'Jenis kelamin wajib dipilih'],
    [{ tanggal_lahir: '1995-02-30' }, 400, 'Tanggal lahir tidak valid'],
    [{ tanggal_lahir: '' }, 400, 'Tanggal lahir wajib diisi'],
    [{ pesan: '' }, 400, 'Alamat wajib diisi'],
  ])('checks the fields: %j answers %i %s', async (change, status, message) => {
    const user = await loginAsApplicant(app);
    const response = await submit(user.headers, { ...VALID_FIELDS, ...change });
    expect(response.statusCode, response.body).toBe(status);
    if (message) expect(response.json()).toMatchObject({ error: message });
  });

  it('refuses an application without a photo or without a resume', async () => {
    const user = await loginAsApplicant(app);
    for (const files of [[pdf()], [photo()], []]) {
      const response = await submit(user.headers, VALID_FIELDS, files);
      expectError(response, 400, 'Harap upload dokumen terlebih dahulu!', 'documents_missing');
    }
  });

  it('refuses a .pdf name holding PNG bytes and a photo holding a PDF with 415', async () => {
    const user = await loginAsApplicant(app);
    const fakePdf = await submit(user.headers, VALID_FIELDS, [
      photo(),
      { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: png },
    ]);
    expectError(fakePdf, 415, /PDF, DOC atau DOCX/);
    const fakePhoto = await submit(user.headers, VALID_FIELDS, [
      { field: 'foto', filename: 'foto.png', contentType: 'image/png', data: pdfBytes() },
      pdf(),
    ]);
    expect(fakePhoto.statusCode).toBe(415);
  });

  it.each(DAMAGED_IMAGES)(
    'refuses $name as photo with $status and stores nothing',
    async (image) => {
      const user = await loginAsApplicant(app);
      const before = await storedFiles(app.config.dataDir);
      const response = await submit(user.headers, VALID_FIELDS, [
        pdf(),
        { ...photo(await image.bytes()), filename: image.filename, contentType: image.contentType },
        pdf(),
      ]);
      expectError(response, image.status, image.error);
      expect(await storedFiles(app.config.dataDir)).toEqual(before);
      expect(await applicationIdsOf(app, user.id)).toEqual([]);
    },
  );

  it('still accepts a good application after the damaged photos', async () => {
    const user = await loginAsApplicant(app);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await submit(user.headers)).statusCode).toBe(201);
  });

  it('refuses a resume past the size limit with 413 and too many resumes with 413', async () => {
    const user = await loginAsApplicant(app);
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_DOCUMENT_BYTES, 0x20)]);
    const tooLarge = await submit(user.headers, VALID_FIELDS, [photo(), pdf(big)]);
    expect(tooLarge.statusCode).toBe(413);
    const tooMany = await submit(user.headers, VALID_FIELDS, [
      photo(),
      ...Array.from({ length: 6 }, () => pdf()),
    ]);
    expect(tooMany.statusCode).toBe(413);
  });

  it('refuses a second application with 409 and keeps no files of it', async () => {
    const user = await loginAsApplicant(app);
    expect((await submit(user.headers)).statusCode).toBe(201);
    const before = await privateFiles();
    const again = await submit(user.headers);
    expectError(again, 409, 'Anda hanya bisa mengirim satu lamaran.', 'already_applied');
    expect(await privateFiles()).toEqual(before);
  });

  it('accepts exactly one of two simultaneous applications and leaves no orphan files', async () => {
    const user = await loginAsApplicant(app);
    const before = await privateFiles();
    const responses = await Promise.all([submit(user.headers), submit(user.headers)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await applicationIdsOf(app, user.id)).toHaveLength(1);
    const added = (await privateFiles()).filter((file) => !before.includes(file));
    expect(added).toHaveLength(2); // one photo, one resume: the loser's files were removed
  });

  it('stores nothing when the fields are invalid', async () => {
    const user = await loginAsApplicant(app);
    const before = await privateFiles();
    const response = await submit(user.headers, { ...VALID_FIELDS, nama: 'B4di' });
    expect(response.statusCode).toBe(400);
    expect(await privateFiles()).toEqual(before);
  });

  it.each([
    ['missing', undefined],
    ['false', 'false'],
    ['on', 'on'],
  ])(
    'refuses an application whose consent is %s with 400 naming persetujuan',
    async (_name, value) => {
      const user = await loginAsApplicant(app);
      const { persetujuan: _omit, ...fields } = VALID_FIELDS;
      const response = await submit(
        user.headers,
        value === undefined ? fields : { ...fields, persetujuan: value },
      );
      expectError(
        response,
        400,
        'Persetujuan Kebijakan Privasi wajib dicentang',
        'consent_required',
      );
      expect(await applicationIdsOf(app, user.id)).toEqual([]);
    },
  );

  it('asks again after staff change the privacy notice: each application stores its version', async () => {
    const editor = await loginAs(app, 'editor');
    const first = await loginAsApplicant(app);
    expect((await submit(first.headers)).statusCode).toBe(201);
    const save = await injectAs(app, editor.headers).put('/api/pages', {
      slug: 'kebijakan-privasi',
      content: `<p>Versi baru ${Date.now()}</p>`,
    });
    expect(save.statusCode).toBe(200);
    const second = await loginAsApplicant(app);
    expect((await submit(second.headers)).statusCode).toBe(201);
    const versions = await app.db
      .selectFrom('consents')
      .select(['user_id', 'purpose', 'notice_version'])
      .where('user_id', 'in', [first.id, second.id])
      .orderBy('id')
      .execute();
    expect(versions.map((row) => row.purpose)).toEqual(['lamaran', 'lamaran']);
    expect(versions[1].notice_version).toBe(versions[0].notice_version + 1);
    // Saving the same text again is not a new notice.
    const page = await app.db
      .selectFrom('pages')
      .select(['content', 'version'])
      .where('slug', '=', 'kebijakan-privasi')
      .executeTakeFirstOrThrow();
    await injectAs(app, editor.headers).put('/api/pages', {
      slug: 'kebijakan-privasi',
      content: page.content,
    });
    const after = await app.db
      .selectFrom('pages')
      .select('version')
      .where('slug', '=', 'kebijakan-privasi')
      .executeTakeFirstOrThrow();
    expect(after.version).toBe(page.version);
  });

  it('serves documents as private attachments and photos as private, both never cached', async () => {
    const user = await loginAsApplicant(app);
    const body = (await submit(user.headers)).json();
    const expires = Number(new URL(body.foto, 'http://x').searchParams.get('expires'));
    // Signed addresses live 5 minutes (docs/decisions/022).
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(300);
    expect(expires - Date.now() / 1000).toBeGreaterThan(240);
    const resume = await app.inject({ method: 'GET', url: body.resume[0] });
    expect(resume.headers['cache-control']).toBe('private, no-store');
    expect(resume.headers['x-content-type-options']).toBe('nosniff');
    expect(resume.headers['content-disposition']).toMatch(/^attachment; filename="dokumen\.pdf"$/);
    const image = await app.inject({ method: 'GET', url: body.foto });
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts a real Word 97-2003 .doc and refuses another OLE file named .doc with 415', async () => {
    const doc = (data: Buffer): MultipartFile => ({
      field: 'resume',
      filename: 'cv.doc',
      contentType: 'application/msword',
      data,
    });
    const excel = await submit((await loginAsApplicant(app)).headers, VALID_FIELDS, [
      photo(),
      doc(cfbFile(['Workbook'])),
    ]);
    expect(excel.statusCode).toBe(415);
    const word = await submit((await loginAsApplicant(app)).headers, VALID_FIELDS, [
      photo(),
      doc(cfbFile(['WordDocument', '1Table'], 126)),
    ]);
    expect(word.statusCode).toBe(201);
    const served = await app.inject({ method: 'GET', url: word.json().resume[0] });
    expect(served.headers['content-type']).toBe('application/msword');
    expect(served.headers['content-disposition']).toBe('attachment; filename="dokumen.doc"');
  });

  it('answers a request that is not multipart with 415', async () => {
    const user = await loginAsApplicant(app);
    const response = await injectAs(app, user.headers).post('/api/pelamar', VALID_FIELDS);
    expect(response.statusCode).toBe(415);
  });
});
