import { type Kysely, Migrator, sql } from 'kysely';

import { migrations } from './migrations/index.ts';
import type { DB } from './schema.ts';

/** Brings the database to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<DB>) {
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
