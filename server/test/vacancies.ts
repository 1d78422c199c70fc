import { randomBytes } from 'node:crypto';

import type { VacancyInput } from '#common/schemas/vacancies';

import type { TestApp } from './build-test-app.ts';

/** A calendar day `days` from today (UTC; far enough from now that time zones do not matter). */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid, open vacancy with a unique title; `overrides` changes any field. */
export function vacancyInput(overrides: Partial<VacancyInput> = {}): VacancyInput {
  return {
    judul: `Satpam Mal ${randomBytes(3).toString('hex')}`,
    posisi: 'Security',
    kota: 'Bekasi',
    provinsi: 'Jawa Barat',
    lokasi: 'Mal Bekasi Raya',
    jenis: 'Kontrak',
    kuota: 20,
    deskripsi: '<p>Dibutuhkan satpam bersertifikat Gada Pratama.</p>',
    gaji_min: 4_500_000,
    gaji_max: 5_500_000,
    tampilkan_gaji: true,
    ditutup_pada: dayFromToday(30),
    status: 'dibuka',
    pertanyaan: [],
    ...overrides,
  };
}

/** Creates a vacancy through the API as the staff member behind `headers`; returns its JSON. */
export async function createVacancy(
  app: TestApp,
  headers: Record<string, string>,
  overrides: Partial<VacancyInput> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/lowongan',
    headers,
    payload: vacancyInput(overrides),
  });
  if (response.statusCode !== 201)
    throw new Error(`vacancy not created: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; slug: string; pertanyaan: { id: number }[] } & Record<
    string,
    unknown
  >;
}
