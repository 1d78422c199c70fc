import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loginAs } from '../test/login-as.ts';
import { multipartBody, pngBytes } from '../features/applicants/applicant-test-files.ts';
import { BackupError, backupSite, restoreSite } from './backup.ts';

/** Backup of a running SQLite site while testimonies with photos keep coming, then restore. */

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `sigap-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function startSite(dataDir: string) {
  const config = loadConfig({
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

describe('backup and restore on sqlite with local files', () => {
  it('restores every acknowledged row with its photo into an empty site', async () => {
    const site = await startSite(tempDir('site'));
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
      backupSite(site.config, backupDir),
      ...[6, 7, 8, 9, 10].map(post),
    ]);
    expect(during.every((r) => r.statusCode === 201)).toBe(true);
    await site.close();
    expect(manifest.files.length).toBeGreaterThanOrEqual(15);
    await expect(backupSite(site.config, backupDir)).rejects.toBeInstanceOf(BackupError);

    const restoredDir = tempDir('restored');
    await restoreSite(loadConfig({ DATA_DIR: restoredDir }), backupDir);
    await expect(restoreSite(loadConfig({ DATA_DIR: restoredDir }), backupDir)).rejects.toThrow(
      /not empty|already exists/,
    );
    const restored = await startSite(restoredDir);
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
