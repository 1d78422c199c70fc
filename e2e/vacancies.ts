import type { APIRequestContext } from '@playwright/test';

import { NO_REQUIREMENTS, type VacancyRequirements } from '#common/guard-hiring-values';
import type { VacancyInput } from '#common/schemas/vacancies';

import { dayFromToday, sampleVacancyInput } from '../test-support/vacancies.ts';
import { SUPERADMIN, expect, staffLoginToken, unique } from './fixtures.ts';

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
