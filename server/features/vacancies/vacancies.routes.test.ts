import { describe, expect, it } from 'vitest';

import type { Role } from '#common/roles';
import type { VacancyInput } from '#common/schemas/vacancies';

import type { TestApp } from '../../test/build-test-app.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { createVacancy, dayFromToday, vacancyInput } from '../../test/vacancies.ts';
import { createApplicantRow } from '../../test/applicant-rows.ts';
import { AUTO_CLOSE_ACTION } from './vacancy-auto-close.ts';

describe.each(TEST_DATABASES)('vacancies on %s', (dialect) => {
  let app: TestApp;
  const headers = {} as Record<Role, Record<string, string>>;
  useTestApp(async (built) => {
    app = built;
    for (const role of ['hrd', 'admin', 'superadmin', 'bos', 'editor'] as const)
      headers[role] = (await loginAs(app, role)).headers;
  }, dialect);

  const call = (role: Role | null, method: string, url: string, payload?: unknown) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: role ? headers[role] : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Puts a vacancy's last day in the past, as the calendar would (the API refuses past dates). */
  const expire = (id: number) =>
    app.db
      .updateTable('vacancies')
      .set({ ditutup_pada: dayFromToday(-2) })
      .where('id', '=', id)
      .execute();

  describe('who may write', () => {
    it.each(['hrd', 'admin', 'superadmin'] as const)(
      '%s can create, edit, close and delete a vacancy',
      async (role) => {
        const created = await call(role, 'POST', '/api/lowongan', vacancyInput());
        expect(created.statusCode).toBe(201);
        const vacancy = created.json();
        expect(vacancy).toMatchObject({ status: 'dibuka', kuota: 20, gaji_min: 4_500_000 });
        const edited = await call(role, 'PUT', `/api/lowongan/${vacancy.id}`, {
          ...vacancyInput({ judul: 'Judul Baru Sekali' }),
          status: 'ditutup',
        });
        expect(edited.statusCode).toBe(200);
        expect(edited.json()).toMatchObject({ judul: 'Judul Baru Sekali', status: 'ditutup' });
        const removed = await call(role, 'DELETE', `/api/lowongan/${vacancy.id}`);
        expect(removed.statusCode).toBe(204);
        expect((await call(null, 'GET', `/api/lowongan/${vacancy.slug}`)).statusCode).toBe(404);
      },
    );

    it.each(['bos', 'editor'] as const)(
      '%s gets 403 on every write; only bos (who reads applicants) may read the staff list',
      async (role) => {
        const vacancy = await createVacancy(app, headers.hrd);
        expectError(await call(role, 'POST', '/api/lowongan', vacancyInput()), 403, /akses/i);
        expect(
          (await call(role, 'PUT', `/api/lowongan/${vacancy.id}`, vacancyInput())).statusCode,
        ).toBe(403);
        expect((await call(role, 'DELETE', `/api/lowongan/${vacancy.id}`)).statusCode).toBe(403);
        expect((await call(role, 'GET', '/api/staff/lowongan')).statusCode).toBe(
          role === 'bos' ? 200 : 403,
        );
      },
    );

    it('a request without a token gets 401 on writes and on the staff list', async () => {
      const vacancy = await createVacancy(app, headers.hrd);
      expect((await call(null, 'POST', '/api/lowongan', vacancyInput())).statusCode).toBe(401);
      expect(
        (await call(null, 'PUT', `/api/lowongan/${vacancy.id}`, vacancyInput())).statusCode,
      ).toBe(401);
      expect((await call(null, 'DELETE', `/api/lowongan/${vacancy.id}`)).statusCode).toBe(401);
      expect((await call(null, 'GET', '/api/staff/lowongan')).statusCode).toBe(401);
    });

    it('an unknown id gets 404 on edit and delete', async () => {
      expectError(
        await call('hrd', 'PUT', '/api/lowongan/999999', vacancyInput()),
        404,
        'Lowongan tidak ditemukan',
      );
      expectError(
        await call('hrd', 'DELETE', '/api/lowongan/999999'),
        404,
        'Lowongan tidak ditemukan',
      );
    });

    it('every change is in the audit log', async () => {
      const vacancy = await createVacancy(app, headers.admin);
      await call(
        'admin',
        'PUT',
        `/api/lowongan/${vacancy.id}`,
        vacancyInput({ status: 'ditutup' }),
      );
      await call('admin', 'DELETE', `/api/lowongan/${vacancy.id}`);
      const audit = await app.db
        .selectFrom('audit_log')
        .select(['action', 'target', 'role'])
        .where('action', 'like', '% /lowongan%')
        .orderBy('id')
        .execute();
      expect(audit).toEqual(
        expect.arrayContaining([
          { action: 'POST /lowongan', target: null, role: 'admin' },
          { action: 'PUT /lowongan/:id', target: String(vacancy.id), role: 'admin' },
          { action: 'DELETE /lowongan/:id', target: String(vacancy.id), role: 'admin' },
        ]),
      );
    });
  });

  describe('bad input answers 400 naming the field', () => {
    it.each([
      [
        'a closing date in the past',
        { ditutup_pada: dayFromToday(-1) },
        'Tanggal ditutup tidak boleh sebelum hari ini',
      ],
      [
        'an impossible date',
        { ditutup_pada: '2026-02-30' },
        'Tanggal ditutup harus tanggal yang valid (YYYY-MM-DD)',
      ],
      ['zero openings', { kuota: 0 }, 'Jumlah kebutuhan (kuota) harus bilangan bulat minimal 1'],
      [
        'negative openings',
        { kuota: -3 },
        'Jumlah kebutuhan (kuota) harus bilangan bulat minimal 1',
      ],
      [
        'a salary minimum above its maximum',
        { gaji_min: 6_000_000, gaji_max: 5_000_000 },
        'Gaji minimum tidak boleh lebih besar dari gaji maksimum',
      ],
      [
        'a fractional salary',
        { gaji_min: 4_500_000.5 },
        'Gaji minimum harus bilangan bulat rupiah, minimal 0',
      ],
      [
        'more than 10 questions',
        {
          pertanyaan: Array.from({ length: 11 }, (_, i) => ({
            teks: `Pertanyaan ${i}?`,
            jawaban_diharapkan: null,
          })),
        },
        'Pertanyaan maksimal 10',
      ],
      [
        'an unknown position',
        { posisi: 'Koki' as never },
        'Posisi harus Security, Kebersihan atau Pengelola Parkir',
      ],
      [
        'an unknown employment type',
        { jenis: 'Magang' as never },
        'Jenis pekerjaan harus Penuh Waktu, Kontrak atau Harian',
      ],
      ['an unknown state', { status: 'arsip' as never }, 'Status harus draft, dibuka atau ditutup'],
      ['a blank title', { judul: '   ' }, 'Judul wajib diisi'],
      ['a blank city', { kota: '' }, 'Kota wajib diisi'],
      [
        'a description that is only a script',
        { deskripsi: '<script>alert(1)</script>' },
        'Deskripsi wajib diisi',
      ],
      [
        'a bad expected answer',
        { pertanyaan: [{ teks: 'SKCK?', jawaban_diharapkan: 'mungkin' as never }] },
        'Jawaban yang diharapkan harus ya, tidak atau kosong',
      ],
      [
        'a blank question',
        { pertanyaan: [{ teks: ' ', jawaban_diharapkan: null }] },
        'Teks pertanyaan wajib diisi',
      ],
    ])('%s', async (_label, overrides, text) => {
      expectError(await call('hrd', 'POST', '/api/lowongan', vacancyInput(overrides)), 400, text);
    });

    it('a closing date in the past is allowed only when closing the vacancy', async () => {
      const vacancy = await createVacancy(app, headers.hrd);
      const closing = await call(
        'hrd',
        'PUT',
        `/api/lowongan/${vacancy.id}`,
        vacancyInput({ status: 'ditutup', ditutup_pada: dayFromToday(-5) }),
      );
      expect(closing.statusCode).toBe(200);
      const reopening = await call(
        'hrd',
        'PUT',
        `/api/lowongan/${vacancy.id}`,
        vacancyInput({ status: 'dibuka', ditutup_pada: dayFromToday(-5) }),
      );
      expectError(reopening, 400, 'Tanggal ditutup tidak boleh sebelum hari ini');
    });

    it('stores the description sanitized: no scripts, event handlers or javascript: links', async () => {
      const vacancy = await createVacancy(app, headers.hrd, {
        deskripsi:
          '<p onclick="steal()">Syarat <script>alert(1)</script><a href="javascript:alert(2)">SKCK</a> <strong>Gada Pratama</strong></p>',
      });
      const stored = String(vacancy.deskripsi);
      expect(stored).not.toMatch(/script|onclick|javascript:/i);
      expect(stored).toContain('<strong>Gada Pratama</strong>');
      expect(stored).toContain('SKCK');
    });
  });

  describe('slugs', () => {
    it('is unique and stays the same when the title changes, so an old link keeps working', async () => {
      const first = await createVacancy(app, headers.hrd, {
        judul: 'Satpam Gedung Kaca',
        kota: 'Depok',
      });
      const second = await createVacancy(app, headers.hrd, {
        judul: 'Satpam Gedung Kaca',
        kota: 'Depok',
      });
      expect(first.slug).toBe('satpam-gedung-kaca-depok');
      expect(second.slug).toBe('satpam-gedung-kaca-depok-2');
      const renamed = await call(
        'hrd',
        'PUT',
        `/api/lowongan/${first.id}`,
        vacancyInput({ judul: 'Satpam Kantor Pusat', kota: 'Depok' }),
      );
      expect(renamed.json().slug).toBe('satpam-gedung-kaca-depok');
      const page = await call(null, 'GET', '/api/lowongan/satpam-gedung-kaca-depok');
      expect(page.json()).toMatchObject({ id: first.id, judul: 'Satpam Kantor Pusat' });
    });

    it('fifty staff saving the same title at once get fifty different slugs', async () => {
      const input = vacancyInput({ judul: `Serentak ${Date.now()}`, kota: 'Bogor' });
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => call('hrd', 'POST', '/api/lowongan', input)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
      expect(new Set(answers.map((a) => a.json().slug)).size).toBe(50);
    });
  });

  describe('what the public sees', () => {
    /** A vacancy titled `${tag} ${name}`, so a search for `tag` finds only the test's own. */
    const tagged = (tag: string, name: string, overrides: Partial<VacancyInput> = {}) =>
      createVacancy(app, headers.hrd, { judul: `${tag} ${name}`, ...overrides });

    it('lists open vacancies only, newest first, and hides a salary not meant to be shown', async () => {
      const tag = `T${Date.now()}`;
      const older = await tagged(tag, 'lama', { tampilkan_gaji: false });
      const newer = await tagged(tag, 'baru');
      const draft = await tagged(tag, 'draft', { status: 'draft' });
      const closed = await tagged(tag, 'tutup', { status: 'ditutup' });
      const expired = await tagged(tag, 'lewat');
      await expire(expired.id);
      const list = (await call(null, 'GET', `/api/lowongan?q=${tag}`)).json() as {
        id: number;
        gaji_min: number | null;
        gaji_max: number | null;
      }[];
      expect(list.map((v) => v.id)).toEqual([newer.id, older.id]);
      expect(list[1]).toMatchObject({ gaji_min: null, gaji_max: null });
      expect(list[0]).toMatchObject({ gaji_min: 4_500_000, gaji_max: 5_500_000 });
      const all = (await call(null, 'GET', '/api/lowongan')).json() as { id: number }[];
      const ids = all.map((v) => v.id);
      expect(ids).toEqual(expect.arrayContaining([newer.id, older.id]));
      for (const hidden of [draft.id, closed.id, expired.id]) expect(ids).not.toContain(hidden);
      expect(Object.keys(all[0]).sort()).toEqual(
        [
          'id',
          'slug',
          'judul',
          'posisi',
          'kota',
          'provinsi',
          'lokasi',
          'jenis',
          'kuota',
          'deskripsi',
          'gaji_min',
          'gaji_max',
          'tampilkan_gaji',
          'ditutup_pada',
          'status',
          'pertanyaan',
          'syarat',
          'created_at',
          'updated_at',
        ].sort(),
      );
    });

    it('filters by position, city (any case) and text; an unknown position is a 400', async () => {
      const tag = `F${Date.now()}`;
      const guard = await tagged(tag, 'satpam', { kota: 'Surabaya' });
      const cleaner = await tagged(tag, 'cleaner', { posisi: 'Kebersihan', kota: 'Surabaya' });
      await tagged(tag, 'parkir', { posisi: 'Pengelola Parkir', kota: 'Malang' });
      const ids = async (query: string) =>
        (
          (await call(null, 'GET', `/api/lowongan?q=${tag}&${query}`)).json() as { id: number }[]
        ).map((v) => v.id);
      expect(await ids('posisi=Kebersihan')).toEqual([cleaner.id]);
      expect(await ids('kota=surabaya')).toEqual([cleaner.id, guard.id]);
      expect(await ids('kota=Surabaya&posisi=Security')).toEqual([guard.id]);
      expect(await ids('kota=Medan')).toEqual([]);
      expectError(
        await call(null, 'GET', '/api/lowongan?posisi=Koki'),
        400,
        'Posisi harus Security, Kebersihan atau Pengelola Parkir',
      );
    });

    it('a write shows in the public list at once (the cached list is dropped)', async () => {
      await call(null, 'GET', '/api/lowongan');
      const vacancy = await createVacancy(app, headers.hrd);
      const ids = () =>
        call(null, 'GET', '/api/lowongan').then((r) =>
          (r.json() as { id: number }[]).map((v) => v.id),
        );
      expect(await ids()).toContain(vacancy.id);
      await call('hrd', 'PUT', `/api/lowongan/${vacancy.id}`, vacancyInput({ status: 'ditutup' }));
      expect(await ids()).not.toContain(vacancy.id);
    });

    it('one vacancy: 200 when open, 410 when closed or past its date, 404 when unknown or a draft', async () => {
      const open = await createVacancy(app, headers.hrd, { tampilkan_gaji: false });
      const closed = await createVacancy(app, headers.hrd, { status: 'ditutup' });
      const expired = await createVacancy(app, headers.hrd);
      await expire(expired.id);
      const draft = await createVacancy(app, headers.hrd, { status: 'draft' });
      const shown = await call(null, 'GET', `/api/lowongan/${open.slug}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({ id: open.id, gaji_min: null });
      expectError(
        await call(null, 'GET', `/api/lowongan/${closed.slug}`),
        410,
        'Lowongan ini sudah ditutup',
      );
      expectError(
        await call(null, 'GET', `/api/lowongan/${expired.slug}`),
        410,
        'Lowongan ini sudah ditutup',
      );
      expectError(
        await call(null, 'GET', `/api/lowongan/${draft.slug}`),
        404,
        'Lowongan tidak ditemukan',
      );
      expectError(
        await call(null, 'GET', '/api/lowongan/tidak-ada-sama-sekali'),
        404,
        'Lowongan tidak ditemukan',
      );
      // Staff with a token also get drafts, and see the salary as stored.
      expect((await call('hrd', 'GET', `/api/lowongan/${draft.slug}`)).statusCode).toBe(200);
      expect((await call('hrd', 'GET', `/api/lowongan/${open.slug}`)).json()).toMatchObject({
        gaji_min: 4_500_000,
      });
      expect((await call('editor', 'GET', `/api/lowongan/${draft.slug}`)).statusCode).toBe(404);
      expect((await call('bos', 'GET', `/api/lowongan/${draft.slug}`)).statusCode).toBe(404);
    });
  });

  describe('closing by itself', () => {
    it('the periodic task closes a vacancy after its last day and records it in the audit log', async () => {
      const expired = await createVacancy(app, headers.hrd);
      const lastDay = await createVacancy(app, headers.hrd, { ditutup_pada: dayFromToday(1) });
      await expire(expired.id);
      // The task is due again an hour after its last run: run it as the clock will then be.
      await app.jobs.runDue({
        types: ['vacancy-auto-close'],
        now: new Date(Date.now() + 2 * 3600_000),
      });
      const states = await app.db
        .selectFrom('vacancies')
        .select(['id', 'status'])
        .where('id', 'in', [expired.id, lastDay.id])
        .orderBy('id')
        .execute();
      expect(states).toEqual([
        { id: expired.id, status: 'ditutup' },
        { id: lastDay.id, status: 'dibuka' },
      ]);
      const audit = await app.db
        .selectFrom('audit_log')
        .select(['actor', 'target'])
        .where('action', '=', AUTO_CLOSE_ACTION)
        .execute();
      expect(audit).toContainEqual({ actor: null, target: String(expired.id) });
    });
  });

  describe('delete and the staff list', () => {
    it('a vacancy with applications cannot be deleted (409); the staff list counts them', async () => {
      const vacancy = await createVacancy(app, headers.hrd);
      const row = await createApplicantRow(app);
      await app.db
        .updateTable('applicants')
        .set({ lowongan_id: vacancy.id, memenuhi_syarat: 0 })
        .where('id', '=', row.id)
        .execute();
      expectError(
        await call('hrd', 'DELETE', `/api/lowongan/${vacancy.id}`),
        409,
        'Lowongan ini sudah memiliki pelamar dan tidak bisa dihapus. Tutup lowongan ini sebagai gantinya.',
      );
      const list = (await call('superadmin', 'GET', '/api/staff/lowongan')).json() as {
        id: number;
        jumlah_pelamar: number;
        tidak_memenuhi: number;
      }[];
      expect(list.find((v) => v.id === vacancy.id)).toMatchObject({
        jumlah_pelamar: 1,
        tidak_memenuhi: 1,
      });
    });

    it('the staff list has drafts and closed ones too', async () => {
      const draft = await createVacancy(app, headers.hrd, { status: 'draft' });
      const closed = await createVacancy(app, headers.hrd, { status: 'ditutup' });
      const ids = (
        (await call('admin', 'GET', '/api/staff/lowongan')).json() as { id: number }[]
      ).map((v) => v.id);
      expect(ids).toEqual(expect.arrayContaining([draft.id, closed.id]));
    });
  });
});
