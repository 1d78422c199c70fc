import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type DatabaseHandle, type Dialect, openDatabase } from '../db/database.ts';
import { pgQuery } from './pg-query.ts';

/**
 * Data-layer tests run on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL too (docs/conventions.md §5):
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
  await pgQuery(url, `create schema ${schema}`);
  const handle = openDatabase({ url, pgSchema: schema });
  return {
    ...handle,
    dataDir,
    close: async () => {
      await handle.close();
      await pgQuery(url, `drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
