import { type Kysely, Migrator, sql } from 'kysely';

import { migrations } from './migrations/index.ts';
import type { DB } from './schema.ts';

/**
 * Kysely's "does the migration table exist?" check lists the tables of every schema in the
 * database and asks `has_schema_privilege(name)` of each; a schema that another tenant drops
 * meanwhile (parallel test files each drop their own on close) fails that query with
 * invalid_schema_name (3F000) although nothing is wrong with ours. Such a check is simply asked
 * again; nothing has been migrated when it fails.
 */
const SCHEMA_VANISHED_TRIES = 5;

const isSchemaVanished = (error: unknown) =>
  (error as { code?: unknown } | undefined)?.code === '3F000';

/** Brings the database to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<DB>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await migrateOnce(db);
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      if (attempt >= SCHEMA_VANISHED_TRIES || !isSchemaVanished(cause)) throw error;
    }
  }
}

async function migrateOnce(db: Kysely<DB>) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // PostgreSQL: name the schema, else Kysely's "table exists?" check also sees the migration
    // tables of other schemas in the same database (parallel test runs) and never creates its own.
    migrationTableSchema: await currentPgSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (
    results
      ?.filter((result) => result.status === 'Success')
      .map((result) => result.migrationName) ?? []
  );
}

async function currentPgSchema(db: Kysely<DB>) {
  try {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    return rows[0]?.schema ?? undefined;
  } catch {
    return undefined; // SQLite has no schemas
  }
}
