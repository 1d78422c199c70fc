import path from 'node:path';

import type { Kysely } from 'kysely';

import { loadConfig } from '../server/config.ts';
import { type Dialect, openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import type { DB } from '../server/db/schema.ts';
import { JOBS_USAGE, JobsCliError, jobsCommand } from '../server/features/jobs/jobs-cli.ts';
import { CLI_USAGE, CliError, createStaffCommand } from '../server/features/staff/staff-cli.ts';

/** npm run cli -- <command> ...: operator commands against the configured database. */
const [command, ...rest] = process.argv.slice(2);

type Command = (db: Kysely<DB>, dialect: Dialect, args: string[]) => Promise<string[]>;
const commands: Record<string, Command> = {
  'create-staff': createStaffCommand,
  jobs: (db, _dialect, args) => jobsCommand(db, args),
};
const usage = `${CLI_USAGE}\n\n${JOBS_USAGE}`;

const run = command === undefined ? undefined : commands[command];
if (!run) {
  console.error(command ? `Unknown command: ${command}\n\n${usage}` : usage);
  process.exit(command === undefined || command === '--help' ? 0 : 1);
}

const config = loadConfig();
const handle = openDatabase({
  url: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'sigap.db'),
});
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
