import { existsSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { type TestApp, JOBS_ON_DEMAND } from '../test/build-test-app.ts';
import { addDocuments, createCredentialRow } from '../test/credentials.ts';
import { TEST_DATABASES } from '../test/for-each-database.ts';
import { useTestApp } from '../test/test-app-per-suite.ts';
import { purgeSpecificDocuments } from './retention.ts';

/**
 * SPECIFIC_DATA_DAYS (docs/decisions/047-credential-register.md): the SKCK and health certificate
 * files of a rejected application go that many days after the decision; the rest stays.
 */

const NOW = new Date('2031-06-15T03:00:00.000Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const KINDS = ['ktp', 'skck', 'sertifikat_gada', 'kta', 'surat_sehat'] as const;

describe.each(TEST_DATABASES)('specific-data purge on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect, { SPECIFIC_DATA_DAYS: '30' }, JOBS_ON_DEMAND);
  const stored = (key: string) =>
    existsSync(path.join(app.config.dataDir, 'uploads', 'private', key));
  const documents = (id: number) =>
    app.db
      .selectFrom('applicant_documents')
      .select(['jenis', 'dihapus_at'])
      .where('pelamar_id', '=', id)
      .orderBy('id')
      .execute();

  async function seed(status: 'Ditolak' | 'Diterima' | 'Menunggu', decidedAt: string) {
    const row = await createCredentialRow(
      app,
      { status },
      { skck_tanggal: '2031-01-01', surat_sehat_tanggal: '2031-01-02' },
      decidedAt,
    );
    return { id: row.id, keys: await addDocuments(app, row.id, KINDS) };
  }

  it('erases the SKCK and health files of rejections older than the period, nothing else', async () => {
    expect(app.config.specificDataDays).toBe(30);
    const old = await seed('Ditolak', daysBefore(31));
    const recent = await seed('Ditolak', daysBefore(29));
    const accepted = await seed('Diterima', daysBefore(90));
    const waiting = await seed('Menunggu', daysBefore(90));

    const result = await purgeSpecificDocuments(app.db, app.storage, { now: NOW, days: 30 });
    expect(result).toEqual({ documents: 2, files: 2 });
    expect(stored(old.keys.skck)).toBe(false);
    expect(stored(old.keys.surat_sehat)).toBe(false);
    for (const kind of ['ktp', 'sertifikat_gada', 'kta']) expect(stored(old.keys[kind])).toBe(true);
    expect(await documents(old.id)).toEqual([
      { jenis: 'ktp', dihapus_at: null },
      { jenis: 'skck', dihapus_at: NOW.toISOString() },
      { jenis: 'sertifikat_gada', dihapus_at: null },
      { jenis: 'kta', dihapus_at: null },
      { jenis: 'surat_sehat', dihapus_at: NOW.toISOString() },
    ]);
    // The application itself and its other data follow RETENTION_MONTHS.
    const application = await app.db
      .selectFrom('applicants')
      .select(['skck_tanggal', 'status'])
      .where('id', '=', old.id)
      .executeTakeFirst();
    expect(application).toEqual({ skck_tanggal: '2031-01-01', status: 'Ditolak' });
    for (const kept of [recent, accepted, waiting]) {
      for (const key of Object.values(kept.keys)) expect(stored(key)).toBe(true);
      expect((await documents(kept.id)).every((doc) => doc.dihapus_at === null)).toBe(true);
    }
    // A second run finds nothing more.
    expect(await purgeSpecificDocuments(app.db, app.storage, { now: NOW, days: 30 })).toEqual({
      documents: 0,
      files: 0,
    });
  });

  it('runs with the daily retention job', async () => {
    const old = await seed('Ditolak', new Date(Date.now() - 40 * 86_400_000).toISOString());
    await app.jobs.runDue({ now: new Date(Date.now() + 2 * 3600_000) });
    expect(stored(old.keys.skck)).toBe(false);
    expect(stored(old.keys.ktp)).toBe(true);
  });
});
