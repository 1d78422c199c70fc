import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loginAs } from '../test/login-as.ts';
import { multipartBody, pngBytes } from '../../test-support/sample-files.ts';
import { type S3TestServer, startS3Server } from '../test/s3-server.ts';
// eslint-disable-next-line boundaries/dependencies -- the test opens the real store, as the CLI does
import { openObjectStore } from '../plugins/storage/open-store.ts';
import { BackupError, backupSite, restoreSite } from './backup.ts';

/** Backup of a running SQLite site while testimonies with photos keep coming, then restore. */

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `sigap-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const PG_URL = process.env.TEST_DATABASE_URL;

/** A fresh PostgreSQL database (pg_dump copies a whole database); dropped after the file. */
async function freshDatabase() {
  const name = `sigap_backup_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function startSite(dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({
    ...env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    CAPTCHA_PROVIDER: 'off',
    SEED_DEMO: '0',
    JWT_SECRET: 'backup-test-secret-backup-test-secret-01',
    RATE_LIMIT_FACTOR: '1000',
  });
  const app = await buildApp(config, { web: false, logger: false });
  await app.ready();
  return Object.assign(app, { config });
}

const VARIANTS = PG_URL ? (['sqlite+local', 'postgres+s3'] as const) : (['sqlite+local'] as const);

describe.each(VARIANTS)('backup and restore on %s', (variant) => {
  let s3: S3TestServer | undefined;
  afterAll(async () => {
    await s3?.close();
  });

  it('restores every acknowledged row with its photo into an empty site', async () => {
    let siteEnv: Record<string, string> = {};
    let targetEnv: Record<string, string> = {};
    if (variant === 'postgres+s3') {
      s3 = await startS3Server();
      siteEnv = { ...s3.env, DATABASE_URL: await freshDatabase() };
      targetEnv = {
        ...s3.envFor(await s3.createBucket()),
        DATABASE_URL: await freshDatabase(),
      };
    }
    const site = await startSite(tempDir('site'), siteEnv);
    const { headers } = await loginAs(site as never, 'editor');
    const photo = await pngBytes();
    const post = (n: number) => {
      const body = multipartBody({ name: `Klien ${n}`, message: 'Pesan' }, [
        { field: 'photo', filename: 'f.png', contentType: 'image/png', data: photo },
      ]);
      return site.inject({
        method: 'POST',
        url: '/api/testimonies',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const before = await Promise.all([1, 2, 3, 4, 5].map(post));
    expect(before.every((r) => r.statusCode === 201)).toBe(true);
    const backupDir = path.join(tempDir('backup'), 'copy');
    // Writes go on while the backup runs.
    const [manifest, ...during] = await Promise.all([
      backupSite(site.config, backupDir, openObjectStore),
      ...[6, 7, 8, 9, 10].map(post),
    ]);
    expect(during.every((r) => r.statusCode === 201)).toBe(true);
    await site.close();
    expect(manifest.files.length).toBeGreaterThanOrEqual(15);
    await expect(backupSite(site.config, backupDir, openObjectStore)).rejects.toBeInstanceOf(
      BackupError,
    );

    const restoredDir = tempDir('restored');
    const target = loadConfig({ ...targetEnv, DATA_DIR: restoredDir });
    await restoreSite(target, backupDir, openObjectStore);
    await expect(restoreSite(target, backupDir, openObjectStore)).rejects.toThrow(
      /not empty|already exists/,
    );
    const restored = await startSite(restoredDir, targetEnv);
    const list = (await restored.inject({ method: 'GET', url: '/api/testimonies' })).json() as {
      name: string;
      photo: string;
    }[];
    for (const response of before) expect(list.map((t) => t.name)).toContain(response.json().name);
    for (const testimony of list) {
      const image = await restored.inject({ method: 'GET', url: testimony.photo });
      expect(image.statusCode, testimony.name).toBe(200);
    }
    await restored.close();
  });
});
