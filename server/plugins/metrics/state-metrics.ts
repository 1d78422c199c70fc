import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';

import { jobTableSummary } from '../../domain/job-store.ts';

const JOB_STATUSES = ['queued', 'running', 'failed'] as const;
const CHECK_TIMEOUT_MS = 2_000;

function answersInTime(check: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check(), timeout])
    .then(
      () => true,
      () => false,
    )
    .finally(() => clearTimeout(timer));
}

/**
 * Gauges read from the shared state at scrape time (so every instance reports the same job
 * table, and nothing is polled between scrapes): jobs by kind and status, the oldest due job's
 * age, the database pool, whether each dependency answers, and whether this instance is ready.
 * Returns the function to call before each scrape.
 */
export function registerStateMetrics(app: FastifyInstance, registry: Registry) {
  const gauge = <Label extends string = never>(
    name: string,
    help: string,
    labelNames: readonly Label[] = [],
  ) => new Gauge({ name, help, labelNames, registers: [registry] });

  const jobs = gauge(
    'sigap_jobs',
    'Jobs in the job table by kind (job type or periodic task) and status.',
    ['kind', 'status'],
  );
  const oldestAge = gauge(
    'sigap_jobs_oldest_queued_age_seconds',
    'How long the oldest due queued job has waited; 0 when none waits.',
  );
  const pool = gauge(
    'sigap_db_pool_connections',
    'Database pool connections by state (total open, idle, waiting requests).',
    ['state'],
  );
  const poolMax = gauge(
    'sigap_db_pool_max',
    'Largest number of connections the database pool opens.',
  );
  const up = gauge(
    'sigap_dependency_up',
    'Whether a dependency answered at scrape time (1) or not (0).',
    ['dependency'],
  );
  const ready = gauge(
    'sigap_ready',
    'Whether this instance takes traffic (1) or is starting or draining (0).',
  );

  return async function refresh() {
    const now = new Date();
    const [summary, dbUp, storageUp] = await Promise.all([
      jobTableSummary(app.db, now).catch(() => undefined),
      answersInTime(() => app.dbPing(CHECK_TIMEOUT_MS)),
      answersInTime(() => app.storage.check()),
    ]);
    jobs.reset();
    if (summary) {
      for (const kind of app.jobs.definedTypes())
        for (const status of JOB_STATUSES) jobs.set({ kind, status }, 0);
      for (const row of summary.counts) jobs.set({ kind: row.type, status: row.status }, row.count);
      oldestAge.set(
        summary.oldestDueAt
          ? Math.max(0, (now.getTime() - summary.oldestDueAt.getTime()) / 1000)
          : 0,
      );
    }
    const stats = app.dbPoolStats();
    if (stats) {
      poolMax.set(stats.max);
      pool.set({ state: 'total' }, stats.total);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
    }
    up.set({ dependency: 'database' }, dbUp ? 1 : 0);
    up.set({ dependency: 'storage' }, storageUp ? 1 : 0);
    // Connected now; ioredis reconnects on its own, so a ping would only add a round trip.
    if (app.redis) up.set({ dependency: 'redis' }, app.redis.isReady() ? 1 : 0);
    ready.set(app.readiness.state() === 'ready' ? 1 : 0);
  };
}
