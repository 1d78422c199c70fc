import { beforeEach, describe, expect, it } from 'vitest';

import { ROLES } from '#common/roles';

import { localDate } from '../../lib/dates.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAsApplicant, loginAsEachRole, type StaffHeaders } from '../../test/login-as.ts';
import { contactMessagesRepo, contactSearchText } from './contact-messages.repo.ts';
import { injectAs } from '../../test/inject-as.ts';
import { expectError, itRefuses } from '../../test/expect-error.ts';

type Headers = Record<string, string>;

describe.each(TEST_DATABASES)('contact inbox on %s', (dialect) => {
  let app: TestApp;
  let staff: StaffHeaders;

  /** Stores a message created at an explicit instant, as the POST route would. */
  async function addMessage(values: {
    nama?: string;
    email?: string;
    telepon?: string;
    pesan?: string;
    created_at: string;
    dibaca?: number;
  }) {
    const row = await contactMessagesRepo(app.db, app.dbDialect).create({
      nama: values.nama ?? 'Pengirim',
      email: values.email ?? 'pengirim@contoh.id',
      telepon: values.telepon ?? '081200000000',
      pesan: values.pesan ?? 'Halo',
      submission_key: null,
      created_at: values.created_at,
      created_day: localDate(values.created_at, 'Asia/Jakarta'),
    });
    if (values.dibaca)
      await app.db
        .updateTable('contact_messages')
        .set({ dibaca: 1 })
        .where('id', '=', row.id)
        .execute();
    return row;
  }

  const list = (query = '', headers: Headers = staff.admin) =>
    app.inject({ method: 'GET', url: `/api/kontak${query}`, headers });
  const names = (response: { json(): unknown }) =>
    (response.json() as Array<{ nama: string }>).map((row) => row.nama);

  useTestApp(async (built) => {
    app = built;
    staff = await loginAsEachRole(app);
  }, dialect);
  beforeEach(async () => {
    await app.db.deleteFrom('contact_messages').execute();
  });

  it('every staff role lists messages newest first with X-Total-Count and X-Unread-Count', async () => {
    await addMessage({ nama: 'Lama', created_at: '2025-01-10T03:00:00.000Z', dibaca: 1 });
    await addMessage({ nama: 'Baru', created_at: '2025-01-12T03:00:00.000Z' });
    await addMessage({ nama: 'Tengah', created_at: '2025-01-11T03:00:00.000Z' });
    for (const role of ROLES) {
      const response = await list('', staff[role]);
      expect(response.statusCode, role).toBe(200);
      expect(names(response)).toEqual(['Baru', 'Tengah', 'Lama']);
      expect(response.headers['x-total-count']).toBe('3');
      expect(response.headers['x-unread-count']).toBe('2');
    }
    const [first] = (await list()).json();
    expect(first).toEqual({
      id: expect.any(Number),
      nama: 'Baru',
      email: 'pengirim@contoh.id',
      telepon: '081200000000',
      pesan: 'Halo',
      dibaca: 0,
      created_at: '2025-01-12T03:00:00.000Z',
      created_day: '2025-01-12',
    });
  });

  it('without a token the inbox answers 401; an applicant token is refused too', async () => {
    const message = await addMessage({ created_at: '2025-01-10T03:00:00.000Z' });
    const applicant = (await loginAsApplicant(app)).headers;
    for (const headers of [{}, applicant, { authorization: 'Bearer rusak' }]) {
      for (const [method, url] of [
        ['GET', '/api/kontak'],
        ['GET', '/api/kontak/unread-count'],
        ['POST', `/api/kontak/${message.id}/dibaca`],
        ['POST', '/api/kontak/mark-all-read'],
        ['POST', `/api/kontak/${message.id}/belum-dibaca`],
        ['DELETE', `/api/kontak/${message.id}`],
      ] as const) {
        const response = await app.inject({ method, url, headers });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().error).toBeTruthy();
      }
    }
  });

  it('a message created at 23:30 UTC belongs to the next day in Jakarta', async () => {
    await addMessage({ nama: 'Larut', created_at: '2025-03-31T23:30:00.000Z' });
    await addMessage({ nama: 'Siang', created_at: '2025-03-31T05:00:00.000Z' });
    const [late] = (await list('?date=2025-04-01')).json();
    expect(late.nama).toBe('Larut');
    expect(late.created_day).toBe('2025-04-01');
    expect(names(await list('?date=2025-03-31'))).toEqual(['Siang']);
    expect(names(await list('?year=2025&month=4'))).toEqual(['Larut']);
    expect(names(await list('?year=2025&month=3'))).toEqual(['Siang']);
  });

  it('filters by date, month and year on the group date, alone and combined', async () => {
    await addMessage({ nama: 'Des2024', created_at: '2024-12-31T10:00:00.000Z' });
    await addMessage({ nama: 'Jan2025', created_at: '2025-01-15T10:00:00.000Z' });
    await addMessage({ nama: 'Jan2026', created_at: '2026-01-20T10:00:00.000Z' });
    await addMessage({ nama: 'Feb2025', created_at: '2025-02-28T10:00:00.000Z' });
    expect(names(await list('?year=2025'))).toEqual(['Feb2025', 'Jan2025']);
    expect(names(await list('?month=1'))).toEqual(['Jan2026', 'Jan2025']);
    expect(names(await list('?month=1&year=2026'))).toEqual(['Jan2026']);
    expect(names(await list('?date=2024-12-31'))).toEqual(['Des2024']);
    expect(names(await list('?date=2024-12-31&year=2025'))).toEqual([]);
    const filtered = await list('?year=2025');
    expect(filtered.headers['x-total-count']).toBe('2');
    expect(filtered.headers['x-unread-count']).toBe('4');
  });

  it('searches case-insensitively over name, email, message and phone', async () => {
    await addMessage({
      nama: 'Dewi LESTARI',
      email: 'dewi@contoh.id',
      pesan: 'Butuh satpam',
      telepon: '0812-1111-2222',
      created_at: '2025-01-01T01:00:00.000Z',
    });
    await addMessage({
      nama: 'Joko',
      email: 'JOKO@Perusahaan.co.id',
      pesan: 'Penawaran KEBERSIHAN gedung',
      telepon: '+62 813 3333 4444',
      created_at: '2025-01-02T01:00:00.000Z',
    });
    await addMessage({
      nama: 'Wati_100%',
      email: 'wati@contoh.id',
      pesan: 'Diskon 100%?',
      created_at: '2025-01-03T01:00:00.000Z',
    });
    expect(names(await list('?q=lestari'))).toEqual(['Dewi LESTARI']);
    expect(names(await list('?q=perusahaan.CO'))).toEqual(['Joko']);
    expect(names(await list('?q=kebersihan'))).toEqual(['Joko']);
    expect(names(await list('?q=SATPAM'))).toEqual(['Dewi LESTARI']);
    expect(names(await list('?q=08121111'))).toEqual(['Dewi LESTARI']);
    expect(names(await list('?q=3333 4444'))).toEqual(['Joko']);
    // LIKE wildcards in the term are literal characters.
    expect(names(await list('?q=100%25'))).toEqual(['Wati_100%']);
    expect(names(await list('?q=i_1'))).toEqual(['Wati_100%']);
    expect(names(await list('?q=tidak-ada'))).toEqual([]);
    expect((await list('?q=contoh')).headers['x-total-count']).toBe('2');
  });

  it('search keeps up with deletes, and quotes in the term are plain characters', async () => {
    const kept = await addMessage({
      nama: 'Kutip',
      pesan: 'Paket "premium" satpam',
      created_at: '2025-01-01T01:00:00.000Z',
    });
    const gone = await addMessage({
      nama: 'Hilang',
      pesan: 'Paket premium kebersihan',
      created_at: '2025-01-02T01:00:00.000Z',
    });
    expect(names(await list('?q=premium'))).toEqual(['Hilang', 'Kutip']);
    expect(names(await list(`?q=${encodeURIComponent('"premium"')}`))).toEqual(['Kutip']);
    await app.inject({ method: 'DELETE', url: `/api/kontak/${gone.id}`, headers: staff.admin });
    expect(names(await list('?q=premium'))).toEqual(['Kutip']);
    expect(kept.id).toBeGreaterThan(0);
  });

  it('a search matching thousands of messages pages newest first with the exact total', async () => {
    const rows = Array.from({ length: 2100 }, (_, i) => {
      const created_at = new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString();
      const values = {
        nama: `Umum ${i}`,
        email: `umum${i}@contoh.id`,
        telepon: '081200000000',
        pesan: i % 2 ? 'butuh satpam' : 'butuh cleaning',
      };
      return {
        ...values,
        dibaca: 0,
        submission_key: null,
        created_at,
        updated_at: created_at,
        created_day: localDate(created_at, 'Asia/Jakarta'),
        search_text: contactSearchText(values),
      };
    });
    for (let i = 0; i < rows.length; i += 500)
      await app.db
        .insertInto('contact_messages')
        .values(rows.slice(i, i + 500))
        .execute();
    const common = await list('?q=satpam&page=1&pageSize=3');
    expect(common.headers['x-total-count']).toBe('1050');
    expect(names(common)).toEqual(['Umum 2099', 'Umum 2097', 'Umum 2095']);
    const commoner = await list('?q=butuh&page=2&pageSize=2');
    expect(commoner.headers['x-total-count']).toBe('2100');
    expect(names(commoner)).toEqual(['Umum 2097', 'Umum 2096']);
    const deep = await list('?q=butuh&page=1050&pageSize=2');
    expect(names(deep)).toEqual(['Umum 1', 'Umum 0']);
  });

  it('pages newest first; without paging parameters answers the whole (bounded) list', async () => {
    for (let i = 1; i <= 7; i += 1)
      await addMessage({ nama: `Pesan ${i}`, created_at: `2025-05-0${i}T02:00:00.000Z` });
    const firstPage = await list('?page=1&pageSize=3');
    expect(names(firstPage)).toEqual(['Pesan 7', 'Pesan 6', 'Pesan 5']);
    expect(firstPage.headers['x-total-count']).toBe('7');
    expect(names(await list('?page=3&pageSize=3'))).toEqual(['Pesan 1']);
    expect(names(await list('?page=4&pageSize=3'))).toEqual([]);
    expect(names(await list('?pageSize=2'))).toEqual(['Pesan 7', 'Pesan 6']);
    expect(await list('')).toSatisfy((r: { json(): unknown[] }) => r.json().length === 7);
  });

  itRefuses(list, 'a bad query %s gets a 400 naming it', [
    ['?page=0', 'Halaman tidak valid'],
    ['?pageSize=201', 'Ukuran halaman maksimal 200'],
    ['?date=31-12-2025', 'Tanggal harus berformat YYYY-MM-DD'],
    ['?month=13', 'Bulan tidak valid'],
    ['?year=abc', 'Kolom "year" tidak valid'],
    ['?status=semua', 'Status harus baru atau dibaca'],
  ]);

  it('filters by read status', async () => {
    await addMessage({ nama: 'Sudah', created_at: '2025-01-01T01:00:00.000Z', dibaca: 1 });
    await addMessage({ nama: 'Belum', created_at: '2025-01-02T01:00:00.000Z' });
    expect(names(await list('?status=baru'))).toEqual(['Belum']);
    expect(names(await list('?status=dibaca'))).toEqual(['Sudah']);
  });

  it('every staff role marks one message read, and the unread count follows', async () => {
    for (const role of ROLES) {
      const message = await addMessage({ created_at: '2025-01-01T01:00:00.000Z' });
      const before = (
        await app.inject({ method: 'GET', url: '/api/kontak/unread-count', headers: staff[role] })
      ).json();
      const response = await injectAs(app, staff[role]).post(`/api/kontak/${message.id}/dibaca`);
      expect(response.statusCode, role).toBe(200);
      expect(response.json()).toMatchObject({ id: message.id, dibaca: 1 });
      const after = (
        await app.inject({ method: 'GET', url: '/api/kontak/unread-count', headers: staff[role] })
      ).json();
      expect(after.unread).toBe(before.unread - 1);
    }
  });

  it('the unread count can be limited to messages newer than the last one seen', async () => {
    const seen = await addMessage({ created_at: '2025-01-01T01:00:00.000Z' });
    const newer = await addMessage({ created_at: '2025-01-02T01:00:00.000Z' });
    const all = (
      await app.inject({ method: 'GET', url: '/api/kontak/unread-count', headers: staff.bos })
    ).json();
    expect(all).toEqual({ unread: 2, latestId: newer.id });
    const since = (
      await injectAs(app, staff.bos).get(`/api/kontak/unread-count?sinceId=${seen.id}`)
    ).json();
    expect(since).toEqual({ unread: 1, latestId: newer.id });
    const bad = await injectAs(app, staff.bos).get('/api/kontak/unread-count?sinceId=-1');
    expectError(bad, 400, 'sinceId tidak valid');
  });

  it('marking a read message read again keeps it read; an unknown id gets 404', async () => {
    const message = await addMessage({ created_at: '2025-01-01T01:00:00.000Z', dibaca: 1 });
    expect(
      (await injectAs(app, staff.hrd).post(`/api/kontak/${message.id}/dibaca`)).json().dibaca,
    ).toBe(1);
    const missing = await injectAs(app, staff.hrd).post('/api/kontak/999999/dibaca');
    expectError(missing, 404, 'Pesan tidak ditemukan');
    const badId = await injectAs(app, staff.hrd).post('/api/kontak/abc/dibaca');
    expectError(badId, 400, 'ID tidak valid');
  });

  it('any staff role marks all read', async () => {
    for (const role of ROLES) {
      await addMessage({ created_at: '2025-01-01T01:00:00.000Z' });
      await addMessage({ created_at: '2025-01-02T01:00:00.000Z' });
      const response = await injectAs(app, staff[role]).post('/api/kontak/mark-all-read');
      expect(response.statusCode, role).toBe(200);
      expect(response.json()).toEqual({ success: true, updated: 2 });
      expect((await list()).headers['x-unread-count']).toBe('0');
    }
  });

  it.each(ROLES)('%s may mark unread and delete only when admin or superadmin', async (role) => {
    const isManager = role === 'admin' || role === 'superadmin';
    const message = await addMessage({ created_at: '2025-01-01T01:00:00.000Z', dibaca: 1 });
    const unread = await injectAs(app, staff[role]).post(`/api/kontak/${message.id}/belum-dibaca`);
    expect(unread.statusCode).toBe(isManager ? 200 : 403);
    if (isManager) expect(unread.json()).toMatchObject({ id: message.id, dibaca: 0 });
    else
      expect(unread.json()).toMatchObject({
        error: 'Anda tidak memiliki akses untuk tindakan ini',
      });
    const removed = await injectAs(app, staff[role]).delete(`/api/kontak/${message.id}`);
    expect(removed.statusCode).toBe(isManager ? 200 : 403);
    expect(names(await list())).toEqual(isManager ? [] : ['Pengirim']);
    if (isManager) {
      const again = await injectAs(app, staff[role]).delete(`/api/kontak/${message.id}`);
      expect(again.statusCode).toBe(404);
    }
  });
});
