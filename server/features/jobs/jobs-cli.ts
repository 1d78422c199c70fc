import { parseArgs } from 'node:util';

import type { Kysely } from 'kysely';

import type { DB } from '../../db/schema.ts';
import { type JobSummary, listJobs, retryFailedJobs } from '../../domain/job-store.ts';

/**
 * `npm run cli -- jobs`: the operator's view of the durable job table (docs/decisions/017):
 * failed jobs first with their last error, never a payload (mail addresses or text), and
 * `jobs retry ID` / `jobs retry --all-failed` to queue failed jobs again.
 */

export const JOBS_USAGE = `Usage:
  npm run cli -- jobs [--status queued|running|done|failed] [--limit N]
  npm run cli -- jobs retry ID
  npm run cli -- jobs retry --all-failed`;

export class JobsCliError extends Error {}

const STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** One line per job: id, type, status, attempts, when, last error. */
export function formatJob(job: JobSummary) {
  const when = job.status === 'queued' ? `due ${job.run_at}` : `at ${job.updated_at}`;
  const kind = job.periodic ? `${job.type} (periodic)` : job.type;
  const error = job.last_error ? `  ${job.last_error.replace(/\s+/g, ' ')}` : '';
  return `#${job.id}  ${kind}  ${job.status}  ${job.attempts}/${job.max_attempts}  ${when}${error}`;
}

/** Runs `jobs ...`; returns the lines to print, throws JobsCliError on bad input. */
export async function jobsCommand(db: Kysely<DB>, argv: string[], now = new Date()) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        status: { type: 'string' },
        limit: { type: 'string' },
        'all-failed': { type: 'boolean' },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new JobsCliError(`${(error as Error).message}\n\n${JOBS_USAGE}`);
  }
  const { values, positionals } = parsed;
  const [action, id, ...extra] = positionals;

  if (action === 'retry') {
    const allFailed = values['all-failed'] === true;
    if (extra.length > 0 || allFailed === (id !== undefined) || (id && !/^\d+$/.test(id)))
      throw new JobsCliError(`retry takes one job id or --all-failed\n\n${JOBS_USAGE}`);
    const ids = await retryFailedJobs(
      db,
      allFailed ? { allFailed: true } : { id: Number(id) },
      now,
    );
    if (!allFailed && ids.length === 0)
      throw new JobsCliError(`Job #${id} does not exist or has not failed; nothing re-queued.`);
    return [
      ids.length === 0
        ? 'No failed jobs.'
        : `Re-queued ${ids.length} job(s): ${ids.map((n) => `#${n}`).join(', ')}`,
    ];
  }
  if (action !== undefined) throw new JobsCliError(`Unknown action: ${action}\n\n${JOBS_USAGE}`);

  const status = values.status as (typeof STATUSES)[number] | undefined;
  if (status !== undefined && !STATUSES.includes(status))
    throw new JobsCliError(`--status must be one of ${STATUSES.join(', ')}`);
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000)
    throw new JobsCliError('--limit must be a whole number from 1 to 10000');
  const jobs = await listJobs(db, { status, limit });
  if (jobs.length === 0) return ['No jobs.'];
  const failed = jobs.filter((job) => job.status === 'failed').length;
  return [...jobs.map(formatJob), '', `${jobs.length} job(s) shown, ${failed} failed.`];
}
