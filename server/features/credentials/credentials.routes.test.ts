import { describe, expect, it } from 'vitest';

import { addDays, todayIn } from '#common/dates';
import { skckValidUntil } from '#common/schemas/guard-hiring';

import type { TestApp } from '../../test/build-test-app.ts';
import { createApplicantRow } from '../../test/applicant-rows.ts';
import { createCredentialRow } from '../../test/credentials.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import type { StaffHeaders } from '../../test/login-as.ts';
import { useTestAppWithRoles } from '../../test/test-app-per-suite.ts';

/** GET /api/kredensial and its CSV (docs/decisions/047-credential-register.md). */

/** The SKCK date whose six months end `days` from today. */
function skckEndingIn(today: string, days: number) {
  // Walk back from the end day: the date six months before it (within a few days' clamping).
  const end = addDays(today, days);
  let date = addDays(end, -200);
  while (skckValidUntil(date) < end) date = addDays(date, 1);
  return date;
}

describe.each(TEST_DATABASES)('credential register on %s', (dialect) => {
  let app: TestApp;
  let headers: StaffHeaders;
  useTestAppWithRoles((ready) => ({ app, headers } = ready), dialect);
  let today: string;
  let ids: Record<'kta' | 'skck' | 'ended' | 'calm' | 'empty', number>;

  const get = (role: keyof StaffHeaders | null, url: string) =>
    app.inject({ method: 'GET', url, headers: role ? headers[role] : {} });

  it('lists accepted applications only, with the SKCK end six months on', async () => {
    today = todayIn(app.config.timeZone);
    const accepted = { status: 'Diterima' as const };
    const kta = await createCredentialRow(
      app,
      { ...accepted, nama: 'Agus Kta' },
      {
        gada_tingkat: 'Pratama',
        gada_nomor: 'GP-001',
        kta_nomor: 'KTA-77',
        kta_berlaku_sampai: addDays(today, 20),
        skck_tanggal: today,
        surat_sehat_tanggal: today,
      },
    );
    const skck = await createCredentialRow(
      app,
      { ...accepted, nama: 'Budi Skck' },
      {
        gada_tingkat: 'Madya',
        skck_tanggal: skckEndingIn(today, 45),
      },
    );
    const ended = await createCredentialRow(
      app,
      { ...accepted, nama: 'Cici Lewat' },
      {
        kta_nomor: '=HYPERLINK("x")',
        kta_berlaku_sampai: addDays(today, -3),
      },
    );
    const calm = await createCredentialRow(
      app,
      { ...accepted, nama: 'Dedi Aman' },
      {
        kta_berlaku_sampai: addDays(today, 300),
        skck_tanggal: today,
      },
    );
    const empty = await createApplicantRow(app, { ...accepted, nama: 'Eko Kosong' });
    await createCredentialRow(app, { status: 'Ditolak', nama: 'Fajar Tolak' }, { kta_berlaku_sampai: today }); // prettier-ignore
    await createCredentialRow(app, { nama: 'Gita Tunggu' }, { kta_berlaku_sampai: today });
    ids = { kta: kta.id, skck: skck.id, ended: ended.id, calm: calm.id, empty: empty.id };

    const response = await get('hrd', '/api/kredensial');
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Record<string, unknown>[];
    // Soonest end first (the one already ended leads), nothing-ends last.
    expect(rows.map((row) => row.pelamar_id)).toEqual([
      ended.id,
      kta.id,
      skck.id,
      calm.id,
      empty.id,
    ]);
    expect(rows[1]).toEqual({
      pelamar_id: kta.id,
      nama: 'Agus Kta',
      posisi: 'Security',
      gada_tingkat: 'Pratama',
      gada_nomor: 'GP-001',
      kta_nomor: 'KTA-77',
      kta_berlaku_sampai: addDays(today, 20),
      skck_tanggal: today,
      skck_berlaku_sampai: skckValidUntil(today),
      surat_sehat_tanggal: today,
      verifikasi: { skck: null, sertifikat_gada: null, kta: null, surat_sehat: null },
    });
    expect(rows[4]).toMatchObject({ gada_tingkat: null, skck_berlaku_sampai: null });
  });

  it('filters by berakhir_dalam, counting what has already ended', async () => {
    const idsFor = async (days: number | string) =>
      ((await get('admin', `/api/kredensial?berakhir_dalam=${days}`)).json() as { pelamar_id: number }[]).map((row) => row.pelamar_id); // prettier-ignore
    expect(await idsFor(0)).toEqual([ids.ended]);
    expect(await idsFor(20)).toEqual([ids.ended, ids.kta]);
    expect(await idsFor(60)).toEqual([ids.ended, ids.kta, ids.skck]);
    expect(await idsFor(365)).toEqual([ids.ended, ids.kta, ids.skck, ids.calm]);
    expect(await idsFor('')).toHaveLength(5);
  });

  it.each(['-1', '366', 'abc', '1.5', '10&berakhir_dalam=20', '9999'])(
    'refuses berakhir_dalam=%s with a 400 naming the filter',
    async (value) => {
      const response = await get('hrd', `/api/kredensial?berakhir_dalam=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Filter berakhir_dalam harus bilangan bulat 0–365 hari');
      const csv = await get('hrd', `/api/kredensial/export.csv?berakhir_dalam=${value}`);
      expect(csv.statusCode).toBe(400);
    },
  );

  it('is open to hrd, admin and superadmin only', async () => {
    for (const role of ['hrd', 'admin', 'superadmin'] as const)
      expect((await get(role, '/api/kredensial')).statusCode).toBe(200);
    for (const role of ['bos', 'editor'] as const) {
      expect((await get(role, '/api/kredensial')).statusCode).toBe(403);
      expect((await get(role, '/api/kredensial/export.csv')).statusCode).toBe(403);
    }
    expect((await get(null, '/api/kredensial')).statusCode).toBe(401);
    expect((await get(null, '/api/kredensial/export.csv')).statusCode).toBe(401);
  });

  it('exports the same rows as CSV, guarded against formulas, and audits the export', async () => {
    const response = await get('superadmin', '/api/kredensial/export.csv?berakhir_dalam=20');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="kredensial-${today}.csv"`,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"ID Pelamar";"Nama";"Posisi";"Tingkat Gada";"Nomor Gada";"Nomor KTA";"KTA Berlaku Sampai";"Tanggal SKCK";"SKCK Berlaku Sampai";"Tanggal Surat Sehat";"Verifikasi SKCK";"Verifikasi Sertifikat Gada";"Verifikasi KTA";"Verifikasi Surat Sehat"',
    );
    expect(lines[1]).toBe(
      `"${ids.ended}";"Cici Lewat";"Security";"";"";"'=HYPERLINK(""x"")";"${addDays(today, -3)}";"";"";"";"";"";"";""`,
    );
    expect(lines[2]).toContain('"Agus Kta";"Security";"Pratama";"GP-001";"KTA-77"');
    expect(lines).toHaveLength(4);
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'role'])
      .where('action', '=', 'GET /kredensial/export.csv')
      .execute();
    expect(audit).toEqual([{ action: 'GET /kredensial/export.csv', role: 'superadmin' }]);
  });
});
