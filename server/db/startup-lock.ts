import { type Kysely, sql } from 'kysely';

import type { Dialect } from './database.ts';
import type { DB } from './schema.ts';

/**
 * Runs `work` (migrations, then the fixed rows) while holding a PostgreSQL session advisory lock
 * named after the current schema, so instances that start together take turns: the first migrates
 * and seeds, the next finds everything done (docs/decisions/036). Kysely's migrator locks the migrations
 * alone; the seed's "insert when missing" needs the same turn-taking. SQLite needs none: one
 * process per DATA_DIR (instance-lock.ts).
 */
export async function withStartupLock<T>(
  db: Kysely<DB>,
  dialect: Dialect,
  work: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    // One key per schema: parallel test files (a schema each) do not wait for one another.
    const key = sql`hashtext('sigap-startup:' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
