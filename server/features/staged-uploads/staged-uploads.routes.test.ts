import { describe, expect, it } from 'vitest';

import { pdfBytes } from '../../../test-support/sample-files.ts';
import { APPLICATION_FIELDS } from '../../test/application-form.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { DAMAGED_IMAGES, storedFiles } from '../../test/damaged-images.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { createGuardVacancy, guardFields } from '../../test/guard-applications.ts';
import { loginAs, loginAsApplicant } from '../../test/login-as.ts';
import {
  isPrivateFileStored,
  sampleFile,
  sendApplication,
  sendStaging,
  stage,
  stageAll,
  stagedRowsOf,
} from '../../test/staged-uploads.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';

/** POST /api/pelamar/berkas and the `berkas` of POST /api/pelamar (docs/decisions/048). */

const GONE = 'Berkas yang sudah diunggah tidak ditemukan lagi. Silakan kirim ulang lamaran anda.';

describe.each(TEST_DATABASES)('files sent as chosen on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect);

  const applicationOf = (userId: number) =>
    app.db.selectFrom('applicants').selectAll().where('user_id', '=', userId).executeTakeFirst();

  it('stages a photo, a CV and a document: an opaque id and its kind, the file kept privately', async () => {
    const user = await loginAsApplicant(app);
    for (const jenis of ['foto', 'resume', 'ktp']) {
      const response = await stage(app, user.headers, jenis);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({ id: expect.stringMatching(/^[\w-]{22}$/), jenis });
    }
    const rows = await stagedRowsOf(app, user.id);
    expect(rows.map((row) => row.jenis).sort()).toEqual(['foto', 'ktp', 'resume']);
    for (const row of rows) {
      expect(isPrivateFileStored(app, row.file_key)).toBe(true);
      expect(row.file_key).not.toContain(row.id);
    }
  });

  it('applies with staged files only: they become the photo and the CV, and are no longer staged', async () => {
    const user = await loginAsApplicant(app);
    const ids = await stageAll(app, user.headers, ['foto', 'resume', 'resume']);
    const staged = await stagedRowsOf(app, user.id);
    const response = await sendApplication(app, user.headers, {
      ...APPLICATION_FIELDS,
      berkas: ids.join(','),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().resume).toHaveLength(2);
    const row = (await applicationOf(user.id))!;
    expect(row.foto).toBe(staged.find((s) => s.id === ids[0])!.file_key);
    expect(JSON.parse(row.resume)).toEqual(
      ids.slice(1).map((id) => staged.find((s) => s.id === id)!.file_key),
    );
    expect(await stagedRowsOf(app, user.id)).toEqual([]);
    for (const file of staged) expect(isPrivateFileStored(app, file.file_key)).toBe(true);
    expect((await app.inject({ method: 'GET', url: response.json().foto })).statusCode).toBe(200);
  });

  it('applies to a guard vacancy with every document staged; the documents are the staged files', async () => {
    const vacancy = await createGuardVacancy(app, (await loginAs(app, 'hrd')).headers);
    const user = await loginAsApplicant(app);
    const kinds = ['foto', 'resume', 'ktp', 'skck', 'sertifikat_gada', 'surat_sehat'];
    const ids = await stageAll(app, user.headers, kinds, ['skck']);
    const staged = await stagedRowsOf(app, user.id);
    const response = await sendApplication(app, user.headers, {
      ...guardFields(vacancy.id),
      berkas: ids.join(','),
    });
    expect(response.statusCode, response.body).toBe(201);
    const documents = await app.db
      .selectFrom('applicant_documents')
      .select(['jenis', 'file_key'])
      .where('pelamar_id', '=', response.json().id)
      .execute();
    expect(documents.map((d) => d.jenis).sort()).toEqual(kinds.slice(2).sort());
    for (const document of documents)
      expect(staged.find((s) => s.jenis === document.jenis)!.file_key).toBe(document.file_key);
  });

  it('a guard vacancy still asks for each document, staged or sent; a refusal keeps the staged files', async () => {
    const vacancy = await createGuardVacancy(app, (await loginAs(app, 'hrd')).headers);
    const user = await loginAsApplicant(app);
    const ids = await stageAll(app, user.headers, ['foto', 'resume', 'ktp', 'sertifikat_gada']);
    const fields = { ...guardFields(vacancy.id), berkas: ids.join(',') };
    const missing = await sendApplication(app, user.headers, fields);
    expectError(missing, 400, 'SKCK wajib diunggah', 'documents_missing');
    expect(await stagedRowsOf(app, user.id)).toHaveLength(4);
    // The SKCK sent with the application, the rest staged: the same rules, now met.
    const skck = await sampleFile('skck');
    const health = await sampleFile('surat_sehat');
    const sent = await sendApplication(app, user.headers, fields, [
      { name: 'skck', file: skck },
      { name: 'surat_sehat', file: health },
    ]);
    expect(sent.statusCode, sent.body).toBe(201);
    for (const row of await app.db
      .selectFrom('applicant_documents')
      .select('file_key')
      .where('pelamar_id', '=', sent.json().id)
      .execute())
      expect(isPrivateFileStored(app, row.file_key)).toBe(true);
  });

  it('counts staged CVs with sent ones, and refuses a photo both staged and sent', async () => {
    const user = await loginAsApplicant(app);
    const [foto, ...cvs] = await stageAll(app, user.headers, [
      'foto',
      'resume',
      'resume',
      'resume',
    ]);
    const cv = { name: 'resume', file: await sampleFile('resume') };
    const berkas = [foto, ...cvs].join(',');
    const tooMany = await sendApplication(app, user.headers, { ...APPLICATION_FIELDS, berkas }, [
      cv,
      cv,
      cv,
    ]);
    expectError(tooMany, 413, 'Jumlah file terlalu banyak (resume: maksimal 5)');
    const photo = { name: 'foto', file: await sampleFile('foto') };
    const twice = await sendApplication(app, user.headers, { ...APPLICATION_FIELDS, berkas }, [
      photo,
    ]);
    expectError(twice, 400, 'Foto dikirim lebih dari sekali. Kirim satu saja.');
    expect(await stagedRowsOf(app, user.id)).toHaveLength(4);
    const mixed = await sendApplication(app, user.headers, { ...APPLICATION_FIELDS, berkas }, [
      cv,
      cv,
    ]);
    expect(mixed.statusCode, mixed.body).toBe(201);
    expect(mixed.json().resume).toHaveLength(5);
  });

  it.each([
    ...DAMAGED_IMAGES.map((image) => ({ ...image, jenis: 'foto' })),
    {
      name: 'PNG bytes named .pdf as a CV',
      jenis: 'resume',
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      status: 415 as const,
      error: /PDF, DOC atau DOCX/,
      bytes: async () => (await sampleFile('foto')).data,
    },
    {
      name: 'a PDF cut short as the SKCK',
      jenis: 'skck',
      filename: 'skck.pdf',
      contentType: 'application/pdf',
      status: 400 as const,
      error: 'SKCK: file PDF rusak atau tidak lengkap. Silakan unggah ulang.',
      bytes: async () => pdfBytes().subarray(0, 200),
    },
  ])('refuses $name ($jenis) with $status as POST /pelamar does, storing nothing', async (bad) => {
    const user = await loginAsApplicant(app);
    const before = await storedFiles(app.config.dataDir);
    const file = { data: await bad.bytes(), filename: bad.filename, contentType: bad.contentType };
    expectError(await stage(app, user.headers, bad.jenis, file), bad.status, bad.error);
    expect(await storedFiles(app.config.dataDir)).toEqual(before);
    expect(await stagedRowsOf(app, user.id)).toEqual([]);
  });

  it('refuses no file, two files and an unknown field with 400', async () => {
    const user = await loginAsApplicant(app);
    const photo = await sampleFile('foto');
    expectError(await sendStaging(app, user.headers, []), 400, 'Pilih satu berkas untuk diunggah.');
    // Two of different kinds, and two of one kind.
    for (const second of ['ktp', 'foto'])
      expectError(
        await sendStaging(app, user.headers, [
          { name: 'foto', file: photo },
          { name: second, file: photo },
        ]),
        400,
        'Kirim satu berkas saja dalam satu unggahan.',
      );
    expectError(
      await stage(app, user.headers, 'ijazah', photo),
      400,
      'Kolom file "ijazah" tidak dikenal',
    );
    expect(await stagedRowsOf(app, user.id)).toEqual([]);
  });

  it('answers 401 without an applicant token and 409 once the applicant has applied', async () => {
    expect((await stage(app, {}, 'foto')).statusCode).toBe(401);
    expect((await stage(app, (await loginAs(app, 'hrd')).headers, 'foto')).statusCode).toBe(401);
    const user = await loginAsApplicant(app);
    const ids = await stageAll(app, user.headers, ['foto', 'resume']);
    expect(
      (await sendApplication(app, user.headers, { ...APPLICATION_FIELDS, berkas: ids.join(',') }))
        .statusCode,
    ).toBe(201);
    expectError(
      await stage(app, user.headers, 'resume'),
      409,
      'Anda hanya bisa mengirim satu lamaran.',
      'already_applied',
    );
    expect(await stagedRowsOf(app, user.id)).toEqual([]);
  });

  it("refuses another applicant's, an unknown and an already claimed id with 400 and loses no file", async () => {
    const owner = await loginAsApplicant(app);
    const ownerIds = await stageAll(app, owner.headers, ['foto', 'resume']);
    const thief = await loginAsApplicant(app);
    const [cv] = await stageAll(app, thief.headers, ['resume']);
    const foreign = await sendApplication(app, thief.headers, {
      ...APPLICATION_FIELDS,
      berkas: `${ownerIds[0]},${cv}`,
    });
    expectError(foreign, 400, GONE, 'staged_files_gone');
    const unknown = await sendApplication(app, thief.headers, {
      ...APPLICATION_FIELDS,
      berkas: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expectError(unknown, 400, GONE, 'staged_files_gone');
    expect(await stagedRowsOf(app, owner.id)).toHaveLength(2);
    expect(await stagedRowsOf(app, thief.id)).toHaveLength(1);
    const applied = await sendApplication(app, owner.headers, {
      ...APPLICATION_FIELDS,
      berkas: ownerIds.join(','),
    });
    expect(applied.statusCode).toBe(201);
    const row = (await applicationOf(owner.id))!;
    const again = await sendApplication(app, owner.headers, {
      ...APPLICATION_FIELDS,
      berkas: ownerIds.join(','),
    });
    expect([400, 409]).toContain(again.statusCode);
    for (const key of [row.foto, ...JSON.parse(row.resume)])
      expect(isPrivateFileStored(app, key)).toBe(true);
  });

  it('50 parallel stagings of one applicant: exactly 12 stored, the rest 429', async () => {
    const user = await loginAsApplicant(app);
    const before = (await storedFiles(app.config.dataDir)).length;
    const cv = await sampleFile('resume');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => stage(app, user.headers, 'resume', cv)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    expect(statuses.filter((s) => s === 429)).toHaveLength(38);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expectError(
      refused,
      429,
      'Terlalu banyak berkas menunggu dikirim. Kirim lamaran anda, atau coba lagi besok.',
    );
    expect(await stagedRowsOf(app, user.id)).toHaveLength(12);
    expect((await storedFiles(app.config.dataDir)).length).toBe(before + 12);
  });

  it('two simultaneous applications with the same staged ids: one 201, its files all kept', async () => {
    const user = await loginAsApplicant(app);
    const ids = await stageAll(app, user.headers, ['foto', 'resume']);
    const send = () =>
      sendApplication(app, user.headers, { ...APPLICATION_FIELDS, berkas: ids.join(',') });
    const responses = await Promise.all([send(), send()]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([400, 409]).toContain(statuses[1]);
    const row = (await applicationOf(user.id))!;
    for (const key of [row.foto, ...JSON.parse(row.resume)])
      expect(isPrivateFileStored(app, key)).toBe(true);
    expect(await stagedRowsOf(app, user.id)).toEqual([]);
  });
});
