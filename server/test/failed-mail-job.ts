import { claimJob, failJob } from '../domain/job-store.ts';
import type { TestApp } from './build-test-app.ts';

/**
 * Queues a mail to rahasia@contoh.id and leaves its job failed for good, as the runner does after
 * the last attempt; `attempts` first records that many tries. Returns the job id.
 */
export async function failedMailJob(
  app: TestApp,
  mail: { subject: string; text: string },
  failure: { error: string; attempts?: number },
) {
  await app.mailer.send({ to: 'rahasia@contoh.id', ...mail });
  const now = new Date();
  const job = await claimJob(app.db, app.dbDialect, {
    types: ['mail'],
    workerId: 'test',
    now,
    leaseUntil: new Date(now.getTime() + 60_000),
  });
  if (!job) throw new Error('no job claimed');
  const attempts = failure.attempts ?? job.attempts;
  await app.db.updateTable('jobs').set({ attempts }).where('id', '=', job.id).execute();
  await failJob(app.db, { ...job, attempts }, { error: failure.error, retryAt: undefined, now });
  return job.id;
}
