import { type Kysely, Migrator, sql } from 'kysely';

import { migrations } from './migrations/index.ts';
import type { DB } from './schema.ts';

/**
 * Kysely's "does the migration table exist?" check lists the tables of every schema in the
 * database and asks `has_schema_privilege(name)` of each; a schema that another tenant drops
 * meanwhile (parallel test files each drop their own on close) fails that query although nothing
 * is wrong with ours: with invalid_schema_name (3F000), or with undefined_table (42P01) naming a
 * table of that other schema. Such a check is simply asked again; nothing has been migrated when
 * it fails. A missing table of our own schema (or one named without a schema) is a real error.
 * The same race can surface as undefined_column (42703, a column of a table being dropped): that
 * one is asked again only when no migration had started (Kysely names none as failed), so the
 * error came from the check, not from a migration of ours.
 */
const SCHEMA_VANISHED_TRIES = 5;

export function isOtherSchemaVanished(error: unknown, ownSchema: string | undefined) {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === '3F000') return true;
  if (code !== '42P01' || typeof message !== 'string') return false;
  const schema = /relation "([^".]+)\./.exec(message)?.[1];
  return schema !== undefined && schema !== ownSchema;
}

/** True when migrateOnce's `error` is the check's race with another schema, not a real failure. */
export function isCatalogRace(error: unknown, ownSchema: string | undefined) {
  const { cause, migrationName } = (error ?? {}) as { cause?: unknown; migrationName?: string };
  if (isOtherSchemaVanished(cause, ownSchema)) return true;
  return !migrationName && (cause as { code?: unknown } | undefined)?.code === '42703';
}

/** Brings the database to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<DB>) {
  const schema = await currentPgSchema(db);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await migrateOnce(db, schema);
    } catch (error) {
      if (attempt >= SCHEMA_VANISHED_TRIES || !isCatalogRace(error, schema)) throw error;
    }
  }
}

async function migrateOnce(db: Kysely<DB>, schema: string | undefined) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // PostgreSQL: name the schema, else Kysely's "table exists?" check also sees the migration
    // tables of other schemas in the same database (parallel test runs) and never creates its own.
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw Object.assign(
      new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
        cause: error,
      }),
      { migrationName: failed?.migrationName },
    );
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
