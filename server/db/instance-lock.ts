import path from 'node:path';

import Database from 'better-sqlite3';

import { StartupError } from '../lib/startup-error.ts';

/**
 * One process per SQLite DATA_DIR (a second instance on an SQLite file is refused).
 * SQLite's own exclusive lock on `DATA_DIR/instance.lock`, held by an open transaction until the
 * app closes. The operating system drops it when the process dies, even by SIGKILL, so a crash
 * never leaves a stale lock behind. The database file itself stays shareable (backups read it).
 */
export function lockDataDir(dataDir: string) {
  const file = path.join(dataDir, 'instance.lock');
  const lock = new Database(file, { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY')
      throw new StartupError(
        `DATA_DIR: ${dataDir} is in use by another Sigap process. One process per SQLite ` +
          'database; several instances need DATABASE_URL (PostgreSQL) and REDIS_URL.',
      );
    throw error;
  }
  return { release: () => lock.close() };
}
