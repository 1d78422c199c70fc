import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';

import Database from 'better-sqlite3';
import pg from 'pg';

import type { Config } from '../config.ts';
import { sqliteFileIn } from '../db/database.ts';
import { CONTENT_TYPES, type ObjectStore } from '../ports/object-store.ts';

/**
 * `npm run cli -- backup DIR` / `restore DIR`. The database is copied first (SQLite online
 * backup, or pg_dump's single snapshot), then every stored file: files are written before the rows
 * that name them, so every row of the copy finds its file (a file newer than the copy is extra).
 */

const run = promisify(execFile);
const MANIFEST = 'manifest.json';

export class BackupError extends Error {}

interface Manifest {
  version: 1;
  createdAt: string;
  database: 'sqlite' | 'postgres';
  files: { key: string; size: number }[];
}

async function isEmptyDir(dir: string) {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

/** Opens the configured file store (server/plugins/storage/open-store.ts in the app and the CLI). */
export type OpenObjectStore = (config: Config) => Promise<ObjectStore>;

export async function backupSite(
  config: Config,
  dir: string,
  openObjectStore: OpenObjectStore,
): Promise<Manifest> {
  if (!(await isEmptyDir(dir))) throw new BackupError(`Backup folder ${dir} is not empty`);
  const source = sqliteFileIn(config.dataDir);
  if (!config.databaseUrl && !existsSync(source))
    throw new BackupError(`DATA_DIR: no database at ${source}`);
  await mkdir(path.join(dir, 'files'), { recursive: true });
  const database = config.databaseUrl ? 'postgres' : 'sqlite';
  if (config.databaseUrl) {
    await run('pg_dump', [
      '--no-owner',
      '--no-privileges',
      '-f',
      path.join(dir, 'database.sql'),
      config.databaseUrl,
    ]);
  } else {
    const sqlite = new Database(source, { fileMustExist: true });
    try {
      await sqlite.backup(sqliteFileIn(dir));
    } finally {
      sqlite.close();
    }
  }
  const store = await openObjectStore(config);
  const files: Manifest['files'] = [];
  try {
    for await (const { key } of store.list()) {
      const object = await store.get(key);
      if (!object) continue; // deleted since it was listed
      const target = path.join(dir, 'files', key);
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(object.body, createWriteStream(target));
      files.push({ key, size: object.size });
    }
  } finally {
    await store.close();
  }
  const manifest: Manifest = { version: 1, createdAt: new Date().toISOString(), database, files };
  await writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

export async function restoreSite(
  config: Config,
  dir: string,
  openObjectStore: OpenObjectStore,
): Promise<Manifest> {
  const text = await readFile(path.join(dir, MANIFEST), 'utf8').catch(() => {
    throw new BackupError(`${dir} holds no ${MANIFEST}: not a finished backup`);
  });
  const manifest = JSON.parse(text) as Manifest;
  const wanted = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.database !== wanted)
    throw new BackupError(
      `This backup holds a ${manifest.database} database; the site uses ${wanted}`,
    );
  const store = await openObjectStore(config);
  try {
    for await (const object of store.list()) {
      throw new BackupError(`Refusing to restore: the file storage is not empty (${object.key})`);
    }
    if (config.databaseUrl) {
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      const { rows } = await client.query(
        'select count(*)::int as n from information_schema.tables where table_schema = current_schema()',
      );
      await client.end();
      if (rows[0].n > 0) throw new BackupError('Refusing to restore: the database is not empty');
      await run('psql', [
        '-v',
        'ON_ERROR_STOP=1',
        '-q',
        '-f',
        path.join(dir, 'database.sql'),
        config.databaseUrl,
      ]);
    } else {
      const target = sqliteFileIn(config.dataDir);
      if (existsSync(target))
        throw new BackupError(
          `Refusing to restore: ${target} already exists (DATA_DIR is not empty)`,
        );
      await pipeline(
        createReadStream(sqliteFileIn(dir)),
        createWriteStream(target, { flags: 'wx' }),
      );
    }
    for (const { key } of manifest.files)
      await store.put(key, createReadStream(path.join(dir, 'files', key)), {
        contentType:
          CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        cacheControl: key.startsWith('public/') ? 'public, max-age=31536000, immutable' : undefined,
      });
  } finally {
    await store.close();
  }
  return manifest;
}
