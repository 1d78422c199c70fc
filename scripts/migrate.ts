import { loadConfig } from '../server/config.ts';
import { openConfiguredDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { withStartupLock } from '../server/db/startup-lock.ts';

/** npm run migrate: apply pending migrations to the configured database and exit. */
const config = loadConfig();
const handle = openConfiguredDatabase(config);
try {
  const applied = await withStartupLock(handle.db, handle.dialect, () =>
    migrateToLatest(handle.db),
  );
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await handle.close();
}
