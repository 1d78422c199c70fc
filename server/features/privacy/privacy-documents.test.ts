import { existsSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { registerAndLogInApplicant } from '../../test/applicant-accounts.ts';
import { SITI_APPLICATION_FIELDS, submitApplication } from '../../test/application-form.ts';
import { addDocuments, createCredentialRow } from '../../test/credentials.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { injectAs } from '../../test/inject-as.ts';
import { loginAs } from '../../test/login-as.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { purgeExpiredRecords } from '../../domain/retention.ts';

/**
 * Export and erasure cover the identity, credential and document data of guard hiring
 * (docs/decisions/047-credential-register.md): the applicant's own export, the staff CSV,
 * DELETE /api/user, staff deletes and the retention purge.
 */

const ALL_KINDS = ['ktp', 'skck', 'sertifikat_gada', 'kta', 'surat_sehat'] as const;
const CREDENTIALS = {
  nik: '3174051004950001',
  tinggi_badan: 172,
  berat_badan: 68,
  pendidikan: 'SMA/SMK',
  skck_tanggal: '2031-01-05',
  gada_tingkat: 'Pratama',
  gada_nomor: 'GP-2031-77',
  kta_nomor: 'KTA-555',
  kta_berlaku_sampai: '2033-01-05',
  surat_sehat_tanggal: '2031-01-06',
};

describe.each(TEST_DATABASES)('guard-hiring data in export and erasure on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect);
  const stored = (key: string) =>
    existsSync(path.join(app.config.dataDir, 'uploads', 'private', key));

  /** An applicant who applied through the API, with credentials and every document stored. */
  async function applicantWithDocuments() {
    const user = await registerAndLogInApplicant(app);
    const sent = await submitApplication(app, user.headers, SITI_APPLICATION_FIELDS);
    expect(sent.statusCode, sent.body).toBe(201);
    const id = (sent.json() as { id: number }).id;
    await app.db
      .updateTable('applicants')
      .set({ ...CREDENTIALS, telepon_normal: '6281234567890' })
      .where('id', '=', id)
      .execute();
    const keys = await addDocuments(app, id, ALL_KINDS);
    return { user, id, keys };
  }

  it("the applicant's own export carries every credential field and every document", async () => {
    const { user, keys } = await applicantWithDocuments();
    await app.db
      .updateTable('applicant_documents')
      .set({ dihapus_at: '2031-02-01T00:00:00.000Z' })
      .where('file_key', '=', keys.surat_sehat)
      .execute();
    const data = (await injectAs(app, user.headers).get('/api/user/export')).json();
    expect(data.credentials).toEqual({ ...CREDENTIALS, telepon_normal: '6281234567890' });
    expect(data.documents.map((doc: { jenis: string }) => doc.jenis)).toEqual([...ALL_KINDS]);
    expect(data.documents[0]).toMatchObject({ verifikasi: 'belum', catatan: null });
    expect(data.documents[0]).not.toHaveProperty('verified_by');
    expect(data.documents[4]).toMatchObject({ url: null, dihapus_at: '2031-02-01T00:00:00.000Z' });
    const ktp = await app.inject({ method: 'GET', url: data.documents[0].url });
    expect(ktp.statusCode).toBe(200);
    expect(ktp.body).toContain('% ktp');
  });

  it('the staff CSV names the new fields, with the NIK masked, and each document state', async () => {
    const { id } = await applicantWithDocuments();
    await app.db
      .updateTable('applicant_documents')
      .set({ verifikasi: 'sah' })
      .where('pelamar_id', '=', id)
      .where('jenis', '=', 'ktp')
      .execute();
    const hrd = (await loginAs(app, 'hrd')).headers;
    const csv = (await injectAs(app, hrd).get('/api/pelamar/export.csv')).body;
    const line = csv.split('\r\n').find((text) => text.startsWith(`"${id}";`));
    expect(line).toContain(
      '"3174**********01";"172";"68";"SMA/SMK";"2031-01-05";"Pratama";"GP-2031-77";"KTA-555";"2033-01-05";"2031-01-06";"Foto KTP: sah, SKCK: belum, Sertifikat Gada: belum, KTA Satpam: belum, Surat keterangan sehat: belum"',
    );
    expect(csv).not.toContain(CREDENTIALS.nik);
  });

  it('DELETE /api/user erases the document rows and files', async () => {
    const { user, id, keys } = await applicantWithDocuments();
    for (const key of Object.values(keys)) expect(stored(key)).toBe(true);
    const response = await injectAs(app, user.headers).delete('/api/user', {
      password: user.password,
    });
    expect(response.statusCode).toBe(204);
    for (const key of Object.values(keys)) expect(stored(key)).toBe(false);
    const rows = await app.db
      .selectFrom('applicant_documents')
      .select('id')
      .where('pelamar_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a staff delete, single or bulk, erases the documents too', async () => {
    const hrd = (await loginAs(app, 'hrd')).headers;
    const one = await applicantWithDocuments();
    expect((await injectAs(app, hrd).delete(`/api/pelamar/${one.id}`)).statusCode).toBe(200);
    for (const key of Object.values(one.keys)) expect(stored(key)).toBe(false);
    const two = await applicantWithDocuments();
    const bulk = await injectAs(app, hrd).post('/api/pelamar/bulk', {
      action: 'delete',
      ids: [two.id],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    for (const key of Object.values(two.keys)) expect(stored(key)).toBe(false);
  });

  it('the retention purge erases the documents of an expired application', async () => {
    const row = await createCredentialRow(
      app,
      { status: 'Diterima', created_at: '2020-01-01T00:00:00.000Z' },
      CREDENTIALS,
      '2020-01-02T00:00:00.000Z',
    );
    const keys = await addDocuments(app, row.id, ALL_KINDS);
    const result = await purgeExpiredRecords(app.db, app.storage, { now: new Date(), months: 12 });
    expect(result.applicants).toBeGreaterThanOrEqual(1);
    for (const key of Object.values(keys)) expect(stored(key)).toBe(false);
  });
});
