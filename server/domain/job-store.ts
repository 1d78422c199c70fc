import type { ExpressionBuilder, Kysely } from 'kysely';

import type { Dialect } from '../db/database.ts';
import type { DB, JobRow } from '../db/schema.ts';

/**
 * SQL of the durable job table (docs/decisions/017-durable-jobs.md), without timers or HTTP:
 * the runner (plugins/jobs.ts), the staff API and the CLI share it. Every function takes the
 * clock as an argument, so tests move time instead of sleeping.
 */

/** A Kysely database or an open transaction: a job is written in the caller's transaction. */
export type JobExecutor = Kysely<DB>;

export interface NewJob {
  type: string;
  payload: unknown;
  runAt: Date;
  maxAttempts: number;
  now: Date;
}

/** Writes one job; returns its id. */
export async function insertJob(executor: JobExecutor, job: NewJob) {
  const now = job.now.toISOString();
  const row = await executor
    .insertInto('jobs')
    .values({
      type: job.type,
      payload: JSON.stringify(job.payload ?? {}),
      status: 'queued',
      attempts: 0,
      max_attempts: job.maxAttempts,
      run_at: job.runAt.toISOString(),
      locked_until: null,
      locked_by: null,
      last_error: null,
      unique_key: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes a one-off job under `key`, or, when a job with that key is still waiting (or running),
 * moves it to `job.runAt` with the new payload (docs/decisions/049): a burst of changes leaves one
 * job, due once the burst has been quiet for the caller's delay. One statement (`on conflict do
 * update` on the unique key), so concurrent callers on any instance never add a second row. A
 * running job moved back to the queue runs again: its handler reads the state then, and its first
 * run's settle finds the row no longer its own. The key is `type:key`, so it never matches a
 * periodic task's name; a done job gives its key up (completeJob).
 */
export async function upsertKeyedJob(executor: JobExecutor, job: NewJob & { key: string }) {
  const now = job.now.toISOString();
  const values = {
    payload: JSON.stringify(job.payload ?? {}),
    status: 'queued' as const,
    attempts: 0,
    run_at: job.runAt.toISOString(),
    locked_until: null,
    locked_by: null,
    last_error: null,
    updated_at: now,
  };
  await executor
    .insertInto('jobs')
    .values({
      ...values,
      type: job.type,
      max_attempts: job.maxAttempts,
      unique_key: `${job.type}:${job.key}`,
      created_at: now,
    })
    .onConflict((oc) => oc.column('unique_key').doUpdateSet(values))
    .execute();
}

/** A periodic task's row carries its name as its unique key; a keyed one-off job `type:key`. */
const isOneOff = (eb: ExpressionBuilder<DB, 'jobs'>) =>
  eb.or([eb('unique_key', 'is', null), eb('unique_key', '!=', eb.ref('type'))]);

/**
 * The row of a periodic task, created once: `on conflict do nothing` on the unique key, so
 * instances starting together never schedule it twice. An existing row keeps its `run_at`.
 */
export async function ensurePeriodicJob(
  db: Kysely<DB>,
  task: { name: string; firstRunAt: Date; now: Date },
) {
  const now = task.now.toISOString();
  await db
    .insertInto('jobs')
    .values({
      type: task.name,
      payload: '{}',
      status: 'queued',
      attempts: 0,
      max_attempts: 1,
      run_at: task.firstRunAt.toISOString(),
      locked_until: null,
      locked_by: null,
      last_error: null,
      unique_key: task.name,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .execute();
}

/**
 * Claims the oldest due job of one of `types` for `workerId` until `leaseUntil`, in one
 * statement: a queued job whose run_at has come, or a running one whose lease ran out (its
 * worker died). PostgreSQL skips rows another worker is claiming (FOR UPDATE SKIP LOCKED);
 * SQLite runs the whole UPDATE under its single write lock. Either way a job goes to one worker.
 */
export async function claimJob(
  db: Kysely<DB>,
  dialect: Dialect,
  claim: { types: string[]; workerId: string; now: Date; leaseUntil: Date },
): Promise<JobRow | undefined> {
  if (claim.types.length === 0) return undefined;
  const now = claim.now.toISOString();
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      locked_by: claim.workerId,
      locked_until: claim.leaseUntil.toISOString(),
      updated_at: now,
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('type', 'in', claim.types)
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'queued'), w('run_at', '<=', now)]),
            w.and([w('status', '=', 'running'), w('locked_until', '<=', now)]),
          ]),
        )
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Only the worker that still holds the job may settle it (a lease taken over stays with the new one). */
function settle(db: Kysely<DB>, job: Pick<JobRow, 'id' | 'locked_by'>) {
  return db
    .updateTable('jobs')
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('locked_by', '=', job.locked_by);
}

/** A one-off job succeeded: done, and its payload (mail addresses, text) is dropped. */
export async function completeJob(db: Kysely<DB>, job: JobRow, now: Date) {
  await settle(db, job)
    .set({
      status: 'done',
      payload: '{}',
      // A keyed job's next change starts a new one (upsertKeyedJob).
      unique_key: null,
      locked_by: null,
      locked_until: null,
      last_error: null,
      updated_at: now.toISOString(),
    })
    .execute();
}

/** A periodic task ran (or failed): queued again for `nextRunAt`, attempts back to zero. */
export async function rearmJob(
  db: Kysely<DB>,
  job: JobRow,
  next: { runAt: Date; now: Date; error?: string },
) {
  await settle(db, job)
    .set({
      status: 'queued',
      attempts: 0,
      run_at: next.runAt.toISOString(),
      locked_by: null,
      locked_until: null,
      last_error: next.error ?? null,
      updated_at: next.now.toISOString(),
    })
    .execute();
}

/** A one-off job failed: queued again for `retryAt`, or `failed` when retryAt is undefined. */
export async function failJob(
  db: Kysely<DB>,
  job: JobRow,
  failure: { error: string; retryAt: Date | undefined; now: Date },
) {
  await settle(db, job)
    .set({
      status: failure.retryAt ? 'queued' : 'failed',
      run_at: (failure.retryAt ?? failure.now).toISOString(),
      locked_by: null,
      locked_until: null,
      last_error: failure.error,
      updated_at: failure.now.toISOString(),
    })
    .execute();
}

/** Jobs of `types` not yet settled (queued or running), periodic tasks excluded. */
export async function countPending(db: Kysely<DB>, types: string[]) {
  if (types.length === 0) return 0;
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('type', 'in', types)
    .where('status', 'in', ['queued', 'running'])
    .where(isOneOff)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What staff may see of a job: never its payload (addresses, mail text). */
export interface JobSummary {
  id: number;
  type: string;
  status: JobRow['status'];
  attempts: number;
  max_attempts: number;
  run_at: string;
  last_error: string | null;
  periodic: boolean;
  created_at: string;
  updated_at: string;
}

/** Failed jobs first, then running, queued and done; newest first within each. */
export async function listJobs(
  db: Kysely<DB>,
  options: { status?: JobRow['status']; limit: number; id?: number },
): Promise<JobSummary[]> {
  const rows = await db
    .selectFrom('jobs')
    .select([
      'id',
      'type',
      'status',
      'attempts',
      'max_attempts',
      'run_at',
      'last_error',
      'unique_key',
      'created_at',
      'updated_at',
    ])
    .$if(options.status !== undefined, (q) => q.where('status', '=', options.status!))
    .$if(options.id !== undefined, (q) => q.where('id', '=', options.id!))
    .orderBy((eb) =>
      eb
        .case()
        .when('status', '=', 'failed')
        .then(0)
        .when('status', '=', 'running')
        .then(1)
        .when('status', '=', 'queued')
        .then(2)
        .else(3)
        .end(),
    )
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .execute();
  return rows.map(({ unique_key, ...row }) => ({ ...row, periodic: unique_key === row.type }));
}

/**
 * Puts failed jobs back in the queue, due now, with a fresh set of attempts. Only `failed`
 * jobs: a done mail has no payload left and a queued one needs nothing. Returns the ids.
 */
export async function retryFailedJobs(
  db: Kysely<DB>,
  which: { id: number } | { allFailed: true },
  now: Date,
) {
  const rows = await db
    .updateTable('jobs')
    .set({
      status: 'queued',
      attempts: 0,
      run_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .where('status', '=', 'failed')
    .$if('id' in which, (q) => q.where('id', '=', (which as { id: number }).id))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Finished one-off jobs older than `before` (done and failed alike are kept a while for staff). */
export async function deleteSettledJobs(
  db: Kysely<DB>,
  options: { status: 'done' | 'failed'; before: Date },
) {
  const result = await db
    .deleteFrom('jobs')
    .where('status', '=', options.status)
    .where(isOneOff)
    .where('updated_at', '<', options.before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** E-mail addresses in an error text (an SMTP 550 names the recipient) never reach staff or logs. */
/**
 * Thrown by a job handler that must not run again as it is (retrying cannot help, e.g. its
 * author may no longer publish): the job ends `failed` at once with this message as its error,
 * and staff may retry it once the cause is fixed. The message must hold no personal data.
 */
export class JobRefused extends Error {
  override name = 'JobRefused';
}

export function redactError(error: unknown) {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, '[alamat]').slice(0, 500);
}

/**
 * Hands back the jobs `workerId` still holds (a stopping instance): queued again at
 * once, the claim's attempt not counted, so another instance takes them without waiting for the
 * lease to run out. Returns how many.
 */
export async function releaseJobs(db: Kysely<DB>, workerId: string, now: Date) {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'queued',
      attempts: eb('attempts', '-', 1),
      locked_by: null,
      locked_until: null,
      run_at: now.toISOString(),
      updated_at: now.toISOString(),
    }))
    .where('status', '=', 'running')
    .where('locked_by', '=', workerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Jobs waiting, running and failed by type, and the oldest due job's run_at (GET /metrics). */
export async function jobTableSummary(db: Kysely<DB>, now: Date) {
  const counts = await db
    .selectFrom('jobs')
    .select((eb) => ['type', 'status', eb.fn.countAll<number>().as('count')])
    .where('status', 'in', ['queued', 'running', 'failed'])
    .groupBy(['type', 'status'])
    .execute();
  const oldest = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.min('run_at').as('run_at'))
    .where('status', '=', 'queued')
    .where('run_at', '<=', now.toISOString())
    .executeTakeFirst();
  return {
    counts: counts.map((row) => ({ ...row, count: Number(row.count) })),
    oldestDueAt: oldest?.run_at ? new Date(oldest.run_at) : undefined,
  };
}
