import path from 'node:path';

import { ConfigError, loadConfig } from '../server/config.ts';
import { BackupError, backupSite, restoreSite } from '../server/lib/backup.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { CLI_USAGE, CliError, createStaffCommand } from '../server/features/staff/staff-cli.ts';

/** npm run cli -- <command> ...: operator commands against the configured database. */
const [command, ...rest] = process.argv.slice(2);

if (command === 'backup' || command === 'restore') {
  const dir = rest[0];
  if (!dir) {
    console.error(`Usage: npm run cli -- ${command} DIR`);
    process.exit(1);
  }
  try {
    const config = loadConfig();
    const manifest =
      command === 'backup' ? await backupSite(config, dir) : await restoreSite(config, dir);
    console.log(`${command} done: ${manifest.database} database, ${manifest.files.length} files`);
    process.exit(0);
  } catch (error) {
    if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (command !== 'create-staff') {
  console.error(command ? `Unknown command: ${command}\n\n${CLI_USAGE}` : CLI_USAGE);
  process.exit(command === undefined || command === '--help' ? 0 : 1);
}

const config = loadConfig();
const handle = openDatabase({
  url: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'sigap.db'),
});
try {
  await migrateToLatest(handle.db);
  for (const line of await createStaffCommand(handle.db, handle.dialect, rest)) console.log(line);
} catch (error) {
  if (!(error instanceof CliError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
