import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { useTestAppAs } from '../../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs, type LoggedInStaff } from '../../test/login-as.ts';
import { createStaffWithPassword } from '../../test/staff-users.ts';
import { createApplicantRow } from '../../test/applicant-rows.ts';
import { registerAndLogInApplicant } from '../../test/applicant-accounts.ts';
import { injectAs } from '../../test/inject-as.ts';
import { expectError } from '../../test/expect-error.ts';

/** Who did what, read by superadmin at GET /api/audit (docs/decisions/024). */
describe.each(TEST_DATABASES)('audit log on %s', (dialect) => {
  let app: TestApp;
  let superadmin: LoggedInStaff;
  useTestAppAs('superadmin', dialect, (ready) => ({ app, user: superadmin } = ready));

  const audit = async (query = '') => {
    const response = await injectAs(app, superadmin.headers).get(`/api/audit${query}`);
    expect(response.statusCode).toBe(200);
    return {
      rows: response.json() as Array<Record<string, unknown>>,
      total: Number(response.headers['x-total-count']),
    };
  };

  it('records a staff login with the name and role', async () => {
    const { nama, password } = await createStaffWithPassword(app, { role: 'hrd' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { nama, password },
    });
    expect(login.statusCode).toBe(200);
    const { rows } = await audit(`?actor=${nama}`);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        actor: nama,
        role: 'hrd',
        action: 'login',
        target: null,
        created_at: expect.any(String),
        link: null,
        actor_name: null,
        subject_name: null,
      },
    ]);
  });

  it('links a record to the staff screen of what it touched while that still exists', async () => {
    const hrd = await loginAs(app, 'hrd');
    const kept = await createApplicantRow(app);
    const gone = await createApplicantRow(app);
    for (const [index, applicant] of [kept, gone].entries())
      expect(
        (
          await injectAs(app, hrd.headers).put(`/api/pelamar/${applicant.id}/jadwal`, {
            jadwal_interview: `2030-01-0${index + 2}T10:00`,
          })
        ).statusCode,
      ).toBe(200);
    expect((await injectAs(app, hrd.headers).delete(`/api/pelamar/${gone.id}`)).statusCode).toBe(
      200,
    );

    const rows = (await audit(`?actor=${hrd.nama}`)).rows;
    const linkOf = (action: string, id: number) =>
      rows.find((row) => row.action === action && row.target === String(id))?.link;
    expect(linkOf('PUT /pelamar/:id/jadwal', kept.id)).toBe(`/admin/pelamar/${kept.id}`);
    // The record of the deleted applicant keeps its technical detail but links nowhere.
    expect(linkOf('PUT /pelamar/:id/jadwal', gone.id)).toBeNull();
    expect(linkOf('DELETE /pelamar/:id', gone.id)).toBeNull();
  });

  it('finds records by the words the screen shows for their action', async () => {
    const hrd = await loginAs(app, 'hrd');
    const applicant = await createApplicantRow(app);
    await injectAs(app, hrd.headers).put(`/api/pelamar/${applicant.id}/jadwal`, {
      jadwal_interview: '2030-01-02T10:00',
    });
    const found = await audit(
      `?actor=${hrd.nama}&q=${encodeURIComponent('Mengubah jadwal interview')}`,
    );
    expect(found.rows.map((row) => row.action)).toEqual(['PUT /pelamar/:id/jadwal']);
    expect((await audit(`?actor=${hrd.nama}&q=menghapus`)).total).toBe(0);
  });

  it('records writes by staff: status, delete, content and users', async () => {
    const hrd = await loginAs(app, 'hrd');
    const editor = await loginAs(app, 'editor');
    const applicant = await createApplicantRow(app);
    await injectAs(app, hrd.headers).put(`/api/pelamar/${applicant.id}/jadwal`, {
      jadwal_interview: '2030-01-02T10:00',
    });
    const status = await injectAs(app, hrd.headers).put(`/api/pelamar/${applicant.id}/status`, {
      status: 'Diterima',
    });
    expect(status.statusCode).toBe(200);
    const faq = await injectAs(app, editor.headers).post('/api/faqs', {
      question: 'Apakah ada shift malam?',
      answer: 'Ada.',
    });
    expect(faq.statusCode).toBe(201);
    const removed = await injectAs(app, hrd.headers).delete(`/api/pelamar/${applicant.id}`);
    expect(removed.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: superadmin.headers,
      payload: {
        nama: `baru${randomBytes(3).toString('hex')}`,
        password: 'kopi-tubruk-pagi',
        role: 'bos',
      },
    });

    const byHrd = (await audit(`?actor=${hrd.nama}`)).rows;
    expect(byHrd.map((row) => [row.action, row.target])).toEqual([
      ['DELETE /pelamar/:id', String(applicant.id)],
      ['PUT /pelamar/:id/status', String(applicant.id)],
      ['PUT /pelamar/:id/jadwal', String(applicant.id)],
    ]);
    expect((await audit(`?actor=${editor.nama}`)).rows.map((row) => row.action)).toEqual([
      'POST /faqs',
    ]);
    expect(
      (await audit(`?actor=${superadmin.nama}&action=${encodeURIComponent('POST /register')}`))
        .rows,
    ).toHaveLength(1);
  });

  it('does not record refused writes or plain reads', async () => {
    const bos = await loginAs(app, 'bos');
    const applicant = await createApplicantRow(app);
    const refused = await injectAs(app, bos.headers).put(`/api/pelamar/${applicant.id}/status`, {
      status: 'Ditolak',
    });
    expect(refused.statusCode).toBe(403);
    await app.inject({ method: 'GET', url: '/api/pelamar', headers: bos.headers });
    expect((await audit(`?actor=${bos.nama}`)).rows).toEqual([]);
    // Past the access check, refused by the handler: the record reserved before it ran is taken back.
    const hrd = await loginAs(app, 'hrd');
    const missing = await injectAs(app, hrd.headers).put('/api/pelamar/999999/status', {
      status: 'Ditolak',
    });
    expect(missing.statusCode).toBe(404);
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/pelamar/999999',
      headers: hrd.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await audit(`?actor=${hrd.nama}`)).rows).toEqual([]);
  });

  it('records a view of an applicant, the CSV export and every document download', async () => {
    const admin = await loginAs(app, 'admin');
    const applicant = await createApplicantRow(app, { withFiles: true });
    const detail = await injectAs(app, admin.headers).get(`/api/pelamar/${applicant.id}`);
    expect(detail.statusCode).toBe(200);
    const csv = await injectAs(app, admin.headers).get('/api/pelamar/export.csv');
    expect(csv.statusCode).toBe(200);
    const document = detail.json().resume[0] as string;
    const download = await app.inject({ method: 'GET', url: document });
    expect(download.statusCode).toBe(200);

    // The download names the staff member the signed link was made for (docs/decisions/032).
    expect((await audit(`?actor=${admin.nama}`)).rows.map((row) => row.action)).toEqual([
      'GET /files/:kind/:name',
      'GET /pelamar/export.csv',
      'GET /pelamar/:id',
    ]);
    const key = new URL(document, 'http://x').pathname.replace('/api/files/', '');
    const downloads = await audit(`?q=${encodeURIComponent(key)}`);
    expect(downloads.rows).toEqual([
      expect.objectContaining({
        actor: admin.nama,
        role: 'admin',
        action: 'GET /files/:kind/:name',
        target: key,
        // The file's owner, found by its key: the screen writes 'melihat berkas lamaran (CV)
        // milik <nama>' and links the application (docs/decisions/058).
        subject_name: applicant.nama,
        link: `/admin/pelamar/${applicant.id}`,
      }),
    ]);
    const viewed = (await audit(`?actor=${admin.nama}`)).rows.find(
      (row) => row.action === 'GET /pelamar/:id',
    );
    expect(viewed).toMatchObject({ subject_name: applicant.nama, actor_name: null });
    // Another name in the link breaks its signature.
    const forged = document.replace(/by=staff-\d+/, 'by=staff-1');
    expect(forged).not.toBe(document);
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('answers newest first with paging, search and a date filter', async () => {
    const editor = await loginAs(app, 'editor');
    for (let n = 0; n < 3; n += 1)
      await injectAs(app, editor.headers).post('/api/faqs', {
        question: `Pertanyaan ${n}?`,
        answer: 'Jawaban.',
      });
    const page1 = await audit(`?q=${editor.nama}&page=1&pageSize=2`);
    expect(page1.total).toBe(3);
    expect(page1.rows).toHaveLength(2);
    const page2 = await audit(`?q=${editor.nama}&page=2&pageSize=2`);
    expect(page2.rows).toHaveLength(1);
    const ids = [...page1.rows, ...page2.rows].map((row) => row.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: app.config.timeZone }).format(
      new Date(),
    );
    expect((await audit(`?actor=${editor.nama}&from=${today}&to=${today}`)).total).toBe(3);
    expect((await audit(`?actor=${editor.nama}&to=2000-01-01`)).total).toBe(0);
    const bad = await injectAs(app, superadmin.headers).get('/api/audit?from=kemarin');
    expectError(bad, 400, 'Tanggal harus berformat YYYY-MM-DD');
  });

  it('only superadmin reads the audit log', async () => {
    for (const role of ['admin', 'hrd', 'editor', 'bos'] as const) {
      const staff = await loginAs(app, role);
      const response = await injectAs(app, staff.headers).get('/api/audit');
      expect(response.statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });

  it('a bulk action records its action and every id it changed', async () => {
    const hrd = await loginAs(app, 'hrd');
    const rows = [
      await createApplicantRow(app, { jadwal_interview: '2026-12-01T09:00' }),
      await createApplicantRow(app, { jadwal_interview: '2026-12-01T10:00' }),
    ];
    const ids = rows.map((row) => row.id);
    const bulk = await injectAs(app, hrd.headers).post('/api/pelamar/bulk', {
      ids,
      action: 'status',
      status: 'Diterima',
    });
    expect(bulk.statusCode).toBe(200);
    const { rows: records } = await audit(`?actor=${hrd.nama}`);
    expect(records).toEqual([
      expect.objectContaining({
        action: 'POST /pelamar/bulk status Diterima',
        target: [...ids].sort((a, b) => a - b).join(','),
      }),
    ]);
  });

  it("the applicant's own export is recorded with the account id", async () => {
    const applicant = await registerAndLogInApplicant(app);
    const exported = await app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: applicant.headers,
    });
    expect(exported.statusCode).toBe(200);
    const { rows } = await audit(`?q=${encodeURIComponent(`pelamar/${applicant.id}`)}`);
    expect(rows).toEqual([
      expect.objectContaining({
        actor: `pelamar#${applicant.id}`,
        role: 'pelamar',
        action: 'GET /user/export',
        target: `pelamar/${applicant.id}`,
        // Named when listed (the record keeps the account number only); no application yet,
        // so the account's name (docs/decisions/058).
        actor_name: applicant.nama,
      }),
    ]);
  });
});

describe.each(TEST_DATABASES)('when the audit log cannot be written on %s', (dialect) => {
  let app: TestApp;
  let admin: LoggedInStaff;
  useTestAppAs('admin', dialect, (ready) => ({ app, user: admin } = ready));

  it('a staff write, a bulk action, a download and an export fail instead of going unrecorded', async () => {
    const applicant = await createApplicantRow(app, {
      withFiles: true,
      jadwal_interview: '2026-12-01T09:00',
    });
    const detail = await injectAs(app, admin.headers).get(`/api/pelamar/${applicant.id}`);
    const document = detail.json().resume[0] as string;
    const own = await registerAndLogInApplicant(app);
    await app.db.schema.dropTable('audit_log').execute();

    const write = await injectAs(app, admin.headers).post('/api/faqs', {
      question: 'Tercatat?',
      answer: 'Tidak.',
    });
    expect(write.statusCode).toBe(500);
    // Refused before the handler ran: the FAQ does not exist either.
    const faqs = await app.db.selectFrom('faqs').select('question').execute();
    expect(faqs.map((faq) => faq.question)).not.toContain('Tercatat?');
    const bulk = await injectAs(app, admin.headers).post('/api/pelamar/bulk', {
      ids: [applicant.id],
      action: 'status',
      status: 'Diterima',
    });
    expect(bulk.statusCode).toBe(500);
    // The bulk change was rolled back with its record.
    const row = await app.db
      .selectFrom('applicants')
      .select('status')
      .where('id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    expect(row.status).not.toBe('Diterima');
    const download = await app.inject({ method: 'GET', url: document });
    expect(download.statusCode).toBe(500);
    expect(download.body).not.toContain('%PDF');
    const exported = await app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: own.headers,
    });
    expect(exported.statusCode).toBe(500);
    expect(exported.body).not.toContain(own.email);
  });
});
