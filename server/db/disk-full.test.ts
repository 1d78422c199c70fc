import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, sqliteFileIn } from './database.ts';
import { type TestApp, buildTestApp } from '../test/build-test-app.ts';
import { expectError } from '../test/expect-error.ts';

/**
 * A single-machine install's data disk fills up (docs/decisions/056-dependency-faults.md): the
 * SQLite file lives on a 4 MB tmpfs this test mounts and fills. Writes answer 507 (or 503), never
 * 500 and never 2xx; the file passes `integrity_check`; writes resume once space is freed.
 * Mounting needs root (CI and this machine's sessions run as root); elsewhere it is skipped.
 */

function mountSmallDisk() {
  if (process.getuid?.() !== 0) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'sigap-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

const disk = mountSmallDisk();

/** Fills the disk with one file, to its last byte. */
function fill(dir: string) {
  const filler = path.join(dir, 'filler');
  const chunk = Buffer.alloc(64 * 1024, 1);
  let written = 0;
  for (;;) {
    try {
      writeFileSync(filler, chunk, { flag: 'a' });
      written += chunk.length;
    } catch {
      break;
    }
  }
  // The last bytes a smaller write still fits in.
  for (const size of [4096, 512, 1]) {
    for (;;) {
      try {
        writeFileSync(filler, Buffer.alloc(size, 1), { flag: 'a' });
      } catch {
        break;
      }
    }
  }
  return { filler, written };
}

describe.skipIf(!disk)('a full data disk under SQLite', () => {
  let app: TestApp;
  beforeAll(async () => {
    const handle = openDatabase({ sqliteFile: sqliteFileIn(disk!) });
    app = await buildTestApp('sqlite', {}, { database: { ...handle, dataDir: disk! } });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    if (disk) {
      execFileSync('umount', [disk]);
      rmSync(disk, { recursive: true, force: true });
    }
  });

  const send = (nama: string) =>
    app.inject({
      method: 'POST',
      url: '/api/kontak',
      payload: {
        nama,
        email: 'budi@contoh.id',
        telepon: '0812-3456-7890',
        pesan: 'Kami butuh petugas keamanan. '.repeat(60),
      },
    });

  it('answers 507 while full, keeps the file sound, and takes writes again once freed', async () => {
    expect((await send('Sebelum penuh')).statusCode).toBe(201);
    const { filler } = fill(disk!);

    const refused = await Promise.all(Array.from({ length: 20 }, (_, i) => send(`Penuh ${i}`)));
    for (const response of refused) {
      if (response.statusCode === 507)
        expectError(
          response,
          507,
          'Ruang penyimpanan server sedang penuh. Data Anda belum tersimpan; silakan kirim lagi nanti.',
          'insufficient_storage',
        );
      else expectError(response, 503, /belum tersimpan/, 'unavailable');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(refused.some((response) => response.statusCode === 507)).toBe(true);

    rmSync(filler);
    const after = await send('Sesudah dikosongkan');
    expect(after.statusCode).toBe(201);
    const names = (
      await app.db.selectFrom('contact_messages').select('nama').orderBy('id').execute()
    ).map((row) => row.nama);
    expect(names).toEqual(['Sebelum penuh', 'Sesudah dikosongkan']);

    const check = new Database(sqliteFileIn(disk!), { readonly: true });
    try {
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      check.close();
    }
  }, 60_000);
});
