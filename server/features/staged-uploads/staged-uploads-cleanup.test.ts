import { describe, expect, it } from 'vitest';

import { APPLICATION_FIELDS } from '../../test/application-form.ts';
import { registerAndLogInApplicant } from '../../test/applicant-accounts.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { injectAs } from '../../test/inject-as.ts';
import { loginAsApplicant } from '../../test/login-as.ts';
import {
  isPrivateFileStored,
  sendApplication,
  stageAll,
  stagedRowsOf,
} from '../../test/staged-uploads.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { purgeStagedUploads } from './staged-uploads-purge.ts';

/** Staged files go after a day or with their account (docs/decisions/048). */

const HOUR = 3600_000;

describe.each(TEST_DATABASES)('clean-up of staged files on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect);

  it('the purge removes files staged more than a day ago, rows and files, and keeps younger ones', async () => {
    const user = await loginAsApplicant(app);
    await stageAll(app, user.headers, ['foto', 'resume']);
    const [old, young] = await stagedRowsOf(app, user.id);
    // The photo was staged 25 hours before `now`, the CV 23 hours before it.
    const now = new Date(Date.parse(old.created_at) + 25 * HOUR);
    await app.db
      .updateTable('staged_uploads')
      .set({ created_at: new Date(now.getTime() - 23 * HOUR).toISOString() })
      .where('id', '=', young.id)
      .execute();
    expect(await purgeStagedUploads(app.db, app.storage, now)).toBeGreaterThanOrEqual(1);
    expect((await stagedRowsOf(app, user.id)).map((row) => row.id)).toEqual([young.id]);
    expect(isPrivateFileStored(app, old.file_key)).toBe(false);
    expect(isPrivateFileStored(app, young.file_key)).toBe(true);
    // An application naming the purged photo is told to send it again.
    const response = await sendApplication(app, user.headers, {
      ...APPLICATION_FIELDS,
      berkas: `${old.id},${young.id}`,
    });
    expectError(
      response,
      400,
      'Berkas yang sudah diunggah tidak ditemukan lagi. Silakan kirim ulang lamaran anda.',
    );
    expect(isPrivateFileStored(app, young.file_key)).toBe(true);
  });

  it('runs hourly as a periodic job', () => {
    expect(app.jobs.definedTypes()).toContain('staged-uploads-purge');
  });

  it("erasing the account removes its staged files and leaves another applicant's", async () => {
    const other = await loginAsApplicant(app);
    await stageAll(app, other.headers, ['foto']);
    const user = await registerAndLogInApplicant(app);
    await stageAll(app, user.headers, ['foto', 'resume', 'ktp']);
    const staged = await stagedRowsOf(app, user.id);
    const erased = await injectAs(app, user.headers).delete('/api/user', {
      password: user.password,
    });
    expect(erased.statusCode).toBe(204);
    expect(await stagedRowsOf(app, user.id)).toEqual([]);
    for (const row of staged) expect(isPrivateFileStored(app, row.file_key)).toBe(false);
    const kept = await stagedRowsOf(app, other.id);
    expect(kept).toHaveLength(1);
    expect(isPrivateFileStored(app, kept[0].file_key)).toBe(true);
  });
});
