import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { type DatabaseHandle, type Dialect, openDatabase } from '../db/database.ts';

/**
 * Data-layer tests run on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL too (STYLE §5):
 * `describe.each(TEST_DATABASES)('faqs on %s', (dialect) => ...)`. Each opened database is
 * private to its caller: a temporary SQLite file, or a fresh PostgreSQL schema dropped on close.
 */

export const TEST_DATABASES: Dialect[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export async function openTestDatabase(
  dialect: Dialect,
): Promise<DatabaseHandle & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sigap-test-'));
  if (dialect === 'sqlite') {
    const handle = openDatabase({ sqliteFile: path.join(dataDir, 'test.db') });
    return {
      ...handle,
      dataDir,
      close: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase({ url, pgSchema: schema });
  return {
    ...handle,
    dataDir,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
