import { describe, expect, it } from 'vitest';

import { addDays, todayIn } from '#common/dates';
import { DEFAULT_TIME_ZONE } from '#common/rules';
import { vacancyRequirementsSchema } from '#common/schemas/guard-hiring';
import { vacancySchema } from '#common/schemas/vacancies';

import { GUARD_REQUIREMENTS } from '../../test-support/vacancies.ts';
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

  it('states realistic requirements: Gada Pratama, SKCK and 165/160 cm for the security vacancy', async () => {
    const rows = await app.db.selectFrom('vacancies').select(['posisi', 'syarat']).execute();
    const byPosition = Object.fromEntries(
      rows.map((row) => [row.posisi, vacancyRequirementsSchema.parse(JSON.parse(row.syarat!))]),
    );
    expect(byPosition.Security).toEqual(GUARD_REQUIREMENTS);
    expect(byPosition.Kebersihan).toMatchObject({ surat_sehat: true, gada_min: null });
    expect(byPosition['Pengelola Parkir']).toMatchObject({ skck: true, gada_min: null });
    // The page's text says the same as the stored requirements.
    const security = rows.find((row) => row.posisi === 'Security')!;
    const listed = (await app.inject({ method: 'GET', url: '/api/lowongan' })).json() as {
      posisi: string;
      deskripsi: string;
    }[];
    expect(security).toBeDefined();
    expect(listed.find((vacancy) => vacancy.posisi === 'Security')!.deskripsi).toContain(
      '165 cm (pria) / 160 cm (wanita)',
    );
  });

  it('plans one upcoming recruitment day for the security vacancy', async () => {
    const sessions = await app.db.selectFrom('hiring_sessions').selectAll().execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ jenis: 'rekrutmen', kapasitas: 40, dibatalkan_at: null });
    expect(Date.parse(sessions[0]!.mulai)).toBeGreaterThan(Date.now());
    expect(sessions[0]!.lowongan_id).not.toBeNull();
  });

  it('adds them only once, even after staff delete them', async () => {
    await app.db.deleteFrom('vacancies').execute();
    await seedDatabase(app.db, { demo: true });
    expect(await app.db.selectFrom('vacancies').select('id').execute()).toEqual([]);
  });
});
