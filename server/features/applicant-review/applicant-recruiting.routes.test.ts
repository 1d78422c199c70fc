import { describe, expect, it } from 'vitest';

import type { Role } from '#common/roles';

import { TEST_DATABASES } from '../../test/for-each-database.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { loginAs, loginAsApplicant } from '../../test/login-as.ts';
import type { ApplicantRow } from '../../db/schema.ts';
import { applicationExists, createApplicantRow, storedReview } from '../../test/applicant-rows.ts';
import { submitApplication } from '../../test/application-form.ts';
import { injectAs } from '../../test/inject-as.ts';
import { expectError } from '../../test/expect-error.ts';

const DEFAULT_SETTINGS = {
  openPositions: ['Security', 'Kebersihan', 'Pengelola Parkir'],
  interviewPlace: 'Kantor Sigap, Jl. Sudirman 1, Jakarta',
  interviewNotes: 'Bawa KTP dan SKCK asli.',
  whatsAppTemplates: {
    Menunggu: 'Halo {nama}, lamaran {posisi} sedang ditinjau.',
    Diterima: 'Halo {nama}, anda diterima.',
    Ditolak: 'Halo {nama}, mohon maaf.',
    interview: 'Halo {nama}, interview {jadwal}.',
  },
};

/** Many plain applications at once (the bulk limit needs more than 500 rows). */
async function insertMany(app: TestApp, n: number) {
  const now = new Date().toISOString();
  const tag = Math.random().toString(36).slice(2, 8);
  const users = await app.db
    .insertInto('applicant_users')
    .values(
      Array.from({ length: n }, (_, i) => ({
        nama: `massal${tag}${i}`,
        email: `massal${tag}${i}@contoh.id`,
        password_hash: 'x',
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'email'])
    .execute();
  await app.db
    .insertInto('applicants')
    .values(
      users.map((user) => ({
        user_id: user.id,
        nama: 'Massal Satu',
        email: user.email,
        telepon: '081200000000',
        posisi: 'Security',
        jenis_kelamin: 'Laki-laki',
        tanggal_lahir: '1995-01-01',
        pesan: 'Jakarta',
        resume: '[]',
        foto: '',
        created_at: now,
        updated_at: now,
        created_day: now.slice(0, 10),
        search_text: 'massal satu',
      })),
    )
    .execute();
}

describe.each(TEST_DATABASES)('recruiting on %s', (dialect) => {
  let app: TestApp;
  const staff: Partial<Record<Role, { nama: string; headers: Record<string, string> }>> = {};
  useTestApp(async (built) => {
    app = built;
    for (const role of ['hrd', 'admin', 'superadmin', 'bos', 'editor'] as const)
      staff[role] = await loginAs(app, role);
  }, dialect);

  const call = (role: Role | null, method: string, url: string, payload?: unknown) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: role ? staff[role]!.headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const applicantHeaders = async (row: ApplicantRow) => {
    const token = await app.auth.issueApplicantToken({
      id: row.user_id,
      nama: `u${row.user_id}`,
      email: row.email,
    });
    return { authorization: `Bearer ${token}` };
  };

  describe('history', () => {
    it('keeps each schedule and status change with who and when, oldest first', async () => {
      const row = await createApplicantRow(app);
      expect(
        (
          await call('hrd', 'PUT', `/api/pelamar/${row.id}/jadwal`, {
            jadwal_interview: '2030-02-03T09:00',
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await call('admin', 'PUT', `/api/pelamar/${row.id}/status`, { status: 'Diterima' }))
          .statusCode,
      ).toBe(200);
      // An unchanged save is no change.
      expect(
        (await call('admin', 'PUT', `/api/pelamar/${row.id}/status`, { status: 'Diterima' }))
          .statusCode,
      ).toBe(200);
      const detail = await call('bos', 'GET', `/api/pelamar/${row.id}`);
      expect(detail.statusCode).toBe(200);
      const history = detail.json().history;
      expect(history).toHaveLength(2);
      expect(history[0]).toMatchObject({
        status: 'Menunggu',
        jadwal_interview: '2030-02-03T09:00',
        by: staff.hrd!.nama,
      });
      expect(history[1]).toMatchObject({
        status: 'Diterima',
        jadwal_interview: '2030-02-03T09:00',
        by: staff.admin!.nama,
      });
      expect(Date.parse(history[1].at)).toBeGreaterThanOrEqual(Date.parse(history[0].at));
    });

    it('shows the applicant their own changes with dates but not who made them', async () => {
      const row = await createApplicantRow(app, { jadwal_interview: '2030-02-03T09:00' });
      await call('hrd', 'PUT', `/api/pelamar/${row.id}/status`, { status: 'Ditolak' });
      const mine = await injectAs(app, await applicantHeaders(row)).get(
        `/api/user/pelamar/${row.user_id}`,
      );
      expect(mine.statusCode).toBe(200);
      expect(mine.json().history).toEqual([
        { status: 'Ditolak', jadwal_interview: '2030-02-03T09:00', at: expect.any(String) },
      ]);
      expect(mine.json()).not.toHaveProperty('notes');
    });

    it('a refused status save (no schedule) leaves no history', async () => {
      const row = await createApplicantRow(app);
      const response = await call('hrd', 'PUT', `/api/pelamar/${row.id}/status`, {
        status: 'Diterima',
      });
      expect(response.statusCode).toBe(400);
      expect((await call('hrd', 'GET', `/api/pelamar/${row.id}`)).json().history).toEqual([]);
    });
  });

  describe('notes', () => {
    it.each(['hrd', 'admin', 'superadmin'] as const)(
      '%s adds a note that bos can read',
      async (role) => {
        const row = await createApplicantRow(app);
        const response = await call(role, 'POST', `/api/pelamar/${row.id}/notes`, {
          text: '  Sudah ditelepon, datang Senin.  ',
        });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({
          text: 'Sudah ditelepon, datang Senin.',
          by: staff[role]!.nama,
        });
        const detail = await call('bos', 'GET', `/api/pelamar/${row.id}`);
        expect(detail.json().notes).toEqual([
          {
            id: expect.any(Number),
            text: 'Sudah ditelepon, datang Senin.',
            by: staff[role]!.nama,
            at: expect.any(String),
          },
        ]);
      },
    );

    it('bos and editor get 403, no token 401, an unknown applicant 404', async () => {
      const row = await createApplicantRow(app);
      expect(
        (await call('bos', 'POST', `/api/pelamar/${row.id}/notes`, { text: 'x' })).statusCode,
      ).toBe(403);
      expect(
        (await call('editor', 'POST', `/api/pelamar/${row.id}/notes`, { text: 'x' })).statusCode,
      ).toBe(403);
      expect(
        (await call(null, 'POST', `/api/pelamar/${row.id}/notes`, { text: 'x' })).statusCode,
      ).toBe(401);
      const missing = await call('hrd', 'POST', '/api/pelamar/99999999/notes', { text: 'x' });
      expectError(missing, 404, 'Data pelamar tidak ditemukan');
      expect((await call('hrd', 'GET', `/api/pelamar/${row.id}`)).json().notes).toEqual([]);
    });

    it.each([
      ['empty', { text: '   ' }, 'Catatan wajib diisi'],
      ['missing', {}, 'Catatan wajib diisi'],
      ['huge', { text: 'a'.repeat(2001) }, 'Catatan maksimal 2000 karakter'],
      ['not text', { text: 42 }, 'Catatan wajib diisi'],
    ])('refuses a %s note with a clear 400', async (_name, payload, error) => {
      const row = await createApplicantRow(app);
      const response = await call('hrd', 'POST', `/api/pelamar/${row.id}/notes`, payload);
      expectError(response, 400, error);
    });

    it('keeps HTML as the plain text typed', async () => {
      const row = await createApplicantRow(app);
      const text = '<img src=x onerror="alert(1)"><b>tebal</b>';
      expect((await call('hrd', 'POST', `/api/pelamar/${row.id}/notes`, { text })).statusCode).toBe(
        201,
      );
      expect((await call('hrd', 'GET', `/api/pelamar/${row.id}`)).json().notes[0].text).toBe(text);
    });

    it('never shows notes to the applicant', async () => {
      const row = await createApplicantRow(app);
      await call('hrd', 'POST', `/api/pelamar/${row.id}/notes`, { text: 'rahasia internal' });
      const mine = await injectAs(app, await applicantHeaders(row)).get(
        `/api/user/pelamar/${row.user_id}`,
      );
      expect(mine.body).not.toContain('rahasia internal');
    });
  });

  describe('interview.ics', () => {
    it('answers the interview as text/calendar to staff who read applicants and to the applicant', async () => {
      await call('admin', 'PUT', '/api/recruiting-settings', DEFAULT_SETTINGS);
      const row = await createApplicantRow(app, {
        jadwal_interview: '2030-03-07T10:30',
        posisi: 'Kebersihan',
      });
      for (const role of ['hrd', 'admin', 'superadmin', 'bos'] as const) {
        const response = await call(role, 'GET', `/api/pelamar/${row.id}/interview.ics`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/calendar/);
        // 10:30 in Jakarta (UTC+7) is 03:30 UTC.
        expect(response.body).toContain('DTSTART:20300307T033000Z');
        expect(response.body).toContain('DURATION:PT60M');
        expect(response.body).toContain('SUMMARY:Interview Sigap: Cleaning');
        expect(response.body).toContain('LOCATION:Kantor Sigap\\, Jl. Sudirman 1\\, Jakarta');
        expect(response.body.replace(/\r\n /g, '')).toContain('Bawa KTP dan SKCK asli.');
      }
      const mine = await injectAs(app, await applicantHeaders(row)).get(
        `/api/user/pelamar/${row.user_id}/interview.ics`,
      );
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toMatch(/^text\/calendar/);
      expect(mine.body).toContain('BEGIN:VEVENT');
    });

    it('answers 404 without a schedule, 403 to editor and to another applicant, 401 without token', async () => {
      const row = await createApplicantRow(app);
      const staffIcs = await call('hrd', 'GET', `/api/pelamar/${row.id}/interview.ics`);
      expectError(staffIcs, 404, 'Jadwal interview belum ditentukan');
      const mine = await injectAs(app, await applicantHeaders(row)).get(
        `/api/user/pelamar/${row.user_id}/interview.ics`,
      );
      expect(mine.statusCode).toBe(404);
      expect((await call('editor', 'GET', `/api/pelamar/${row.id}/interview.ics`)).statusCode).toBe(
        403,
      );
      expect((await call(null, 'GET', `/api/pelamar/${row.id}/interview.ics`)).statusCode).toBe(
        401,
      );
      const other = await loginAsApplicant(app);
      const foreign = await injectAs(app, other.headers).get(
        `/api/user/pelamar/${row.user_id}/interview.ics`,
      );
      expect(foreign.statusCode).toBe(403);
    });
  });

  describe('open positions', () => {
    it('a closed position is not offered and the server refuses it; reopening allows it again', async () => {
      const closed = { ...DEFAULT_SETTINGS, openPositions: ['Security', 'Pengelola Parkir'] };
      expect((await call('hrd', 'PUT', '/api/recruiting-settings', closed)).statusCode).toBe(200);
      const open = await app.inject({ method: 'GET', url: '/api/posisi' });
      expect(open.json()).toEqual([
        { posisi: 'Security', label: 'Security', open: true },
        { posisi: 'Kebersihan', label: 'Cleaning', open: false },
        { posisi: 'Pengelola Parkir', label: 'Parking Management', open: true },
      ]);
      const applicant = await loginAsApplicant(app);
      const submit = () => submitApplication(app, applicant.headers);
      const refused = await submit();
      expectError(refused, 400, 'Lowongan Cleaning sedang ditutup');
      await call('superadmin', 'PUT', '/api/recruiting-settings', DEFAULT_SETTINGS);
      expect((await submit()).statusCode).toBe(201);
    });

    it('bos and editor cannot change the settings; bad values get a 400 naming the field', async () => {
      expect(
        (await call('bos', 'PUT', '/api/recruiting-settings', DEFAULT_SETTINGS)).statusCode,
      ).toBe(403);
      expect(
        (await call('editor', 'PUT', '/api/recruiting-settings', DEFAULT_SETTINGS)).statusCode,
      ).toBe(403);
      expect((await call('bos', 'GET', '/api/recruiting-settings')).statusCode).toBe(200);
      const badPosition = await call('hrd', 'PUT', '/api/recruiting-settings', {
        ...DEFAULT_SETTINGS,
        openPositions: ['Koki'],
      });
      expectError(badPosition, 400, 'Posisi harus Security, Kebersihan atau Pengelola Parkir');
      const emptyTemplate = await call('hrd', 'PUT', '/api/recruiting-settings', {
        ...DEFAULT_SETTINGS,
        whatsAppTemplates: { ...DEFAULT_SETTINGS.whatsAppTemplates, Diterima: ' ' },
      });
      expectError(emptyTemplate, 400, 'Template Diterima wajib diisi');
    });
  });

  describe('list: position filter, sort, duplicates', () => {
    it('filters by position, sorts by name and flags duplicates by phone or e-mail', async () => {
      const tag = `Zq${Math.random().toString(36).slice(2, 8)}`;
      const phone = `08${String(Date.now()).slice(-10)}`;
      const a = await createApplicantRow(app, {
        nama: `${tag} Cici`,
        posisi: 'Pengelola Parkir',
        telepon: phone,
      });
      const b = await createApplicantRow(app, {
        nama: `${tag} Agus`,
        posisi: 'Pengelola Parkir',
        telepon: `09${String(Date.now()).slice(-10)}`,
      });
      const c = await createApplicantRow(app, {
        nama: `${tag} Budi`,
        posisi: 'Security',
        telepon: phone,
      });
      const byName = await call('bos', 'GET', `/api/pelamar?q=${tag}&sort=name`);
      expect(byName.json().map((r: { id: number }) => r.id)).toEqual([b.id, c.id, a.id]);
      const byNameDesc = await call('bos', 'GET', `/api/pelamar?q=${tag}&sort=name_desc`);
      expect(byNameDesc.json().map((r: { id: number }) => r.id)).toEqual([a.id, c.id, b.id]);
      const oldest = await call('hrd', 'GET', `/api/pelamar?q=${tag}&sort=oldest`);
      expect(oldest.json().map((r: { id: number }) => r.id)).toEqual([a.id, b.id, c.id]);
      const parking = await call('hrd', 'GET', `/api/pelamar?q=${tag}&posisi=Pengelola%20Parkir`);
      expect(parking.json().map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
      const flags = Object.fromEntries(
        byName.json().map((r: { id: number; duplicate: boolean }) => [r.id, r.duplicate]),
      );
      expect(flags).toEqual({ [a.id]: true, [b.id]: false, [c.id]: true });
      expect((await call('hrd', 'GET', `/api/pelamar/${a.id}`)).json().duplicate).toBe(true);
    });

    it('refuses an unknown position or sort with a 400', async () => {
      const position = await call('hrd', 'GET', '/api/pelamar?posisi=Koki');
      expectError(position, 400, 'Posisi harus Security, Kebersihan atau Pengelola Parkir');
      const sort = await call('hrd', 'GET', '/api/pelamar?sort=acak');
      expectError(sort, 400, 'Urutan tidak valid');
    });
  });

  describe('bulk', () => {
    it('sets one status; rows without a schedule are reported by name and left unchanged', async () => {
      const ready = await createApplicantRow(app, { jadwal_interview: '2030-01-01T10:00' });
      const alsoReady = await createApplicantRow(app, { jadwal_interview: '2030-01-01T11:00' });
      const notReady = await createApplicantRow(app, { nama: 'Tanpa Jadwal' });
      const response = await call('hrd', 'POST', '/api/pelamar/bulk', {
        action: 'status',
        status: 'Diterima',
        ids: [ready.id, alsoReady.id, notReady.id],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        action: 'status',
        updated: 2,
        skipped: [
          {
            id: notReady.id,
            nama: 'Tanpa Jadwal',
            reason: 'Silakan isi jadwal interview terlebih dahulu',
          },
        ],
      });
      const rows = await app.db
        .selectFrom('applicants')
        .select(['id', 'status'])
        .where('id', 'in', [ready.id, alsoReady.id, notReady.id])
        .orderBy('id')
        .execute();
      expect(rows.map((r) => r.status)).toEqual(['Diterima', 'Diterima', 'Menunggu']);
      const history = (await call('hrd', 'GET', `/api/pelamar/${ready.id}`)).json().history;
      expect(history.at(-1)).toMatchObject({ status: 'Diterima', by: staff.hrd!.nama });
    });

    it('sets one interview time for all, then their status becomes possible', async () => {
      const a = await createApplicantRow(app);
      const b = await createApplicantRow(app);
      const response = await call('admin', 'POST', '/api/pelamar/bulk', {
        action: 'jadwal',
        jadwal_interview: '2030-05-05T08:00',
        ids: [a.id, b.id],
      });
      expect(response.json()).toMatchObject({ updated: 2, skipped: [] });
      const rows = await app.db
        .selectFrom('applicants')
        .select('jadwal_interview')
        .where('id', 'in', [a.id, b.id])
        .execute();
      expect(rows.map((r) => r.jadwal_interview)).toEqual(['2030-05-05T08:00', '2030-05-05T08:00']);
    });

    it('deletes the chosen rows, or every row matching the filters', async () => {
      const a = await createApplicantRow(app);
      const b = await createApplicantRow(app);
      const removed = await call('superadmin', 'POST', '/api/pelamar/bulk', {
        action: 'delete',
        ids: [a.id, b.id],
      });
      expect(removed.json()).toMatchObject({ action: 'delete', updated: 2 });
      expect(
        await app.db
          .selectFrom('applicants')
          .select('id')
          .where('id', 'in', [a.id, b.id])
          .execute(),
      ).toEqual([]);
      const tag = `Zx${Math.random().toString(36).slice(2, 8)}`;
      const keep = await createApplicantRow(app, { nama: `Lain ${tag}x`, posisi: 'Security' });
      await createApplicantRow(app, { nama: `${tag} Satu`, posisi: 'Kebersihan' });
      await createApplicantRow(app, { nama: `${tag} Dua`, posisi: 'Kebersihan' });
      const matching = await call('hrd', 'POST', '/api/pelamar/bulk', {
        action: 'delete',
        filters: { q: tag, posisi: 'Kebersihan' },
      });
      expect(matching.json()).toMatchObject({ updated: 2 });
      const left = await call('hrd', 'GET', `/api/pelamar?q=${tag}`);
      expect(left.json().map((r: { id: number }) => r.id)).toEqual([keep.id]);
    });

    it.each([
      [
        'unknown ids',
        (id: number) => ({ action: 'delete', ids: [id, 99999999] }),
        404,
        'Pelamar tidak ditemukan: 99999999',
      ],
      [
        'duplicate ids',
        (id: number) => ({ action: 'delete', ids: [id, id] }),
        400,
        'Daftar pelamar berisi ID ganda',
      ],
      [
        'thousands of ids',
        () => ({ action: 'delete', ids: Array.from({ length: 5000 }, (_, i) => i + 1) }),
        400,
        'Maksimal 500 pelamar sekaligus',
      ],
      ['no ids', () => ({ action: 'delete', ids: [] }), 400, 'Pilih minimal satu pelamar'],
      [
        'ids and filters',
        (id: number) => ({ action: 'delete', ids: [id], filters: {} }),
        400,
        'Kirim ids atau filters, tidak keduanya',
      ],
      [
        'an unknown action',
        (id: number) => ({ action: 'arsip', ids: [id] }),
        400,
        'Aksi harus status, jadwal atau hapus',
      ],
      [
        'a bad schedule',
        (id: number) => ({ action: 'jadwal', jadwal_interview: '0000-00-00T00:00', ids: [id] }),
        400,
        'Silakan isi jadwal interview terlebih dahulu',
      ],
      [
        'text ids',
        () => ({ action: 'delete', ids: ['1'] }),
        400,
        'ids harus berupa daftar ID pelamar',
      ],
    ])('refuses %s and changes nothing', async (_name, body, status, error) => {
      const row = await createApplicantRow(app, { jadwal_interview: '2030-01-01T10:00' });
      const response = await call('hrd', 'POST', '/api/pelamar/bulk', body(row.id));
      expectError(response, status, error);
      const stored = await storedReview(app, row.id);
      expect(stored).toEqual({ status: 'Menunggu', jadwal_interview: '2030-01-01T10:00' });
    });

    it('refuses more matching rows than the limit', async () => {
      // Without filters every applicant matches; make sure there are more than 500.
      const count = Number(
        (
          await app.db
            .selectFrom('applicants')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      if (count <= 500) await insertMany(app, 501 - count);
      const response = await call('hrd', 'POST', '/api/pelamar/bulk', {
        action: 'status',
        status: 'Ditolak',
        filters: {},
      });
      expectError(response, 400, 'Maksimal 500 pelamar sekaligus');
      const changed = await app.db
        .selectFrom('applicants')
        .select('id')
        .where('status', '=', 'Ditolak')
        .where('decided_at', 'is not', null)
        .execute();
      expect(changed.length).toBeLessThan(5);
    });

    it('bos and editor get 403 and nothing changes', async () => {
      const row = await createApplicantRow(app, { jadwal_interview: '2030-01-01T10:00' });
      for (const role of ['bos', 'editor'] as const) {
        const response = await call(role, 'POST', '/api/pelamar/bulk', {
          action: 'delete',
          ids: [row.id],
        });
        expect(response.statusCode).toBe(403);
      }
      expect(
        (await call(null, 'POST', '/api/pelamar/bulk', { action: 'delete', ids: [row.id] }))
          .statusCode,
      ).toBe(401);
      expect(await applicationExists(app, row.id)).toBe(true);
    });
  });
});
