import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { insertJob } from '../../domain/job-store.ts';
import { type TestApp, buildTestApp, JOBS_ON_DEMAND } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { openSharedTestDatabase } from '../../test/shared-database.ts';
import { deleteExpiredSessions, deleteOldJobs, sweepTmpDir } from './housekeeping.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(TEST_DATABASES)('housekeeping on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect, {}, JOBS_ON_DEMAND);

  const addSession = async (id: string, values: { expires: Date; revoked?: Date }) => {
    await app.db
      .insertInto('sessions')
      .values({
        id,
        kind: 'applicant',
        user_id: 1,
        created_at: new Date(values.expires.getTime() - DAY).toISOString(),
        last_seen_at: new Date(values.expires.getTime() - DAY).toISOString(),
        expires_at: values.expires.toISOString(),
        revoked_at: values.revoked?.toISOString() ?? null,
      })
      .execute();
  };

  it('deletes expired sessions and sessions revoked over a day ago, keeps live ones', async () => {
    const now = new Date('2030-06-01T12:00:00Z');
    const suffix = `-${dialect}`;
    await addSession(`expired${suffix}`, { expires: new Date(now.getTime() - 1) });
    await addSession(`live${suffix}`, { expires: new Date(now.getTime() + HOUR) });
    await addSession(`revoked-old${suffix}`, {
      expires: new Date(now.getTime() + HOUR),
      revoked: new Date(now.getTime() - 2 * DAY),
    });
    await addSession(`revoked-new${suffix}`, {
      expires: new Date(now.getTime() + HOUR),
      revoked: new Date(now.getTime() - HOUR),
    });
    expect(await deleteExpiredSessions(app.db, now)).toBe(2);
    const left = await app.db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'like', `%${suffix}`)
      .orderBy('id')
      .execute();
    expect(left.map((row) => row.id)).toEqual([`live${suffix}`, `revoked-new${suffix}`]);
  });

  it('runs the session clean-up as a periodic job', async () => {
    const now = new Date(Date.now() + 2 * HOUR);
    await addSession(`periodic-${dialect}`, { expires: new Date(now.getTime() - HOUR) });
    await app.jobs.runDue({ now });
    const row = await app.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', `periodic-${dialect}`)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('deletes done jobs after a week and failed jobs after a month', async () => {
    const now = new Date('2030-06-01T00:00:00Z');
    const add = async (status: 'done' | 'failed' | 'queued', ageDays: number) => {
      const at = new Date(now.getTime() - ageDays * DAY);
      const id = await insertJob(app.db, {
        type: 'test-old',
        payload: {},
        runAt: at,
        maxAttempts: 1,
        now: at,
      });
      await app.db.updateTable('jobs').set({ status }).where('id', '=', id).execute();
      return id;
    };
    const doneOld = await add('done', 8);
    const doneNew = await add('done', 6);
    const failedOld = await add('failed', 31);
    const failedNew = await add('failed', 20);
    const queuedOld = await add('queued', 90);
    expect(await deleteOldJobs(app.db, now)).toBe(2);
    const ids = (
      await app.db.selectFrom('jobs').select('id').where('type', '=', 'test-old').execute()
    ).map((row) => row.id);
    expect(ids).not.toContain(doneOld);
    expect(ids).not.toContain(failedOld);
    expect(ids).toEqual(expect.arrayContaining([doneNew, failedNew, queuedOld]));
  });
});

describe('upload spool sweep', () => {
  it('removes files older than an hour and keeps fresh ones', async () => {
    const app = await buildTestApp('sqlite', {}, JOBS_ON_DEMAND);
    try {
      const dir = app.storage.tmpDir;
      await mkdir(dir, { recursive: true });
      const now = new Date();
      await writeFile(path.join(dir, 'stale'), 'x');
      await utimes(
        path.join(dir, 'stale'),
        now.getTime() / 1000 - 7200,
        now.getTime() / 1000 - 7200,
      );
      await writeFile(path.join(dir, 'fresh'), 'x');
      expect(await sweepTmpDir(dir, now)).toBe(1);
      expect(await readdir(dir)).toEqual(['fresh']);
      expect(await sweepTmpDir(path.join(dir, 'missing'), now)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('sweeps files a crash left behind when the app starts', async () => {
    const shared = await openSharedTestDatabase('sqlite');
    const options = { ...JOBS_ON_DEMAND, database: shared.open() };
    const crashed = await buildTestApp('sqlite', {}, options);
    const dir = crashed.storage.tmpDir;
    await crashed.close();
    await writeFile(path.join(dir, 'left-by-crash'), 'x');
    const old = Date.now() / 1000 - 7200;
    await utimes(path.join(dir, 'left-by-crash'), old, old);
    const restarted = await buildTestApp('sqlite', {}, { ...options, database: shared.open() });
    try {
      expect(await readdir(dir)).not.toContain('left-by-crash');
    } finally {
      await restarted.close();
      await shared.drop();
    }
  });
});
