import { loadConfig } from '../server/config.ts';
import { openConfiguredDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';

/** npm run migrate: apply pending migrations to the configured database and exit. */
const config = loadConfig();
const handle = openConfiguredDatabase(config);
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await handle.close();
}
