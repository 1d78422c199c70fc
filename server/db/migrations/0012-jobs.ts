import type { AnyDb } from './helpers.ts';
import { createIndex } from './helpers.ts';
import { isPostgres, withId, withTimestamps } from './helpers.ts';

/**
 * The durable job table (docs/decisions/017-durable-jobs.md): outgoing mail and periodic tasks.
 * A job is `queued` until `run_at`, `running` while a worker holds it until `locked_until` (a
 * killed worker's job is claimed again after that), then `done` or, after its last attempt,
 * `failed`. Periodic tasks are one row each, found by the unique `unique_key`, and re-armed to
 * `queued` after every run, so several instances never schedule the same task twice.
 */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await withTimestamps(withId(db.schema.createTable('jobs'), pg))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    .addColumn('run_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('unique_key', 'text', (col) => col.unique())
    .execute();
  // The claim query: queued jobs that are due, oldest first.
  await createIndex(db, 'jobs', 'jobs_claim_idx', ['status', 'run_at']);
}
