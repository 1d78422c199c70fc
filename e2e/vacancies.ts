import type { APIRequestContext } from '@playwright/test';

import { SUPERADMIN, expect, staffLoginToken, unique } from './fixtures.ts';

/** A calendar day `days` from today. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Creates a vacancy through the API as the superadmin (to prepare pages, not to test screens). */
export async function createVacancyThroughApi(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
) {
  const { token } = await staffLoginToken(request, SUPERADMIN.nama, SUPERADMIN.password);
  const response = await request.post('/api/lowongan', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      judul: unique('Satpam Mal '),
      posisi: 'Security',
      kota: 'Bekasi',
      provinsi: 'Jawa Barat',
      lokasi: 'Mal Bekasi Raya',
      jenis: 'Kontrak',
      kuota: 20,
      deskripsi:
        '<p>Dibutuhkan 20 satpam untuk mal di Bekasi.</p><ul><li>Sertifikat Gada Pratama</li><li>SKCK aktif</li></ul>',
      gaji_min: 4_500_000,
      gaji_max: 5_500_000,
      tampilkan_gaji: true,
      ditutup_pada: dayFromToday(20),
      status: 'dibuka',
      pertanyaan: [],
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; slug: string; judul: string; kota: string };
}
