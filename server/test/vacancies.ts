import { randomBytes } from 'node:crypto';

import type { VacancyInput } from '#common/schemas/vacancies';

import { sampleVacancyInput } from '../../test-support/vacancies.ts';
import type { TestApp } from './build-test-app.ts';

export { dayFromToday } from '../../test-support/vacancies.ts';

/** A valid, open vacancy with a unique title; `overrides` changes any field. */
export function vacancyInput(overrides: Partial<VacancyInput> = {}): VacancyInput {
  return sampleVacancyInput({
    judul: `Satpam Mal ${randomBytes(3).toString('hex')}`,
    ...overrides,
  });
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
