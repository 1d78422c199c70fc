import { loadConfig } from '../server/config.ts';
import { openConfiguredDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDatabase } from '../server/db/seed.ts';

/** npm run db:seed: fixed rows, plus demo content when SEED_DEMO=1 and it was never added. */
const config = loadConfig();
const handle = openConfiguredDatabase(config);
try {
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, { demo: config.seedDemo, timeZone: config.timeZone });
  console.log('Seed done.');
} finally {
  await handle.close();
}
