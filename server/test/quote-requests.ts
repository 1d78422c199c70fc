import type { QuoteRequestInput } from '#common/schemas/quote-requests';

import type { TestApp } from './build-test-app.ts';
import { unique } from './unique.ts';

/** One 24/7 guard post: the worked example of docs/api.md ("Business clients"). */
export const GUARD_POST = {
  nama: 'Gerbang utama',
  jam_per_hari: 24,
  hari_per_minggu: 7,
  personel_per_shift: 1,
};

/** A valid quote request body with unique company and contact (captcha is off in tests). */
export function quoteRequestInput(overrides: Partial<QuoteRequestInput> = {}): QuoteRequestInput {
  return {
    layanan: 'keamanan',
    kota: 'DKI Jakarta',
    pos: [GUARD_POST],
    perusahaan: unique('PT Gudang'),
    nama: 'Budi Santoso',
    jabatan: 'Facility Manager',
    email: 'budi@example.com',
    telepon: '0812-3456-7890',
    alamat_lokasi: 'Jl. Industri 5, Bekasi',
    mulai: '2027-01-02',
    catatan: 'Dua pos',
    sumber: null,
    persetujuan: true,
    captchaToken: null,
    ...overrides,
  };
}

/** Sends a quote request and answers its stored id and reference. */
export async function createQuoteRequest(app: TestApp, overrides: Partial<QuoteRequestInput> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/penawaran',
    payload: quoteRequestInput(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`quote request: ${response.body}`);
  const { kode } = response.json() as { kode: string };
  const row = await app.db
    .selectFrom('quote_requests')
    .select('id')
    .where('kode', '=', kode)
    .executeTakeFirstOrThrow();
  return { id: row.id, kode };
}
