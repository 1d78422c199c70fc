import { describe, expect, it } from 'vitest';

import { addDays, todayIn } from '#common/dates';
import { DEFAULT_TIME_ZONE } from '#common/rules';
import { vacancySchema } from '#common/schemas/vacancies';

import { sanitizeHtml } from '../lib/sanitize-html.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { TEST_DATABASES } from '../test/for-each-database.ts';
import { useTestApp } from '../test/test-app-per-suite.ts';
import { DEMO_VACANCY_OPEN_DAYS } from './demo-vacancies.ts';
import { seedDatabase } from './seed.ts';

describe.each(TEST_DATABASES)('demo vacancies on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect, { SEED_DEMO: '1' });

  it('opens one vacancy per service, listed and shown like any posted by staff', async () => {
    const listed = await app.inject({ method: 'GET', url: '/api/lowongan' });
    expect(listed.statusCode).toBe(200);
    const vacancies = vacancySchema.array().parse(listed.json());
    expect(vacancies.map((vacancy) => vacancy.posisi).sort()).toEqual(
      ['Kebersihan', 'Pengelola Parkir', 'Security'].sort(),
    );
    const closes = addDays(todayIn(DEFAULT_TIME_ZONE), DEMO_VACANCY_OPEN_DAYS);
    for (const vacancy of vacancies) {
      expect(vacancy).toMatchObject({ status: 'dibuka', ditutup_pada: closes });
      // The editor's sanitizer would store the same description: nothing in it is dropped.
      expect(sanitizeHtml(vacancy.deskripsi)).toBe(vacancy.deskripsi);
      const one = await app.inject({ method: 'GET', url: `/api/lowongan/${vacancy.slug}` });
      expect(one.json()).toEqual(vacancy);
    }
  });

  it('adds them only once, even after staff delete them', async () => {
    await app.db.deleteFrom('vacancies').execute();
    await seedDatabase(app.db, { demo: true });
    expect(await app.db.selectFrom('vacancies').select('id').execute()).toEqual([]);
  });
});
