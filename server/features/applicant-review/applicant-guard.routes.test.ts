import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { storedFiles } from '../../test/damaged-images.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import {
  applyAsGuard,
  createGuardVacancy,
  FULL_REQUIREMENTS,
  guardFields,
  nikFor,
  sendGuardApplication,
  uniquePhone,
} from '../../test/guard-applications.ts';
import { injectAs } from '../../test/inject-as.ts';
import { loginAs, loginAsApplicant } from '../../test/login-as.ts';
import { book, createHiringDay, invite, moveHiringDayToNow } from '../../test/hiring-days.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';

type Detail = {
  id: number;
  nik: string | null;
  memenuhi_syarat: boolean;
  syarat: { kode: string; terpenuhi: boolean | null; keterangan: string }[];
  dokumen: { jenis: string; url: string | null; verifikasi: string; catatan: string | null }[];
  duplikat: number[];
};

describe.each(TEST_DATABASES)('guard-ready review on %s', (dialect) => {
  let app: TestApp;
  let staff: Record<'hrd' | 'superadmin' | 'admin' | 'bos' | 'editor', { id: number; headers: Record<string, string> }>; // prettier-ignore
  useTestApp(async (built) => {
    app = built;
    staff = {
      hrd: await loginAs(app, 'hrd'),
      superadmin: await loginAs(app, 'superadmin'),
      admin: await loginAs(app, 'admin'),
      bos: await loginAs(app, 'bos'),
      editor: await loginAs(app, 'editor'),
    };
  }, dialect);

  const detail = async (id: number, as: keyof typeof staff = 'hrd') => {
    const answer = await injectAs(app, staff[as].headers).get(`/api/pelamar/${id}`);
    expect(answer.statusCode).toBe(200);
    return answer.json<Detail>();
  };
  /** The application is flagged, and `kode` is the requirement it falls short of, for `keterangan`. */
  const expectShortOf = (shown: Detail, kode: string, keterangan: string) => {
    expect(shown.memenuhi_syarat).toBe(false);
    expect(shown.syarat.find((s) => s.kode === kode)).toEqual({
      kode,
      terpenuhi: false,
      keterangan,
    });
  };
  const verify = (id: number, jenis: string, body: unknown, as: keyof typeof staff = 'hrd') =>
    injectAs(app, staff[as].headers).put(`/api/pelamar/${id}/dokumen/${jenis}`, body as object);

  it('the detail answers the NIK, the checklist, the documents and no duplicate', async () => {
    const vacancy = await createGuardVacancy(app, staff.hrd.headers);
    const nik = nikFor(1111);
    const { id } = await applyAsGuard(app, vacancy.id, { nik: `${nik.slice(0, 12)}7771` });
    const shown = await detail(id);
    expect(shown.nik).toBe(`${nik.slice(0, 12)}7771`);
    expect(shown.memenuhi_syarat).toBe(true);
    // Every requirement is met, listed in this order.
    expect(shown.syarat.map((s) => [s.kode, s.terpenuhi])).toEqual(
      ['usia', 'tinggi', 'pendidikan', 'gada', 'skck', 'surat_sehat'].map((kode) => [kode, true]),
    );
    expect(shown.dokumen.map((d) => [d.jenis, d.verifikasi])).toEqual([
      ['ktp', 'belum'],
      ['skck', 'belum'],
      ['sertifikat_gada', 'belum'],
      ['surat_sehat', 'belum'],
    ]);
    expect(shown.dokumen[0]!.url).toMatch(/^\/api\/files\/photos\/.+&by=staff-\d+$/);
    expect(shown.duplikat).toEqual([]);
  });

  it('flags what falls short with the reason, and the questions count too', async () => {
    const vacancy = await createGuardVacancy(app, staff.hrd.headers);
    const { id } = await applyAsGuard(app, vacancy.id, { tinggi_badan: '160' });
    expectShortOf(await detail(id), 'tinggi', 'Tinggi badan di bawah 165 cm');
  });

  it('lists the NIK masked and filters by duplicates, requirements and unverified documents', async () => {
    const vacancy = await createGuardVacancy(app, staff.hrd.headers);
    const nik = nikFor(2222);
    const phone = uniquePhone();
    const first = await applyAsGuard(app, vacancy.id, { nik, telepon: phone });
    // The same phone written another way, another NIK: still a duplicate.
    const second = await applyAsGuard(app, vacancy.id, {
      nik: nikFor(2223),
      telepon: `62${phone.slice(1)}`,
    });
    const short = await applyAsGuard(app, vacancy.id, { tinggi_badan: '150' });
    const hrd = injectAs(app, staff.hrd.headers);

    const list = await hrd.get(`/api/pelamar?lowongan=${vacancy.id}`);
    expect(list.headers['x-total-count']).toBe('3');
    const rows = list.json<{ id: number; nik: string | null; duplicate: boolean }[]>();
    expect(rows.find((r) => r.id === first.id)).toMatchObject({
      nik: `${nik.slice(0, 4)}**********${nik.slice(14)}`,
      duplicate: true,
    });
    expect(JSON.stringify(rows)).not.toContain(nik);

    const dupes = await hrd.get(`/api/pelamar?lowongan=${vacancy.id}&duplikat=1`);
    expect(dupes.headers['x-total-count']).toBe('2');
    expect(
      dupes
        .json<{ id: number }[]>()
        .map((r) => r.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect((await detail(first.id)).duplikat).toEqual([second.id]);
    expect((await detail(second.id)).duplikat).toEqual([first.id]);

    const meeting = await hrd.get(`/api/pelamar?lowongan=${vacancy.id}&syarat=1`);
    expect(meeting.json<{ id: number }[]>().map((r) => r.id)).not.toContain(short.id);
    expect(meeting.headers['x-total-count']).toBe('2');

    const unverified = () =>
      hrd
        .get(`/api/pelamar?lowongan=${vacancy.id}&dokumen=belum`)
        .then((r) => r.json<{ id: number }[]>().map((row) => row.id));
    expect((await unverified()).sort()).toEqual([first.id, second.id, short.id].sort());
    for (const jenis of ['ktp', 'skck', 'sertifikat_gada', 'surat_sehat'])
      expect((await verify(short.id, jenis, { verifikasi: 'sah' })).statusCode).toBe(200);
    expect(await unverified()).not.toContain(short.id);

    // Each row counts its documents by state (docs/decisions/058: the phone cards' '4/4 dokumen sah').
    expect((await verify(first.id, 'skck', { verifikasi: 'ditolak' })).statusCode).toBe(200);
    const counted = (await hrd.get(`/api/pelamar?lowongan=${vacancy.id}`)).json<
      { id: number; dokumen: Record<string, number> }[]
    >();
    const countsOf = (id: number) => counted.find((row) => row.id === id)!.dokumen;
    expect(countsOf(short.id)).toEqual({ sah: 4, ditolak: 0, belum: 0 });
    expect(countsOf(first.id)).toEqual({ sah: 0, ditolak: 1, belum: 3 });
    expect(countsOf(second.id)).toEqual({ sah: 0, ditolak: 0, belum: 4 });

    for (const [query, message] of [
      ['duplikat=2', 'Filter duplikat harus 1'],
      ['syarat=0', 'Filter syarat harus 1'],
      ['dokumen=sah', 'Filter dokumen harus belum'],
    ])
      expectError(await hrd.get(`/api/pelamar?${query}`), 400, message!);
  });

  it('hrd and superadmin verify a document; a rejected SKCK fails its requirement; audited in words', async () => {
    const vacancy = await createGuardVacancy(app, staff.hrd.headers);
    const { id } = await applyAsGuard(app, vacancy.id);
    const saved = await verify(id, 'skck', { verifikasi: 'ditolak', catatan: 'Bukan SKCK asli' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      jenis: 'skck',
      verifikasi: 'ditolak',
      catatan: 'Bukan SKCK asli',
    });
    expectShortOf(await detail(id), 'skck', 'SKCK ditolak: Bukan SKCK asli');
    const flagged = await injectAs(app, staff.hrd.headers).get(
      `/api/pelamar?lowongan=${vacancy.id}&memenuhi=0`,
    );
    expect(flagged.json<{ id: number }[]>().map((r) => r.id)).toContain(id);

    expect((await verify(id, 'skck', { verifikasi: 'sah' }, 'superadmin')).statusCode).toBe(200);
    expect((await detail(id)).memenuhi_syarat).toBe(true);

    const records = await app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'target'])
      .where('action', '=', 'PUT /pelamar/:id/dokumen/:jenis')
      .where('target', '=', `${id}/skck`)
      .orderBy('id')
      .execute();
    expect(records).toEqual([
      { actor_id: staff.hrd.id, action: 'PUT /pelamar/:id/dokumen/:jenis', target: `${id}/skck` },
      {
        actor_id: staff.superadmin.id,
        action: 'PUT /pelamar/:id/dokumen/:jenis',
        target: `${id}/skck`,
      },
    ]);
  });

  it('refuses verification to other roles, unknown documents and bad values', async () => {
    const vacancy = await createGuardVacancy(app, staff.hrd.headers, {
      ...FULL_REQUIREMENTS,
      surat_sehat: false,
    });
    const { id } = await applyAsGuard(app, vacancy.id, {}, ['ktp', 'skck', 'sertifikat_gada']);
    for (const role of ['admin', 'bos', 'editor'] as const)
      expect((await verify(id, 'ktp', { verifikasi: 'sah' }, role)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/pelamar/${id}/dokumen/ktp`,
          payload: { verifikasi: 'sah' },
        })
      ).statusCode,
    ).toBe(401);
    expectError(await verify(id, 'surat_sehat', { verifikasi: 'sah' }), 404, 'Dokumen tidak ditemukan'); // prettier-ignore
    expectError(await verify(id, 'paspor', { verifikasi: 'sah' }), 404, 'Dokumen tidak ditemukan');
    expectError(await verify(999_999, 'ktp', { verifikasi: 'sah' }), 404, 'Dokumen tidak ditemukan'); // prettier-ignore
    expectError(
      await verify(id, 'ktp', { verifikasi: 'oke' }),
      400,
      'Verifikasi harus salah satu dari: belum, sah, ditolak',
    );
    expectError(
      await verify(id, 'ktp', { verifikasi: 'ditolak', catatan: 'x'.repeat(501) }),
      400,
      'Catatan maksimal 500 karakter',
    );
  });

  it('serves SKCK and health files to hrd and superadmin only, with private headers, each download audited', async () => {
    const vacancy = await createGuardVacancy(app, staff.hrd.headers);
    const { id } = await applyAsGuard(app, vacancy.id);
    const linkOf = async (role: keyof typeof staff, jenis: string) =>
      (await detail(id, role)).dokumen.find((d) => d.jenis === jenis)!.url!;

    for (const role of ['hrd', 'superadmin'] as const)
      for (const jenis of ['skck', 'surat_sehat']) {
        const file = await app.inject({ url: await linkOf(role, jenis) });
        expect(file.statusCode).toBe(200);
        expect(file.headers['cache-control']).toBe('private, no-store');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
      }
    for (const role of ['admin', 'bos'] as const) {
      for (const jenis of ['skck', 'surat_sehat'])
        expectError(
          await app.inject({ url: await linkOf(role, jenis) }),
          403,
          'Dokumen ini hanya dapat diunduh oleh HRD dan Super Admin',
        );
      // The other documents are theirs to read, as the CV is.
      expect((await app.inject({ url: await linkOf(role, 'ktp') })).statusCode).toBe(200);
    }
    // editor never reads applications; a link made for them opens nothing specific either.
    const skck = await app.db
      .selectFrom('applicant_documents')
      .select('file_key')
      .where('pelamar_id', '=', id)
      .where('jenis', '=', 'skck')
      .executeTakeFirstOrThrow();
    for (const viewer of [`staff-${staff.editor.id}`, '', 'pelamar-1'])
      expect(
        (await app.inject({ url: app.storage.signedUrl(skck.file_key, 60, viewer) })).statusCode,
      ).toBe(403);

    const downloads = await app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target'])
      .where('action', '=', 'GET /pelamar/:id/dokumen/:jenis')
      .where('target', 'like', `${id}/%`)
      .execute();
    // Two roles × two specific files, and the KTP by admin and bos; refusals are not downloads.
    expect(downloads).toHaveLength(6);
    expect(downloads).toContainEqual({ actor_id: staff.hrd.id, target: `${id}/skck` });
    expect(downloads).toContainEqual({ actor_id: staff.admin.id, target: `${id}/ktp` });
  });

  it('a height measured on the hiring day counts for the height requirement', async () => {
    const vacancy = await createGuardVacancy(app, staff.hrd.headers);
    const applied = await applyAsGuard(app, vacancy.id, { tinggi_badan: '160' });
    expect((await detail(applied.id)).memenuhi_syarat).toBe(false);

    const session = await createHiringDay(app, staff.hrd.headers);
    await invite(app, staff.hrd.headers, session.id, [applied.id]);
    const { kode } = (await book(app, applied.headers, session.id)).json<{ kode: string }>();
    await moveHiringDayToNow(app, session.id);
    const hrd = injectAs(app, staff.hrd.headers);
    expect((await hrd.post(`/api/sesi/${session.id}/hadir`, { kode })).statusCode).toBe(200);
    const result = (tinggi_badan: number) =>
      hrd.put(`/api/sesi/${session.id}/hasil/${applied.id}`, {
        tinggi_badan,
        berat_badan: 70,
        lulus: true,
      });

    expect((await result(168)).statusCode).toBe(200);
    const measured = await detail(applied.id);
    expect(measured.memenuhi_syarat).toBe(true);
    expect(measured.syarat.find((s) => s.kode === 'tinggi')?.terpenuhi).toBe(true);

    expect((await result(163)).statusCode).toBe(200);
    expect((await detail(applied.id)).memenuhi_syarat).toBe(false);
  });

  it('a changed vacancy requirement judges its applications again', async () => {
    const vacancy = await createGuardVacancy(app, staff.hrd.headers);
    const { id } = await applyAsGuard(app, vacancy.id, { tinggi_badan: '166' });
    expect((await detail(id)).memenuhi_syarat).toBe(true);
    const { id: _id, slug: _slug, created_at: _c, updated_at: _u, ...input } = vacancy;
    const raised = await injectAs(app, staff.hrd.headers).put(`/api/lowongan/${vacancy.id}`, {
      ...input,
      pertanyaan: [],
      syarat: { ...FULL_REQUIREMENTS, tinggi_min_pria: 170 },
    });
    expect(raised.statusCode).toBe(200);
    expect((await detail(id)).memenuhi_syarat).toBe(false);
  });

  it('deleting an application removes its document files too', async () => {
    const vacancy = await createGuardVacancy(app, staff.hrd.headers);
    const { id } = await applyAsGuard(app, vacancy.id);
    const keys = (
      await app.db
        .selectFrom('applicant_documents')
        .select('file_key')
        .where('pelamar_id', '=', id)
        .execute()
    ).map((row) => row.file_key);
    expect(keys).toHaveLength(4);
    const stored = async () => (await storedFiles(app.config.dataDir)).join('\n');
    for (const key of keys) expect(await stored()).toContain(key.split('/')[1]);
    expect((await injectAs(app, staff.hrd.headers).delete(`/api/pelamar/${id}`)).statusCode).toBe(
      200,
    );
    for (const key of keys) expect(await stored()).not.toContain(key.split('/')[1]);
  });

  it('fifty concurrent applications with one NIK from fifty accounts are all stored, each a duplicate of the other 49', async () => {
    const vacancy = await createGuardVacancy(app, staff.hrd.headers);
    const nik = nikFor(5050);
    const accounts = await Promise.all(Array.from({ length: 50 }, () => loginAsApplicant(app)));
    const started = performance.now();
    const answers = await Promise.all(
      accounts.map((account) =>
        sendGuardApplication(app, account.headers, { ...guardFields(vacancy.id), nik }),
      ),
    );
    const elapsed = performance.now() - started;
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    // The applicant is never told the NIK is known.
    for (const answer of answers) expect(answer.body).not.toMatch(/duplikat|sudah terdaftar/i);
    const ids = answers.map((a) => a.json<{ id: number }>().id);
    for (const id of ids) {
      const shown = await detail(id);
      expect(shown.duplikat).toHaveLength(49);
      expect(shown.duplikat).toEqual(ids.filter((other) => other !== id).sort((a, b) => a - b));
    }
    const listed = await injectAs(app, staff.hrd.headers).get(
      `/api/pelamar?lowongan=${vacancy.id}&duplikat=1&pageSize=100`,
    );
    expect(listed.headers['x-total-count']).toBe('50');
    console.info(`fifty concurrent guard applications (${dialect}): ${Math.round(elapsed)} ms`);
  }, 120_000);
});
