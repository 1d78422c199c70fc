import { describe, expect, it } from 'vitest';

import type { Role } from '#common/roles';

import type { TestApp } from '../../test/build-test-app.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';
import { createQuoteRequest } from '../../test/quote-requests.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { unique } from '../../test/unique.ts';

describe.each(TEST_DATABASES)('the sales pipeline on %s', (dialect) => {
  let app: TestApp;
  const headers = {} as Record<Role, Record<string, string>>;
  const names = {} as Record<Role, string>;
  useTestApp(async (built) => {
    app = built;
    for (const role of ['hrd', 'admin', 'superadmin', 'bos', 'editor'] as const) {
      const staff = await loginAs(app, role);
      headers[role] = staff.headers;
      names[role] = staff.nama;
    }
  }, dialect);

  const call = (role: Role | null, method: string, url: string, payload?: unknown) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: role ? headers[role] : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe('who may do what', () => {
    it.each(['admin', 'superadmin', 'bos'] as const)(
      '%s reads the list, detail and statistics',
      async (role) => {
        const { id } = await createQuoteRequest(app);
        expect((await call(role, 'GET', '/api/prospek')).statusCode).toBe(200);
        expect((await call(role, 'GET', `/api/prospek/${id}`)).statusCode).toBe(200);
        expect((await call(role, 'GET', '/api/prospek/statistik')).statusCode).toBe(200);
      },
    );

    it.each(['hrd', 'editor'] as const)('%s may not read the pipeline', async (role) => {
      const { id } = await createQuoteRequest(app);
      expect((await call(role, 'GET', '/api/prospek')).statusCode).toBe(403);
      expect((await call(role, 'GET', `/api/prospek/${id}`)).statusCode).toBe(403);
    });

    it('answers 401 without a token', async () => {
      expect((await call(null, 'GET', '/api/prospek')).statusCode).toBe(401);
    });

    it.each(['admin', 'superadmin'] as const)(
      '%s moves a request, adds a note and a survey',
      async (role) => {
        const { id } = await createQuoteRequest(app);
        expect(
          (await call(role, 'PUT', `/api/prospek/${id}/tahap`, { tahap: 'dihubungi' })).statusCode,
        ).toBe(200);
        expect(
          (await call(role, 'POST', `/api/prospek/${id}/notes`, { text: 'Telepon pagi' }))
            .statusCode,
        ).toBe(201);
        const survey = await call(role, 'POST', `/api/prospek/${id}/survei`, {
          mulai: '2027-01-05T09:00:00+07:00',
          lokasi: 'Gudang Bekasi',
        });
        expect(survey.statusCode).toBe(201);
        expect(survey.json()).toMatchObject({
          mulai: '2027-01-05T02:00:00.000Z',
          lokasi: 'Gudang Bekasi',
        });
      },
    );

    it.each(['bos', 'hrd', 'editor'] as const)(
      '%s may not move a request or write on it',
      async (role) => {
        const { id } = await createQuoteRequest(app);
        expect(
          (await call(role, 'PUT', `/api/prospek/${id}/tahap`, { tahap: 'dihubungi' })).statusCode,
        ).toBe(403);
        expect(
          (await call(role, 'POST', `/api/prospek/${id}/notes`, { text: 'x' })).statusCode,
        ).toBe(403);
        expect(
          (
            await call(role, 'POST', `/api/prospek/${id}/survei`, {
              mulai: '2027-01-05T09:00:00+07:00',
              lokasi: 'x',
            })
          ).statusCode,
        ).toBe(403);
      },
    );
  });

  describe('stages', () => {
    it('records each move with who and when, oldest first, and the first contact time', async () => {
      const { id } = await createQuoteRequest(app);
      await call('admin', 'PUT', `/api/prospek/${id}/tahap`, { tahap: 'dihubungi' });
      await call('superadmin', 'PUT', `/api/prospek/${id}/tahap`, { tahap: 'survei' });
      const detail = (await call('bos', 'GET', `/api/prospek/${id}`)).json();
      expect(detail.tahap).toBe('survei');
      expect(
        detail.history.map((h: { tahap: string; by: string | null }) => [h.tahap, h.by]),
      ).toEqual([
        ['baru', null],
        ['dihubungi', names.admin],
        ['survei', names.superadmin],
      ]);
      expect(detail.history[1].at).toBe(detail.dihubungi_at);
      expect(detail.proposal).toEqual([]);
      expect(detail).toMatchObject({ fee_persen: 10, ppn_persen: 11 });
    });

    it('needs a reason for kalah and keeps it in the history', async () => {
      const { id } = await createQuoteRequest(app);
      expectError(
        await call('admin', 'PUT', `/api/prospek/${id}/tahap`, { tahap: 'kalah' }),
        400,
        'Alasan wajib diisi untuk tahap kalah',
        'reason_required',
      );
      expectError(
        await call('admin', 'PUT', `/api/prospek/${id}/tahap`, { tahap: 'kalah', alasan: '   ' }),
        400,
        'Alasan wajib diisi untuk tahap kalah',
        'reason_required',
      );
      const lost = await call('admin', 'PUT', `/api/prospek/${id}/tahap`, {
        tahap: 'kalah',
        alasan: 'Harga pesaing lebih murah',
      });
      expect(lost.json()).toMatchObject({ id, tahap: 'kalah' });
      const detail = (await call('admin', 'GET', `/api/prospek/${id}`)).json();
      expect(detail.history.at(-1)).toMatchObject({
        tahap: 'kalah',
        alasan: 'Harga pesaing lebih murah',
      });
    });

    it('refuses an unknown stage, and answers 404 for an unknown or too large id', async () => {
      const { id } = await createQuoteRequest(app);
      expectError(
        await call('admin', 'PUT', `/api/prospek/${id}/tahap`, { tahap: 'selesai' }),
        400,
        'Tahap harus baru, dihubungi, survei, penawaran, negosiasi, menang atau kalah',
      );
      expectError(
        await call('admin', 'PUT', '/api/prospek/999999/tahap', { tahap: 'baru' }),
        404,
        'Prospek tidak ditemukan',
      );
      expect((await call('admin', 'GET', '/api/prospek/99999999999')).statusCode).toBe(400);
    });
  });

  describe('list', () => {
    it('filters by stage, service and text, pages, and sends X-Total-Count', async () => {
      const company = unique('PT Saring');
      const made = [];
      for (let i = 0; i < 3; i += 1)
        made.push(
          await createQuoteRequest(app, { perusahaan: `${company} ${i}`, layanan: 'kebersihan' }),
        );
      await call('admin', 'PUT', `/api/prospek/${made[0].id}/tahap`, { tahap: 'negosiasi' });
      const q = encodeURIComponent(company);
      const all = await call('bos', 'GET', `/api/prospek?q=${q}&pageSize=2`);
      expect(all.headers['x-total-count']).toBe('3');
      expect(all.json().map((row: { id: number }) => row.id)).toEqual([made[2].id, made[1].id]);
      const second = await call('bos', 'GET', `/api/prospek?q=${q}&pageSize=2&page=2`);
      expect(second.json().map((row: { id: number }) => row.id)).toEqual([made[0].id]);
      const negotiating = await call(
        'bos',
        'GET',
        `/api/prospek?q=${q}&tahap=negosiasi&layanan=kebersihan`,
      );
      expect(negotiating.json()).toEqual([
        expect.objectContaining({ id: made[0].id, tahap: 'negosiasi', total: expect.any(Number) }),
      ]);
      expect(
        (await call('bos', 'GET', `/api/prospek?q=${q}&layanan=parkir`)).headers['x-total-count'],
      ).toBe('0');
      expect((await call('bos', 'GET', '/api/prospek?q=%25%25%25')).statusCode).toBe(200);
    });

    it('refuses a bad filter with a 400 naming it', async () => {
      expectError(
        await call('bos', 'GET', '/api/prospek?layanan=taman'),
        400,
        'Layanan harus keamanan, kebersihan atau parkir',
      );
      expect((await call('bos', 'GET', '/api/prospek?pageSize=5000')).statusCode).toBe(400);
    });
  });

  describe('survey', () => {
    it('serves the survey as a calendar file without control characters', async () => {
      const { id } = await createQuoteRequest(app, { perusahaan: unique('PT Kalender') });
      expectError(
        await call('admin', 'GET', `/api/prospek/${id}/survei.ics`),
        404,
        'Survei belum dijadwalkan',
      );
      await call('admin', 'POST', `/api/prospek/${id}/survei`, {
        mulai: '2027-02-01T10:00:00+07:00',
        lokasi: 'Gudang\u0007 Blok\tB',
      });
      const ics = await call('bos', 'GET', `/api/prospek/${id}/survei.ics`);
      expect(ics.statusCode).toBe(200);
      expect(ics.headers['content-type']).toContain('text/calendar');
      expect(ics.body).toContain('DTSTART:20270201T030000Z');
      expect(ics.body).toContain('LOCATION:Gudang Blok B');
      expect(ics.body).not.toContain('\u0007');
      expect(ics.body).not.toContain('\t');
    });

    it('refuses a survey time without an offset', async () => {
      const { id } = await createQuoteRequest(app);
      expectError(
        await call('admin', 'POST', `/api/prospek/${id}/survei`, {
          mulai: '2027-02-01 10:00',
          lokasi: 'x',
        }),
        400,
        'Waktu survei harus tanggal dan jam ISO dengan zona waktu',
      );
    });
  });

  it('counts per stage, win rate, value won and sources in the statistics', async () => {
    const before = (await call('bos', 'GET', '/api/prospek/statistik')).json();
    const won = await createQuoteRequest(app, { sumber: 'iklan-uji' });
    const lost = await createQuoteRequest(app, { sumber: 'iklan-uji' });
    await call('admin', 'PUT', `/api/prospek/${won.id}/tahap`, { tahap: 'menang' });
    await call('admin', 'PUT', `/api/prospek/${lost.id}/tahap`, {
      tahap: 'kalah',
      alasan: 'Batal',
    });
    const after = (await call('bos', 'GET', '/api/prospek/statistik')).json();
    expect(after.menang).toBe(before.menang + 1);
    expect(after.kalah).toBe(before.kalah + 1);
    expect(after.nilai_menang).toBe(before.nilai_menang + 37_779_630);
    expect(after.per_sumber['iklan-uji']).toBe(2);
    expect(after.median_menit_sampai_dihubungi).toEqual(expect.any(Number));
    expect(after.rasio_menang).toBe(
      Math.round((after.menang / (after.menang + after.kalah)) * 10_000) / 10_000,
    );
  });
});
