import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { computeEstimate } from '#common/pricing';

import type { DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedDatabase } from '../../db/seed.ts';
import { currentTariff } from '../../domain/tariff-store.ts';
import { TEST_DATABASES, openTestDatabase } from '../../test/for-each-database.ts';
import { type NewQuoteRequest, quoteRequestsRepo } from './quote-requests.repo.ts';

describe.each(TEST_DATABASES)('quote request references on %s', (dialect) => {
  let handle: DatabaseHandle;
  let request: NewQuoteRequest;

  beforeAll(async () => {
    handle = await openTestDatabase(dialect);
    await migrateToLatest(handle.db);
    await seedDatabase(handle.db, { demo: false });
    const version = await currentTariff(handle.db);
    const pos = [{ nama: 'Gerbang', jam_per_hari: 24, hari_per_minggu: 7, personel_per_shift: 1 }];
    request = {
      perusahaan: 'PT Uji',
      nama: 'Budi',
      jabatan: null,
      email: 'budi@example.com',
      telepon: '0812 3456 7890',
      alamat_lokasi: 'Jl. Uji 1',
      mulai: null,
      catatan: null,
      sumber: null,
      pos,
      estimasi: computeEstimate(version!.tariff, {
        layanan: 'keamanan',
        kota: 'DKI Jakarta',
        pos,
      })!,
      tariff_id: version!.id,
      language: 'id',
    };
  });
  afterAll(async () => {
    await handle.close();
  });

  const create = (tahun: number) =>
    handle.db
      .transaction()
      .execute((trx) =>
        quoteRequestsRepo(trx).create(request, { now: new Date().toISOString(), tahun }),
      );

  it('gives fifty concurrent requests fifty distinct references with no gap', async () => {
    const created = await Promise.all(Array.from({ length: 50 }, () => create(2031)));
    const codes = created.map((c) => c.kode).sort();
    expect(codes).toEqual(
      Array.from({ length: 50 }, (_, i) => `PNW-2031-${String(i + 1).padStart(5, '0')}`),
    );
  });

  it('gives a rolled-back request’s number to the next one', async () => {
    await create(2032);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await quoteRequestsRepo(trx).create(request, {
          now: new Date().toISOString(),
          tahun: 2032,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await create(2032)).kode).toBe('PNW-2032-00002');
  });

  it('starts each year at 00001', async () => {
    expect((await create(2033)).kode).toBe('PNW-2033-00001');
  });
});
