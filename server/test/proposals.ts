import { randomInt } from 'node:crypto';

import { computeEstimate, type PostInput } from '#common/pricing';
import { DEFAULT_SITE_SETTINGS } from '#common/site-settings';

import { saveTariff } from '../domain/tariff-store.ts';
import type { ProposalPdfInput } from '../features/proposals/proposal-pdf.ts';
import type { TestApp } from './build-test-app.ts';
import { unique } from './unique.ts';

import { EXAMPLE_TARIFF } from '../../test-support/example-tariff.ts';

export { EXAMPLE_TARIFF };

/** A proposal of `posts` posts (the first one the worked example's 24/7 post) for the PDF. */
export function sampleProposalPdfInput(posts = 1): ProposalPdfInput {
  const pos: PostInput[] = Array.from({ length: posts }, (_, index) =>
    index === 0
      ? {
          nama: 'Pos Jaga Gerbang Utama',
          jam_per_hari: 24,
          hari_per_minggu: 7,
          personel_per_shift: 1,
        }
      : {
          nama: `Pos Patroli Gudang ${index + 1}`,
          jam_per_hari: 12,
          hari_per_minggu: 6,
          personel_per_shift: (index % 3) + 1,
        },
  );
  const estimasi = computeEstimate(EXAMPLE_TARIFF, {
    layanan: 'keamanan',
    kota: 'DKI Jakarta',
    pos,
  })!;
  return {
    company: {
      ...DEFAULT_SITE_SETTINGS,
      address: 'Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan 12190',
      phones: ['(021) 5150 8899', '0812 8000 1234', ''],
      email: 'sales@sigap.co.id',
    },
    kode: 'PNW-2026-00042',
    versi: 2,
    perusahaan: 'PT Gudang Makmur Sejahtera',
    nama: 'Budi Santoso',
    jabatan: 'Kepala Bagian Umum',
    alamat_lokasi: 'Jl. Raya Bekasi Km 25, Cakung',
    pos,
    estimasi,
    fee_persen: 10,
    ppn_persen: 11,
    dibuat: '2026-11-28',
    berlaku_sampai: '2026-12-28',
    berlaku_hari: 30,
  };
}

/** Makes the worked example's tariff the current one (a new version, as a save would). */
export async function useExampleTariff(app: TestApp) {
  return saveTariff(app.db, { tariff: EXAMPLE_TARIFF, by: 'test', now: new Date().toISOString() });
}

/** A stored quote request in `baru` for one 24/7 post in Jakarta (the worked example). */
export async function insertQuoteRequest(
  app: TestApp,
  tariffId: number,
  overrides: { pos?: PostInput[]; email?: string } = {},
) {
  const pos = overrides.pos ?? [
    { nama: 'Pos Jaga Gerbang', jam_per_hari: 24, hari_per_minggu: 7, personel_per_shift: 1 },
  ];
  const estimasi = computeEstimate(EXAMPLE_TARIFF, {
    layanan: 'keamanan',
    kota: 'DKI Jakarta',
    pos,
  })!;
  const now = new Date().toISOString();
  const kode = `PNW-2026-${randomInt(10_000_000, 99_999_999)}`;
  const row = await app.db
    .insertInto('quote_requests')
    .values({
      kode,
      perusahaan: unique('PT Uji'),
      nama: 'Budi Santoso',
      jabatan: 'Manajer Umum',
      email: overrides.email ?? `budi.${randomInt(1_000_000)}@contoh.id`,
      telepon: '0812 8000 1234',
      alamat_lokasi: 'Jl. Raya Bekasi Km 25',
      mulai: null,
      catatan: null,
      sumber: null,
      layanan: 'keamanan',
      kota: 'DKI Jakarta',
      pos: JSON.stringify(pos),
      estimasi: JSON.stringify(estimasi),
      total: estimasi.total,
      tariff_id: tariffId,
      tahap: 'baru',
      dihubungi_at: null,
      language: 'id',
      persetujuan_at: now,
      contact_message_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'kode', 'email', 'perusahaan'])
    .executeTakeFirstOrThrow();
  return row;
}
