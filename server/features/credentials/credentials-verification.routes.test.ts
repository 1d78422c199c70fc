import { describe, expect, it } from 'vitest';

import { addDays, todayIn } from '#common/dates';

import type { TestApp } from '../../test/build-test-app.ts';
import { addDocuments, createCredentialRow } from '../../test/credentials.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import type { StaffHeaders } from '../../test/login-as.ts';
import { useTestAppWithRoles } from '../../test/test-app-per-suite.ts';

/**
 * The register reads each document's verification (docs/decisions/052-guard-document-loop.md):
 * a rejected document is never counted valid, `perlu_tindakan=1` lists what staff must act on.
 */

describe.each(TEST_DATABASES)('credential register verification on %s', (dialect) => {
  let app: TestApp;
  let headers: StaffHeaders;
  useTestAppWithRoles((ready) => ({ app, headers } = ready), dialect);
  let ids: Record<'rejected' | 'clean' | 'noEnd' | 'unchecked', number>;

  const listedIds = async (query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/kredensial${query}`,
      headers: headers.hrd,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { pelamar_id: number }[]).map((row) => row.pelamar_id);
  };
  const verify = (id: number, jenis: string, verifikasi: string, catatan: string | null = null) =>
    app.inject({
      method: 'PUT',
      url: `/api/pelamar/${id}/dokumen/${jenis}`,
      headers: headers.hrd,
      payload: { verifikasi, catatan },
    });

  it('answers each credential document verification, null where there is no file', async () => {
    const today = todayIn(app.config.timeZone);
    const accepted = { status: 'Diterima' as const };
    const farKta = { kta_nomor: 'KTA-1', kta_berlaku_sampai: addDays(today, 300) };
    // A fresh SKCK (valid for six months) whose file staff rejected.
    const rejected = await createCredentialRow(
      app,
      { ...accepted, nama: 'Zaki Tolak' },
      { ...farKta, skck_tanggal: today },
    );
    await addDocuments(app, rejected.id, ['skck', 'kta']);
    expect((await verify(rejected.id, 'skck', 'ditolak', 'Foto buram')).statusCode).toBe(200);
    expect((await verify(rejected.id, 'kta', 'sah')).statusCode).toBe(200);

    const clean = await createCredentialRow(
      app,
      { ...accepted, nama: 'Ani Sah' },
      { ...farKta, gada_tingkat: 'Pratama', gada_nomor: 'G-1' },
    );
    await addDocuments(app, clean.id, ['sertifikat_gada', 'kta']);
    await verify(clean.id, 'sertifikat_gada', 'sah');
    await verify(clean.id, 'kta', 'sah');

    // A Gada certificate with no KTA expiry to carry it: a credential without an end date.
    const noEnd = await createCredentialRow(
      app,
      { ...accepted, nama: 'Budi Tanpa' },
      { gada_tingkat: 'Madya' },
    );
    await addDocuments(app, noEnd.id, ['sertifikat_gada']);
    await verify(noEnd.id, 'sertifikat_gada', 'sah');

    const unchecked = await createCredentialRow(
      app,
      { ...accepted, nama: 'Citra Tunggu' },
      { ...farKta, surat_sehat_tanggal: today },
    );
    await addDocuments(app, unchecked.id, ['surat_sehat', 'kta']);
    await verify(unchecked.id, 'kta', 'sah');
    ids = { rejected: rejected.id, clean: clean.id, noEnd: noEnd.id, unchecked: unchecked.id };

    const response = await app.inject({
      method: 'GET',
      url: '/api/kredensial',
      headers: headers.admin,
    });
    const rows = response.json() as { pelamar_id: number; verifikasi: unknown }[];
    const byId = new Map(rows.map((row) => [row.pelamar_id, row.verifikasi]));
    expect(byId.get(rejected.id)).toEqual({
      skck: 'ditolak',
      sertifikat_gada: null,
      kta: 'sah',
      surat_sehat: null,
    });
    expect(byId.get(unchecked.id)).toEqual({
      skck: null,
      sertifikat_gada: null,
      kta: 'sah',
      surat_sehat: 'belum',
    });
    // The rejected one leads the register: it is not valid at all.
    expect(rows[0].pelamar_id).toBe(rejected.id);
  });

  it('never counts a rejected document as valid in berakhir_dalam', async () => {
    expect(await listedIds('?berakhir_dalam=0')).toEqual([ids.rejected]);
    expect(await listedIds('?berakhir_dalam=30')).toEqual([ids.rejected]);
    // Verified again as valid, its SKCK ends in six months and it leaves the short filters.
    await verify(ids.rejected, 'skck', 'sah');
    expect(await listedIds('?berakhir_dalam=30')).toEqual([]);
    await verify(ids.rejected, 'skck', 'ditolak', 'Foto buram');
  });

  it('lists with perlu_tindakan=1 rejected, unchecked and endless credentials only', async () => {
    expect((await listedIds('?perlu_tindakan=1')).sort((a, b) => a - b)).toEqual(
      [ids.rejected, ids.noEnd, ids.unchecked].sort((a, b) => a - b),
    );
    expect(await listedIds('?perlu_tindakan=1&berakhir_dalam=30')).toEqual([ids.rejected]);
    expect(await listedIds('?perlu_tindakan=')).toHaveLength(4);
    await verify(ids.unchecked, 'surat_sehat', 'sah');
    expect(await listedIds('?perlu_tindakan=1')).not.toContain(ids.unchecked);
    expect(await listedIds('?perlu_tindakan=1')).not.toContain(ids.clean);
  });

  it.each(['0', '2', 'ya', '1&perlu_tindakan=1'])('refuses perlu_tindakan=%s', async (value) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/kredensial?perlu_tindakan=${value}`,
      headers: headers.hrd,
    });
    expectError(response, 400, 'Filter perlu_tindakan harus 1', 'invalid_input');
  });

  it('exports the verification columns', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/kredensial/export.csv?perlu_tindakan=1&berakhir_dalam=30',
      headers: headers.hrd,
    });
    const lines = response.body.split('\r\n');
    expect(lines[1]).toMatch(/^"\d+";"Zaki Tolak";.*;"ditolak";"";"sah";""$/);
    expect(lines).toHaveLength(3);
  });
});
