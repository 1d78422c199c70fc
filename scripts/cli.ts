import type { Kysely } from 'kysely';

import { ConfigError, loadConfig } from '../server/config.ts';
import { type Dialect, openConfiguredDatabase } from '../server/db/database.ts';
import { BackupError, backupSite, restoreSite } from '../server/domain/backup.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { openObjectStore } from '../server/plugins/storage/open-store.ts';
import type { DB } from '../server/db/schema.ts';
import { JOBS_USAGE, JobsCliError, jobsCommand } from '../server/features/jobs/jobs-cli.ts';
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
      command === 'backup'
        ? await backupSite(config, dir, openObjectStore)
        : await restoreSite(config, dir, openObjectStore);
    console.log(`${command} done: ${manifest.database} database, ${manifest.files.length} files`);
    process.exit(0);
  } catch (error) {
    if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

type Command = (db: Kysely<DB>, dialect: Dialect, args: string[]) => Promise<string[]>;
const commands: Record<string, Command> = {
  'create-staff': createStaffCommand,
  jobs: (db, _dialect, args) => jobsCommand(db, args),
};
const usage = `${CLI_USAGE}\n\n${JOBS_USAGE}\n\nBackups:\n  npm run cli -- backup DIR    copy the running site (database and every uploaded file)\n  npm run cli -- restore DIR   bring a backup back into an empty site`;

const run = command === undefined ? undefined : commands[command];
if (!run) {
  console.error(command ? `Unknown command: ${command}\n\n${usage}` : usage);
  process.exit(command === undefined || command === '--help' ? 0 : 1);
}

const config = loadConfig();
const handle = openConfiguredDatabase(config);
try {
  await migrateToLatest(handle.db);
  for (const line of await run(handle.db, handle.dialect, rest)) console.log(line);
} catch (error) {
  if (!(error instanceof CliError) && !(error instanceof JobsCliError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
