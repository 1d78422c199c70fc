import { type Kysely, Migrator } from 'kysely';

import { migrations } from './migrations/index.ts';
import type { DB } from './schema.ts';

/** Brings the database to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<DB>) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return results?.filter((result) => result.status === 'Success').map((result) => result.migrationName) ?? [];
}
