import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { applyAsGuard, createGuardVacancy } from '../../test/guard-applications.ts';
import { loginAs, loginAsApplicant } from '../../test/login-as.ts';
import { stageAll } from '../../test/staged-uploads.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { sweepOrphanApplicantFiles } from './orphan-files.ts';

/** Every file under the private upload folder, as storage keys ('photos/…', 'documents/…'). */
async function privateFiles(dir: string) {
  const keys: string[] = [];
  for (const folder of ['photos', 'documents'])
    for (const name of await readdir(path.join(dir, folder)).catch(() => []))
      keys.push(`${folder}/${name}`);
  return keys.sort();
}

describe.each(TEST_DATABASES)('the start-up sweep of applicant files on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect);
  const folder = () => path.join(app.config.dataDir, 'uploads/private');

  it('keeps every file an application names: the photo, the CVs and each identity document', async () => {
    const hrd = (await loginAs(app, 'hrd')).headers;
    const vacancy = await createGuardVacancy(app, hrd);
    await applyAsGuard(app, vacancy.id);
    const before = await privateFiles(folder());
    // The photo, the CV, the KTP, the SKCK, the Gada certificate and the health certificate.
    expect(before).toHaveLength(6);

    expect(await sweepOrphanApplicantFiles(app.db, folder())).toBe(0);
    expect(await privateFiles(folder())).toEqual(before);
  });

  it('keeps every staged file: its row names it (docs/decisions/048)', async () => {
    const before = await privateFiles(folder());
    await stageAll(app, (await loginAsApplicant(app)).headers, ['foto', 'resume', 'ktp']);
    const staged = await privateFiles(folder());
    expect(staged).toHaveLength(before.length + 3);

    expect(await sweepOrphanApplicantFiles(app.db, folder())).toBe(0);
    expect(await privateFiles(folder())).toEqual(staged);
  });

  it('removes a file no application names (a crash between storing and the row)', async () => {
    const named = await privateFiles(folder());
    const orphan = await app.storage.saveDocument(
      path.join(import.meta.dirname, 'orphan-files.test.ts'),
      'pdf',
    );
    expect(await sweepOrphanApplicantFiles(app.db, folder())).toBe(1);
    expect(await privateFiles(folder())).toEqual(named);
    expect(named).not.toContain(orphan);
  });
});
