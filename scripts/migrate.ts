import path from 'node:path';

import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';

/** npm run migrate: apply pending migrations to the configured database and exit. */
const config = loadConfig();
const handle = openDatabase({
  url: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'sigap.db'),
});
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await handle.close();
}
