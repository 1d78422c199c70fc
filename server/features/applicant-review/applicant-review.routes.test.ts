import { existsSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { todayIn } from '#common/dates';
import type { Role } from '#common/roles';

import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  useTestAppAs,
  useTestAppWithRoles,
  useTestAppWithSmtp,
} from '../../test/test-app-per-suite.ts';
import {
  loginAs,
  loginAsApplicant,
  type LoggedInStaff,
  type StaffHeaders,
} from '../../test/login-as.ts';
import type { SmtpSink } from '../../../test-support/smtp-sink.ts';
import { applicationFileKeys } from '../../domain/applicant-rows.ts';
import {
  applicationExists,
  createApplicantRow,
  createApplicantRows,
  storedReview,
} from '../../test/applicant-rows.ts';
import { injectAs } from '../../test/inject-as.ts';
import { expectError, itRefuses } from '../../test/expect-error.ts';

const SCHEDULE_REQUIRED = 'Silakan isi jadwal interview terlebih dahulu';

describe.each(TEST_DATABASES)('applicant review on %s', (dialect) => {
  let app: TestApp;
  let headers: StaffHeaders;
  useTestAppWithRoles((ready) => ({ app, headers } = ready), dialect);

  const put = (role: Role, url: string, payload: unknown) =>
    app.inject({ method: 'PUT', url, headers: headers[role], payload: payload as object });

  describe('permissions', () => {
    it.each(['hrd', 'admin', 'superadmin', 'bos'] as const)(
      '%s can read the list and a detail',
      async (role) => {
        const row = await createApplicantRow(app);
        const list = await injectAs(app, headers[role]).get('/api/pelamar');
        expect(list.statusCode).toBe(200);
        const detail = await injectAs(app, headers[role]).get(`/api/pelamar/${row.id}`);
        expect(detail.statusCode).toBe(200);
        expect(detail.json().nama).toBe(row.nama);
      },
    );

    it('editor gets 403 on every applicant call', async () => {
      const row = await createApplicantRow(app, { jadwal_interview: '2030-01-02T10:00' });
      const calls = [
        app.inject({ method: 'GET', url: '/api/pelamar', headers: headers.editor }),
        app.inject({ method: 'GET', url: '/api/pelamar/summary', headers: headers.editor }),
        app.inject({ method: 'GET', url: '/api/pelamar/export.csv', headers: headers.editor }),
        app.inject({ method: 'GET', url: `/api/pelamar/${row.id}`, headers: headers.editor }),
        put('editor', `/api/pelamar/${row.id}/status`, { status: 'Diterima' }),
        put('editor', `/api/pelamar/${row.id}/jadwal`, { jadwal_interview: '2030-01-02T11:00' }),
        app.inject({ method: 'DELETE', url: `/api/pelamar/${row.id}`, headers: headers.editor }),
      ];
      for (const response of await Promise.all(calls)) {
        expectError(response, 403, 'Anda tidak memiliki akses untuk tindakan ini');
      }
    });

    it('bos reads but gets 403 on status, schedule and delete', async () => {
      const row = await createApplicantRow(app, { jadwal_interview: '2030-01-02T10:00' });
      expect(
        (await put('bos', `/api/pelamar/${row.id}/status`, { status: 'Diterima' })).statusCode,
      ).toBe(403);
      expect(
        (
          await put('bos', `/api/pelamar/${row.id}/jadwal`, {
            jadwal_interview: '2030-01-03T10:00',
          })
        ).statusCode,
      ).toBe(403);
      expect((await injectAs(app, headers.bos).delete(`/api/pelamar/${row.id}`)).statusCode).toBe(
        403,
      );
      const stored = await app.db
        .selectFrom('applicants')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('Menunggu');
      expect(stored.jadwal_interview).toBe('2030-01-02T10:00');
    });

    it('an applicant token and no token are refused with 401', async () => {
      const row = await createApplicantRow(app);
      const applicant = await loginAsApplicant(app);
      for (const auth of [applicant.headers, {}]) {
        const list = await app.inject({ method: 'GET', url: '/api/pelamar', headers: auth });
        expect(list.statusCode).toBe(401);
        const detail = await injectAs(app, auth).get(`/api/pelamar/${row.id}`);
        expect(detail.statusCode).toBe(401);
        const remove = await injectAs(app, auth).delete(`/api/pelamar/${row.id}`);
        expect(remove.statusCode).toBe(401);
      }
    });
  });

  describe('detail', () => {
    it('sends signed, working file URLs', async () => {
      const row = await createApplicantRow(app, { withFiles: true });
      const detail = (
        await app.inject({ method: 'GET', url: `/api/pelamar/${row.id}`, headers: headers.hrd })
      ).json();
      expect(detail.resume).toHaveLength(2);
      expect(detail.foto).toMatch(/^\/api\/files\/photos\/.+\?expires=\d+&sig=/);
      const photo = await app.inject({ method: 'GET', url: detail.foto });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      const unsigned = await app.inject({ method: 'GET', url: detail.resume[0].split('?')[0] });
      expect(unsigned.statusCode).toBe(403);
    });

    it('answers 404 with the product text for an unknown id', async () => {
      const response = await injectAs(app, headers.hrd).get('/api/pelamar/999999');
      expectError(response, 404, 'Data pelamar tidak ditemukan');
    });
  });

  describe('status and schedule', () => {
    it('refuses a status save while no schedule exists', async () => {
      const row = await createApplicantRow(app);
      const response = await put('hrd', `/api/pelamar/${row.id}/status`, { status: 'Diterima' });
      expectError(response, 400, SCHEDULE_REQUIRED);
    });

    it.each(['0000-00-00T00:00', '2026-02-30T10:00', 'bukan tanggal'])(
      'refuses a status save when the stored schedule is %s',
      async (stored) => {
        const row = await createApplicantRow(app, { jadwal_interview: stored });
        const response = await put('admin', `/api/pelamar/${row.id}/status`, { status: 'Ditolak' });
        expectError(response, 400, SCHEDULE_REQUIRED);
      },
    );

    it.each([
      '',
      '   ',
      '0000-00-00T00:00',
      '2026-02-30T10:00',
      '2026-13-01T10:00',
      '2026-03-05 10:00',
      '2026-03-05T25:00',
      '2026-03-05',
    ])('refuses the schedule %j', async (value) => {
      const row = await createApplicantRow(app);
      const response = await put('hrd', `/api/pelamar/${row.id}/jadwal`, {
        jadwal_interview: value,
      });
      expectError(response, 400, SCHEDULE_REQUIRED);
    });

    it('refuses a schedule save without a body field', async () => {
      const row = await createApplicantRow(app);
      const response = await put('hrd', `/api/pelamar/${row.id}/jadwal`, {});
      expectError(response, 400, SCHEDULE_REQUIRED);
    });

    it('stores a valid schedule as local text, then lets status move in any order', async () => {
      const row = await createApplicantRow(app);
      const schedule = await put('hrd', `/api/pelamar/${row.id}/jadwal`, {
        jadwal_interview: '2030-06-15T09:30',
      });
      expect(schedule.statusCode).toBe(200);
      expect(schedule.json().jadwal_interview).toBe('2030-06-15T09:30');
      for (const status of ['Ditolak', 'Diterima', 'Menunggu', 'Diterima'] as const) {
        const response = await put('superadmin', `/api/pelamar/${row.id}/status`, { status });
        expect(response.statusCode).toBe(200);
        expect(response.json().status).toBe(status);
      }
      const stored = await storedReview(app, row.id);
      expect(stored).toEqual({ status: 'Diterima', jadwal_interview: '2030-06-15T09:30' });
    });

    it.each(['Diproses', '', 'diterima'])(
      'refuses the status %j naming the allowed values',
      async (status) => {
        const row = await createApplicantRow(app, { jadwal_interview: '2030-01-02T10:00' });
        const response = await put('hrd', `/api/pelamar/${row.id}/status`, { status });
        expectError(response, 400, 'Status harus Menunggu, Diterima atau Ditolak');
      },
    );

    it('answers 404 for saves on an unknown id', async () => {
      expect(
        (await put('hrd', '/api/pelamar/999999/status', { status: 'Diterima' })).statusCode,
      ).toBe(404);
      expect(
        (await put('hrd', '/api/pelamar/999999/jadwal', { jadwal_interview: '2030-01-02T10:00' }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('delete', () => {
    it('deletes the row and its stored files', async () => {
      const row = await createApplicantRow(app, { withFiles: true });
      const keys = applicationFileKeys(row);
      expect(keys).toHaveLength(3);
      const privateDir = path.join(app.config.dataDir, 'uploads', 'private');
      for (const key of keys) expect(existsSync(path.join(privateDir, key))).toBe(true);
      const response = await injectAs(app, headers.hrd).delete(`/api/pelamar/${row.id}`);
      expect(response.statusCode).toBe(200);
      expect(await applicationExists(app, row.id)).toBe(false);
      for (const key of keys) expect(existsSync(path.join(privateDir, key))).toBe(false);
      const again = await injectAs(app, headers.hrd).delete(`/api/pelamar/${row.id}`);
      expect(again.statusCode).toBe(404);
    });
  });
});

describe.each(TEST_DATABASES)('applicant list filters, paging and ETag on %s', (dialect) => {
  let app: TestApp;
  let hrd: LoggedInStaff;
  useTestAppAs('hrd', dialect, (ready) => ({ app, user: hrd } = ready));

  const list = (query = '', extra: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/pelamar${query}`,
      headers: { ...hrd.headers, ...extra },
    });
  const names = (response: { json: () => Array<{ nama: string }> }) =>
    response.json().map((row) => row.nama);

  it('filters by text, status, date, month and year, newest first, with paging', async () => {
    // Times in UTC; the company's zone (Asia/Jakarta, +7) decides the day.
    await createApplicantRows(app, [
      { nama: 'Siti Aminah', posisi: 'Kebersihan', created_at: '2025-01-10T03:00:00.000Z' },
      {
        nama: 'Agus Salim',
        email: 'agus.SALIM@contoh.id',
        posisi: 'Security',
        status: 'Diterima',
        created_at: '2025-01-31T18:30:00.000Z',
      },
      {
        nama: 'Rina Wati',
        posisi: 'Pengelola Parkir',
        status: 'Ditolak',
        created_at: '2025-03-02T05:00:00.000Z',
      },
      { nama: 'Dewi Lestari', posisi: 'Pengelola Parkir', created_at: '2026-03-02T05:00:00.000Z' },
    ]);

    const all = await list();
    expect(all.headers['x-total-count']).toBe('4');
    expect(names(all)).toEqual(['Dewi Lestari', 'Rina Wati', 'Agus Salim', 'Siti Aminah']);
    expect(all.json()[0]).not.toHaveProperty('resume');

    expect(names(await list('?q=SITI'))).toEqual(['Siti Aminah']);
    expect(names(await list('?q=agus.salim@'))).toEqual(['Agus Salim']);
    expect(names(await list('?q=parkir'))).toEqual(['Dewi Lestari', 'Rina Wati']);
    expect(names(await list('?q=%25'))).toEqual([]);
    // Under three characters the trigram index cannot help; the plain scan answers the same way.
    expect(names(await list('?q=sa'))).toEqual(['Agus Salim']);
    expect(names(await list('?q=S%20A'))).toEqual([]);
    expect(names(await list('?q=i%20a'))).toEqual(['Siti Aminah']);
    expect(names(await list('?status=Diterima'))).toEqual(['Agus Salim']);
    // 2025-01-31T18:30Z is 1 February in Jakarta.
    expect(names(await list('?date=2025-02-01'))).toEqual(['Agus Salim']);
    expect(names(await list('?month=1&year=2025'))).toEqual(['Siti Aminah']);
    expect(names(await list('?month=3'))).toEqual(['Dewi Lestari', 'Rina Wati']);
    expect(names(await list('?year=2025'))).toEqual(['Rina Wati', 'Agus Salim', 'Siti Aminah']);
    expect(names(await list('?q=parkir&year=2026'))).toEqual(['Dewi Lestari']);

    const page2 = await list('?page=2&pageSize=3');
    expect(page2.headers['x-total-count']).toBe('4');
    expect(names(page2)).toEqual(['Siti Aminah']);
  });

  itRefuses(list, 'refuses %s with a 400 naming the field', [
    ['?status=Diproses', 'Status harus Menunggu, Diterima atau Ditolak'],
    ['?date=2025-1-1', 'Tanggal harus berformat YYYY-MM-DD'],
    ['?month=13', 'Bulan tidak valid'],
    ['?pageSize=1000', 'Ukuran halaman maksimal 200'],
  ]);

  it('answers 304 while nothing changed and 200 after an insert, an edit and a delete', async () => {
    const first = await list('?pageSize=10');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const unchanged = await list('?pageSize=10', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // Other filters are other answers.
    expect((await list('?pageSize=11', { 'if-none-match': etag })).statusCode).toBe(200);

    const row = await createApplicantRow(app);
    const afterInsert = await list('?pageSize=10', { 'if-none-match': etag });
    expect(afterInsert.statusCode).toBe(200);

    const etag2 = afterInsert.headers.etag as string;
    expect(
      (
        await injectAs(app, hrd.headers).put(`/api/pelamar/${row.id}/jadwal`, {
          jadwal_interview: '2030-01-02T10:00',
        })
      ).statusCode,
    ).toBe(200);
    const afterEdit = await list('?pageSize=10', { 'if-none-match': etag2 });
    expect(afterEdit.statusCode).toBe(200);
    expect(afterEdit.json()[0].jadwal_interview).toBe('2030-01-02T10:00');

    const etag3 = afterEdit.headers.etag as string;
    const older = await createApplicantRow(app, { created_at: '2020-01-01T00:00:00.000Z' });
    const etag4 = (await list('?pageSize=10')).headers.etag as string;
    expect(etag4).not.toBe(etag3);
    expect(names(await list(`?q=${encodeURIComponent(older.nama)}`))).toEqual([older.nama]);
    await app.inject({ method: 'DELETE', url: `/api/pelamar/${older.id}`, headers: hrd.headers });
    expect(names(await list(`?q=${encodeURIComponent(older.nama)}`))).toEqual([]);
    expect((await list('?pageSize=10', { 'if-none-match': etag4 })).statusCode).toBe(200);
  });

  it('summarises the total, the newest applicant and how many arrived since an id', async () => {
    const first = await createApplicantRow(app);
    const second = await createApplicantRow(app);
    const summary = await injectAs(app, hrd.headers).get(
      `/api/pelamar/summary?sinceId=${first.id}`,
    );
    expect(summary.statusCode).toBe(200);
    const body = summary.json();
    expect(body.latestId).toBe(second.id);
    expect(body.newCount).toBe(1);
    expect(body.total).toBeGreaterThanOrEqual(2);
    const again = await injectAs(app, {
      ...hrd.headers,
      'if-none-match': summary.headers.etag as string,
    }).get(`/api/pelamar/summary?sinceId=${first.id}`);
    expect(again.statusCode).toBe(304);
  });
});

describe.each(TEST_DATABASES)('applicant CSV export on %s', (dialect) => {
  let app: TestApp;
  let hrd: LoggedInStaff;
  useTestAppAs('hrd', dialect, (ready) => ({ app, user: hrd } = ready));

  it('exports the filtered list with a BOM, semicolons, quoted fields and neutralised formulas', async () => {
    await createApplicantRows(app, [
      {
        nama: 'Joko Susilo',
        pesan: '=HYPERLINK("http://jahat.example","klik")',
        created_at: '2025-05-01T02:00:00.000Z',
        jadwal_interview: '2025-05-03T09:00',
      },
      {
        nama: 'Ani Yudhoyono',
        pesan: '+62 Jl. Kenanga; RT 01',
        telepon: '081111111111',
        created_at: '2025-05-02T02:00:00.000Z',
      },
      {
        nama: 'Tidak Ikut',
        pesan: '@SUM(A1)',
        created_at: '2025-05-02T03:00:00.000Z',
        status: 'Ditolak',
      },
    ]);
    const response = await injectAs(app, hrd.headers).get(
      '/api/pelamar/export.csv?status=Menunggu',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Named after the day in the company's time zone, not the server's.
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="pelamar-${todayIn(app.config.timeZone, app.clock())}.csv"`,
    );
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"ID";"Nama";"Email";"Telepon";"Posisi";"Lowongan";"Kota Lowongan";"Tautan Lowongan";"Jenis Kelamin";"Tanggal Lahir";"Alamat";"Status";"Jadwal Interview";"Tanggal Melamar";"NIK";"Tinggi Badan";"Berat Badan";"Pendidikan";"Tanggal SKCK";"Tingkat Gada";"Nomor Gada";"Nomor KTA";"KTA Berlaku Sampai";"Tanggal Surat Sehat";"Dokumen"',
    );
    expect(lines).toHaveLength(4); // header, two rows, final empty line
    expect(lines[1]).toContain('"Ani Yudhoyono"');
    expect(lines[1]).toContain(`"'+62 Jl. Kenanga; RT 01"`);
    expect(lines[1]).toContain('"2025-05-02 09:00"');
    expect(lines[2]).toContain('"Joko Susilo"');
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://jahat.example"",""klik"")"`);
    expect(lines[2]).toContain('"2025-05-03 09:00"');
    expect(raw.toString('utf8')).not.toContain('Tidak Ikut');
  });

  it.each([
    ['admin', 200],
    ['hrd', 200],
    ['superadmin', 200],
    ['bos', 403],
    ['editor', 403],
  ] as const)('%s exporting the CSV gets %i (not bos)', async (role, status) => {
    const response = await injectAs(app, (await loginAs(app, role)).headers).get(
      '/api/pelamar/export.csv',
    );
    expect(response.statusCode).toBe(status);
  });
});

describe('applicant notices by e-mail', () => {
  let app: TestApp;
  let smtp: SmtpSink;
  useTestAppWithSmtp((built, sink) => ([app, smtp] = [built, sink]), 'sqlite', {
    SMTP_FROM: 'Sigap <no-reply@sigap.test>',
  });

  it('mails the applicant when the schedule and then the status change', async () => {
    const hrd = (await loginAs(app, 'hrd')).headers;
    const row = await createApplicantRow(app, { nama: 'Bayu Pratama', posisi: 'Security' });
    const schedule = await injectAs(app, hrd).put(`/api/pelamar/${row.id}/jadwal`, {
      jadwal_interview: '2030-03-07T10:30',
    });
    expect(schedule.statusCode).toBe(200);
    const status = await injectAs(app, hrd).put(`/api/pelamar/${row.id}/status`, {
      status: 'Diterima',
    });
    expect(status.statusCode).toBe(200);
    const mails = await smtp.waitFor(2);
    expect(mails.map((mail) => mail.to)).toEqual([[row.email], [row.email]]);
    expect(mails[0].raw).toContain('Subject: Undangan interview lamaran anda');
    expect(mails[0].raw.replace(/=\r\n/g, '')).toMatch(/Kamis, 7 Maret 2030 pukul 10[.:]30 WIB/);
    expect(mails[0].raw).toContain('filename=interview.ics');
    expect(mails[0].raw).toMatch(/Content-Type: text\/calendar/i);
    expect(mails[1].raw).toContain('Subject: Status lamaran anda: Diterima');
  });

  it('does not mail again when the status is saved unchanged', async () => {
    const hrd = (await loginAs(app, 'hrd')).headers;
    const row = await createApplicantRow(app, {
      jadwal_interview: '2030-03-07T10:30',
      status: 'Ditolak',
    });
    await app.mailer.idle();
    const before = smtp.received.length;
    const response = await injectAs(app, hrd).put(`/api/pelamar/${row.id}/status`, {
      status: 'Ditolak',
    });
    expect(response.statusCode).toBe(200);
    await app.mailer.idle();
    expect(smtp.received.length).toBe(before);
  });

  it('saves at once even when the mail server is unreachable', async () => {
    const offline = await buildTestApp('sqlite', { SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const hrd = (await loginAs(offline, 'hrd')).headers;
      const row = await createApplicantRow(offline);
      const response = await offline.inject({
        method: 'PUT',
        url: `/api/pelamar/${row.id}/jadwal`,
        headers: hrd,
        payload: { jadwal_interview: '2030-03-07T10:30' },
      });
      expect(response.statusCode).toBe(200);
      expect((await storedReview(offline, row.id))?.jadwal_interview).toBe('2030-03-07T10:30');
    } finally {
      await offline.close();
    }
  });
});
