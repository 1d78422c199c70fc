import type { APIRequestContext } from '@playwright/test';

import { NO_REQUIREMENTS, type VacancyRequirements } from '#common/guard-values';
import type { VacancyInput } from '#common/schemas/vacancies';

import { dayFromToday, sampleVacancyInput } from '../test-support/vacancies.ts';
import { SUPERADMIN, expect, staffLoginToken, unique } from './fixtures.ts';

/** A security vacancy's requirements, as the demo's (docs/decisions/046). */
export const GUARD_REQUIREMENTS: VacancyRequirements = {
  pendidikan_min: 'SMA/SMK',
  tinggi_min_pria: 165,
  tinggi_min_wanita: 160,
  gada_min: 'Pratama',
  skck: true,
  surat_sehat: false,
};

/** Only the credentials: Gada Pratama and an SKCK. */
export const GADA_AND_SKCK: VacancyRequirements = {
  ...NO_REQUIREMENTS,
  gada_min: 'Pratama',
  skck: true,
};

/** Creates a vacancy through the API as the superadmin (to prepare pages, not to test screens). */
export async function createVacancyThroughApi(
  request: APIRequestContext,
  overrides: Partial<VacancyInput> = {},
) {
  const { token } = await staffLoginToken(request, SUPERADMIN.nama, SUPERADMIN.password);
  const response = await request.post('/api/lowongan', {
    headers: { authorization: `Bearer ${token}` },
    data: sampleVacancyInput({
      judul: unique('Satpam Mal '),
      deskripsi:
        '<p>Dibutuhkan 20 satpam untuk mal di Bekasi.</p><ul><li>Sertifikat Gada Pratama</li><li>SKCK aktif</li></ul>',
      ditutup_pada: dayFromToday(20),
      ...overrides,
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; slug: string; judul: string; kota: string };
}
