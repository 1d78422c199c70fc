import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import type { StaffHeaders } from '../../test/login-as.ts';
import { useTestAppWithRoles } from '../../test/test-app-per-suite.ts';
import { createVacancy } from '../../test/vacancies.ts';

/**
 * The expected screening answers reach only staff who manage vacancies (docs/decisions/049):
 * the public list and page, with or without `lang=en`, and a token of any other role read null.
 */

const QUESTIONS = [
  { teks: 'Apakah Anda memiliki SKCK yang masih berlaku?', jawaban_diharapkan: 'ya' as const },
  { teks: 'Apakah Anda pernah dipecat?', jawaban_diharapkan: 'tidak' as const },
  { teks: 'Bersedia kerja malam?', jawaban_diharapkan: null },
];

describe.each(TEST_DATABASES)('expected screening answers on %s', (dialect) => {
  let app: TestApp;
  let headers: StaffHeaders;
  useTestAppWithRoles((ready) => ({ app, headers } = ready), dialect);

  const get = (url: string, auth?: { authorization: string }) =>
    app.inject({ method: 'GET', url, headers: auth ?? {} });
  const answersIn = (vacancy: unknown) =>
    (vacancy as { pertanyaan: { jawaban_diharapkan: unknown }[] }).pertanyaan.map(
      (question) => question.jawaban_diharapkan,
    );
  const findIn = (list: { slug: string }[], slug: string) =>
    list.find((vacancy) => vacancy.slug === slug);

  it('anyone without a vacancy role reads null in the list and the single call', async () => {
    const vacancy = await createVacancy(app, headers.hrd, { pertanyaan: QUESTIONS });
    for (const auth of [undefined, headers.bos, headers.editor]) {
      for (const suffix of ['', '?lang=en']) {
        const single = await get(`/api/lowongan/${vacancy.slug}${suffix}`, auth);
        expect(single.statusCode).toBe(200);
        expect(answersIn(single.json())).toEqual([null, null, null]);
        expect(single.json().pertanyaan.map((q: { teks: string }) => q.teks)).toEqual(
          QUESTIONS.map((q) => q.teks),
        );
        const list = await get(`/api/lowongan${suffix}`, auth);
        expect(answersIn(findIn(list.json(), vacancy.slug))).toEqual([null, null, null]);
        const filtered = await get(
          `/api/lowongan?kota=${encodeURIComponent(String(vacancy.kota))}`,
        );
        expect(answersIn(findIn(filtered.json(), vacancy.slug))).toEqual([null, null, null]);
        expect(single.body).not.toMatch(/"jawaban_diharapkan":"(ya|tidak)"/);
      }
    }
  });

  it('staff who manage vacancies read and edit them', async () => {
    const vacancy = await createVacancy(app, headers.admin, { pertanyaan: QUESTIONS });
    expect(answersIn(vacancy)).toEqual(['ya', 'tidak', null]);
    for (const role of ['hrd', 'admin', 'superadmin'] as const) {
      const single = await get(`/api/lowongan/${vacancy.slug}`, headers[role]);
      expect(answersIn(single.json())).toEqual(['ya', 'tidak', null]);
      expect(single.headers['cache-control']).toBe('private, no-store');
      const list = await get('/api/lowongan', headers[role]);
      expect(list.headers['cache-control']).toBe('private, no-store');
      expect(answersIn(findIn(list.json(), vacancy.slug))).toEqual(['ya', 'tidak', null]);
      const staffList = await get('/api/staff/lowongan', headers[role]);
      expect(answersIn(findIn(staffList.json(), vacancy.slug))).toEqual(['ya', 'tidak', null]);
    }
    // The public list's cache was not filled with the staff answer (nor the other way round).
    expect(answersIn(findIn((await get('/api/lowongan')).json(), vacancy.slug))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('the OpenAPI document shows null as the example and says who reads the answer', async () => {
    const document = await get('/api/openapi.json');
    const text = document.body;
    expect(text).not.toMatch(/"jawaban_diharapkan":\s*"(ya|tidak)"/);
    const schemas = JSON.stringify(document.json());
    expect(schemas).toContain('null to everyone but staff who manage vacancies');
  });
});
