import { existsSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs, type LoggedInStaff } from '../../test/login-as.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { purgeExpiredTrash, removeUnusedFiles } from './trash-purge.ts';

const DAY = 86_400_000;

describe.each(TEST_DATABASES)('trash purge on %s', (dialect) => {
  let app: TestApp;
  let editor: LoggedInStaff;
  useTestApp(async (built) => {
    app = built;
    editor = await loginAs(app, 'editor');
  }, dialect);

  const fileOf = (url: string) =>
    path.join(app.config.dataDir, 'uploads', 'public', url.replace(/^\/uploads\//, ''));
  const purge = async (now: Date) => {
    const purged = await purgeExpiredTrash(app.db, now);
    const removed = await removeUnusedFiles(app.db, (url) => app.storage.remove(url));
    return { purged, removed };
  };

  /** The form of a testimony by 'Klien Foto' with a small solid PNG as its photo. */
  async function testimonyForm(message: string, background: string, fileName: string) {
    const data = new FormData();
    data.append('name', 'Klien Foto');
    data.append('message', message);
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background } })
      .png()
      .toBuffer();
    data.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), fileName);
    return data;
  }

  async function testimonyWithPhoto() {
    const data = await testimonyForm('Bagus', '#123456', 'a.png');
    const created = await app.inject({
      method: 'POST',
      url: '/api/testimonies',
      headers: editor.headers,
      payload: data,
    });
    expect(created.statusCode).toBe(201);
    return created.json() as { id: number; photo: string };
  }

  it('keeps a deleted testimony and its photo for 30 days, then removes both', async () => {
    const testimony = await testimonyWithPhoto();
    await app.inject({
      method: 'DELETE',
      url: `/api/testimonies/${testimony.id}`,
      headers: editor.headers,
    });
    expect(existsSync(fileOf(testimony.photo))).toBe(true);

    await purge(new Date(Date.now() + 29 * DAY));
    expect(existsSync(fileOf(testimony.photo))).toBe(true);
    const trashed = await app.db
      .selectFrom('trash')
      .select('id')
      .where('item_id', '=', String(testimony.id))
      .where('entity', '=', 'testimony')
      .execute();
    expect(trashed).toHaveLength(1);

    const { purged } = await purge(new Date(Date.now() + 31 * DAY));
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(existsSync(fileOf(testimony.photo))).toBe(false);
    const revisions = await app.db
      .selectFrom('revisions')
      .select('id')
      .where('entity', '=', 'testimony')
      .where('item_id', '=', String(testimony.id))
      .execute();
    expect(revisions).toHaveLength(0);
  });

  it('a replaced photo stays while a revision names it, and a photo in use is never removed', async () => {
    const testimony = await testimonyWithPhoto();
    const data = await testimonyForm('Foto baru', '#654321', 'b.png');
    const replaced = await app.inject({
      method: 'PUT',
      url: `/api/testimonies/${testimony.id}`,
      headers: editor.headers,
      payload: data,
    });
    const current = replaced.json().photo as string;
    await purge(new Date(Date.now() + 40 * DAY));
    expect(existsSync(fileOf(testimony.photo))).toBe(true);
    expect(existsSync(fileOf(current))).toBe(true);

    // Once the revisions that name the old photo are gone, the next run removes it.
    await app.db
      .deleteFrom('revisions')
      .where('entity', '=', 'testimony')
      .where('item_id', '=', String(testimony.id))
      .execute();
    await purge(new Date(Date.now() + 41 * DAY));
    expect(existsSync(fileOf(testimony.photo))).toBe(false);
    expect(existsSync(fileOf(current))).toBe(true);
  });
});
