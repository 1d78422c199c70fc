import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type DatabaseHandle, type Dialect, openDatabase } from '../db/database.ts';
import { pgQuery } from './pg-query.ts';

/**
 * One private database that several app instances open, each with its own connection (pool), as
 * separate processes would: for restart and two-instance tests. `open()` gives a handle whose
 * close() ends only that connection; `drop()` removes the database and data folder at the end.
 */
export async function openSharedTestDatabase(dialect: Dialect) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sigap-shared-'));
  const url = process.env.TEST_DATABASE_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  if (dialect === 'postgres') {
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    await pgQuery(url, `create schema ${schema}`);
  }
  return {
    dataDir,
    /**
     * `instance` names a data folder of its own for an instance that runs beside another: a real
     * second process on one SQLite DATA_DIR is refused (server/db/instance-lock.ts), but the
     * claim logic must hold on one SQLite file all the same. Without it: the shared folder.
     */
    open(instance?: string): DatabaseHandle & { dataDir: string } {
      const instanceDir = instance ? path.join(dataDir, instance) : dataDir;
      mkdirSync(instanceDir, { recursive: true });
      const handle =
        dialect === 'postgres'
          ? openDatabase({ url, pgSchema: schema })
          : openDatabase({ sqliteFile: path.join(dataDir, 'test.db') });
      return { ...handle, dataDir: instanceDir };
    },
    async drop() {
      if (dialect === 'postgres') {
        await pgQuery(url!, `drop schema ${schema} cascade`);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
