import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

import type { Kysely } from 'kysely';

import type { DB } from '../../db/schema.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { deleteSettledJobs } from '../../domain/job-store.ts';
import { sweepOrphanApplicantFiles } from './orphan-files.ts';

/**
 * Periodic clean-ups on the durable job table (docs/decisions/017-durable-jobs.md): expired and
 * revoked sessions, upload spool files a crash left behind, and finished jobs. Each function takes
 * `now`, so tests pass their own clock.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** An upload spool file this old belongs to no request any more (uploads finish in minutes). */
export const TMP_MAX_AGE_MS = HOUR;
/** A revoked session is kept a day for support questions, then deleted. */
const REVOKED_KEEP_MS = DAY;
/** Done jobs (no payload left) are kept a week, failed ones a month, for staff to look at. */
const DONE_JOBS_KEEP_MS = 7 * DAY;
const FAILED_JOBS_KEEP_MS = 30 * DAY;

/** Deletes sessions past their absolute expiry, and sessions revoked more than a day ago. */
export async function deleteExpiredSessions(db: Kysely<DB>, now: Date) {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now.toISOString()),
        eb('revoked_at', '<', new Date(now.getTime() - REVOKED_KEEP_MS).toISOString()),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes entries of the upload spool folder older than `maxAgeMs`; returns how many. */
export async function sweepTmpDir(dir: string, now: Date, maxAgeMs = TMP_MAX_AGE_MS) {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0; // no folder yet: nothing to sweep
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const info = await stat(file);
      if (now.getTime() - info.mtimeMs < maxAgeMs) continue;
      await rm(file, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Gone meanwhile (its request finished): fine.
    }
  }
  return removed;
}

/** Deletes done jobs after a week and failed ones after a month. */
export async function deleteOldJobs(db: Kysely<DB>, now: Date) {
  const done = await deleteSettledJobs(db, {
    status: 'done',
    before: new Date(now.getTime() - DONE_JOBS_KEEP_MS),
  });
  const failed = await deleteSettledJobs(db, {
    status: 'failed',
    before: new Date(now.getTime() - FAILED_JOBS_KEEP_MS),
  });
  return done + failed;
}

export const housekeepingTasks: FeaturePlugin = async (app, { config }) => {
  // At every start: a crash leaves spool files that no periodic run on another instance sees.
  // The spool folder is this instance's own and nothing is in flight yet: all of it goes.
  const swept = await sweepTmpDir(app.storage.tmpDir, new Date(), 0);
  if (swept) app.log.info({ removed: swept }, 'stale upload files removed at start');

  app.jobs.every('session-cleanup', HOUR, async ({ now, log }) => {
    const removed = await deleteExpiredSessions(app.db, now);
    if (removed) log.info({ removed }, 'expired sessions deleted');
  });
  app.jobs.every('tmp-sweep', HOUR, async ({ now, log }) => {
    const removed = await sweepTmpDir(app.storage.tmpDir, now);
    if (removed) log.info({ removed }, 'stale upload files removed');
  });
  app.jobs.every('job-cleanup', DAY, async ({ now, log }) => {
    const removed = await deleteOldJobs(app.db, now);
    if (removed) log.info({ removed }, 'old jobs deleted');
  });
  // With local storage the folder is this process's own (docs/decisions/020): files stored for an
  // application whose row a crash prevented go now.
  if (config?.storage === 'local') {
    const folder = path.join(config.dataDir, 'uploads/private');
    const orphans = await sweepOrphanApplicantFiles(app.db, folder);
    if (orphans) app.log.info({ removed: orphans }, 'applicant files without a row removed');
  }
};
