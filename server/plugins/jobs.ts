import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { JobRow } from '../db/schema.ts';
import {
  type JobExecutor,
  claimJob,
  completeJob,
  countPending,
  ensurePeriodicJob,
  failJob,
  insertJob,
  JobRefused,
  rearmJob,
  redactError,
  releaseJobs,
  upsertKeyedJob,
} from '../domain/job-store.ts';

/**
 * The durable job runner (docs/decisions/017-durable-jobs.md). Decorates `app.jobs`:
 *
 * - `define(type, handler, { maxAttempts })` says how to run a one-off job type;
 *   `enqueue(type, payload, { executor })` writes one, inside the caller's transaction when an
 *   executor is given, so a rolled-back change never leaves a job behind.
 * - `every(name, intervalMs, handler)` declares a periodic task: one row per name, re-armed
 *   after each run, so several instances run it once per interval between them.
 *
 * Every instance polls the table, claims one due job at a time (plugins' SQL in
 * domain/job-store.ts), runs it under a lease and settles it. A failure is retried with exponential
 * backoff until `maxAttempts`, then the job is `failed` until staff retry it
 * (`npm run cli -- jobs retry`).
 */

export interface JobContext {
  jobId: number;
  /** 1 on the first run. */
  attempt: number;
  /** The runner's clock for this run (tests pass their own). */
  now: Date;
  log: FastifyBaseLogger;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** A transaction (or the database): the job commits or rolls back with the caller's change. */
  executor?: JobExecutor;
  /** Not before this time (default: now). */
  runAt?: Date;
  /**
   * At most one waiting job per key and type: a job still queued under `key` is moved to `runAt`
   * with this payload instead of adding another (a debounce; domain/job-store.ts upsertKeyedJob).
   */
  key?: string;
}

export interface JobRunner {
  /** How to run one-off jobs of `type`; call while plugins register, before the app is ready. */
  define<P>(type: string, handler: JobHandler<P>, options?: { maxAttempts?: number }): void;
  /** A task that runs every `intervalMs` on one instance (the first run `firstRunInMs` after the first start). */
  every(
    name: string,
    intervalMs: number,
    handler: (context: JobContext) => Promise<void>,
    options?: { firstRunInMs?: number },
  ): void;
  /** Writes a job of a defined type; returns its id (none for a keyed job, which may be an old row). */
  enqueue(type: string, payload: unknown, options?: EnqueueOptions): Promise<number | undefined>;
  /** Runs due jobs (of `types`, default all) one by one until none is due; returns how many ran. */
  runDue(options?: { now?: Date; limit?: number; types?: string[] }): Promise<number>;
  /** Resolves once no one-off job of `types` (default: every defined type) is queued or running. */
  idle(types?: string[]): Promise<void>;
  /** This instance's worker id (host, process, random). */
  readonly workerId: string;
  /** Every defined job type and periodic task name (metrics list them even when at zero). */
  definedTypes(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface JobsOptions {
  /** Poll the table in the background (default true); tests of timing call runDue() themselves. */
  autoStart?: boolean;
  /** Pause between polls when nothing was due. */
  pollMs?: number;
  /** How long a claimed job is held before another worker may take it over. */
  leaseMs?: number;
  /** Backoff after the nth failure: baseDelayMs * 2^(n-1), at most maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Clock of the background loop (tests). */
  clock?: () => Date;
}

export const DEFAULT_JOB_OPTIONS = {
  pollMs: 1_000,
  leaseMs: 5 * 60_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
};
const DEFAULT_MAX_ATTEMPTS = 8;
/** How long close() waits for the job in hand; after that its lease lets another worker redo it. */
const CLOSE_GRACE_MS = 10_000;

/** Exponential backoff after the `attempt`th failure. */
export function backoffMs(attempt: number, base: number, max: number) {
  return Math.min(base * 2 ** Math.max(0, attempt - 1), max);
}

interface OneOff {
  kind: 'one-off';
  handler: JobHandler<unknown>;
  maxAttempts: number;
}
interface Periodic {
  kind: 'periodic';
  handler: (context: JobContext) => Promise<void>;
  intervalMs: number;
  firstRunInMs: number;
}

export const jobsPlugin = fp(async (app: FastifyInstance, options: JobsOptions = {}) => {
  const settings = { ...DEFAULT_JOB_OPTIONS, ...stripUndefined(options) };
  const clock = options.clock ?? (() => new Date());
  const log = app.log.child({ component: 'jobs' });
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const types = new Map<string, OneOff | Periodic>();
  let started = false;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  /** The loop's current pass, so close() can wait for the job in hand. */
  let pass: Promise<unknown> = Promise.resolve();

  const assertOpen = (type: string) => {
    if (started) throw new Error(`job type ${type} defined after the app started`);
    if (types.has(type)) throw new Error(`job type ${type} defined twice`);
  };

  async function runOne(job: JobRow, now: Date) {
    const spec = types.get(job.type);
    if (!spec) return;
    const context: JobContext = { jobId: job.id, attempt: job.attempts, now, log };
    try {
      if (spec.kind === 'periodic') {
        await spec.handler(context);
        await rearmJob(app.db, job, { runAt: new Date(now.getTime() + spec.intervalMs), now });
        log.debug({ jobId: job.id, type: job.type }, 'periodic task ran');
        return;
      }
      // A worker killed mid-job leaves it running; the claim after its lease counts one more attempt.
      if (job.attempts > job.max_attempts) throw new Error('lease expired after the last attempt');
      await spec.handler(JSON.parse(job.payload) as unknown, context);
      await completeJob(app.db, job, now);
      log.info({ jobId: job.id, type: job.type, attempt: job.attempts }, 'job done');
    } catch (error) {
      const message = redactError(error);
      if (spec.kind === 'periodic') {
        // Periodic tasks never end as failed: the next interval tries again; staff see last_error.
        const retryIn = Math.min(
          backoffMs(1, settings.baseDelayMs, settings.maxDelayMs),
          spec.intervalMs,
        );
        await rearmJob(app.db, job, {
          runAt: new Date(now.getTime() + retryIn),
          now,
          error: message,
        });
        log.error({ jobId: job.id, type: job.type, error: message }, 'periodic task failed');
        return;
      }
      const isLast = error instanceof JobRefused || job.attempts >= job.max_attempts;
      const retryAt = isLast
        ? undefined
        : new Date(
            now.getTime() + backoffMs(job.attempts, settings.baseDelayMs, settings.maxDelayMs),
          );
      await failJob(app.db, job, { error: message, retryAt, now });
      if (isLast)
        log.error(
          { jobId: job.id, type: job.type, attempts: job.attempts, error: message },
          'job failed',
        );
      else
        log.warn(
          { jobId: job.id, type: job.type, attempt: job.attempts, retryAt, error: message },
          'job failed; will retry',
        );
    }
  }

  const runner: JobRunner = {
    workerId,
    definedTypes: () => [...types.keys()],
    define(type, handler, { maxAttempts = DEFAULT_MAX_ATTEMPTS } = {}) {
      assertOpen(type);
      types.set(type, { kind: 'one-off', handler: handler as JobHandler<unknown>, maxAttempts });
    },
    every(name, intervalMs, handler, { firstRunInMs = 0 } = {}) {
      assertOpen(name);
      types.set(name, { kind: 'periodic', handler, intervalMs, firstRunInMs });
    },
    async enqueue(type, payload, { executor, runAt, key } = {}) {
      const spec = types.get(type);
      if (!spec || spec.kind !== 'one-off') throw new Error(`unknown job type ${type}`);
      const now = clock();
      const job = { type, payload, runAt: runAt ?? now, maxAttempts: spec.maxAttempts, now };
      if (key !== undefined) {
        await upsertKeyedJob(executor ?? app.db, { ...job, key });
        if (!executor) wake();
        return;
      }
      const id = await insertJob(executor ?? app.db, job);
      // Inside a transaction the row is visible only after commit; the next poll finds it then.
      if (!executor) wake();
      return id;
    },
    async runDue({ now, limit = Number.POSITIVE_INFINITY, types: only } = {}) {
      let ran = 0;
      while (ran < limit && !closing) {
        const at = now ?? clock();
        const job = await claimJob(app.db, app.dbDialect, {
          types: only ?? [...types.keys()],
          workerId,
          now: at,
          leaseUntil: new Date(at.getTime() + settings.leaseMs),
        });
        if (!job) break;
        await runOne(job, at);
        ran += 1;
      }
      return ran;
    },
    async idle(only) {
      const wanted = only ?? [...types].filter(([, s]) => s.kind === 'one-off').map(([t]) => t);
      for (;;) {
        await runner.runDue();
        if ((await countPending(app.db, wanted)) === 0 || closing) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(settings.pollMs, 20)));
      }
    },
  };

  function schedule(delayMs: number) {
    if (closing || !started || options.autoStart === false) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }
  function wake() {
    schedule(0);
  }
  function tick() {
    timer = undefined;
    pass = pass
      .then(() => runner.runDue())
      .catch((error: unknown) => log.error({ err: error }, 'job poll failed'))
      .finally(() => schedule(settings.pollMs));
  }

  app.decorate('jobs', runner);

  app.addHook('onReady', async () => {
    const now = clock();
    for (const [name, spec] of types) {
      if (spec.kind !== 'periodic') continue;
      await ensurePeriodicJob(app.db, {
        name,
        firstRunAt: new Date(now.getTime() + spec.firstRunInMs),
        now,
      });
    }
    started = true;
    schedule(0);
  });

  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    const grace = new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref());
    await Promise.race([pass, grace]);
    // What is still in hand goes back to the queue for the other instances (docs/decisions/036).
    const released = await releaseJobs(app.db, workerId, clock()).catch((error: unknown) => {
      log.error({ err: error }, 'could not hand back claimed jobs; their lease will expire');
      return 0;
    });
    if (released) log.info({ released }, 'claimed jobs handed back');
  });
});

function stripUndefined<T extends object>(value: T) {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
