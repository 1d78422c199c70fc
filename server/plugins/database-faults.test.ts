import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../db/database.ts';
import { type TestApp, buildTestApp } from '../test/build-test-app.ts';
import { expectError } from '../test/expect-error.ts';
import { pgQuery } from '../test/pg-query.ts';
import { privatePostgresAvailable, startPrivatePostgres } from '../test/private-postgres.ts';

/**
 * PostgreSQL going away under the app (docs/decisions/056-dependency-faults.md), on a private
 * cluster this test stops, kills and starts: no error ends the process, a write answers 503 with
 * Retry-After and an Indonesian text within 10 s and stores nothing, a public read kept in memory
 * still answers, /api/ready says `degraded` and comes back when the database does.
 */

type Cluster = Awaited<ReturnType<typeof startPrivatePostgres>>;

const message = (nama: string) => ({
  nama,
  email: 'budi@contoh.id',
  telepon: '0812-3456-7890',
  pesan: 'Kami butuh 4 petugas keamanan untuk gudang di Cikarang.',
});

async function waitForReadiness(app: TestApp, wanted: 200 | 503, withinMs: number) {
  const started = Date.now();
  for (;;) {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    if (response.statusCode === wanted) return { response, ms: Date.now() - started };
    if (Date.now() - started > withinMs)
      throw new Error(`/api/ready still ${response.statusCode} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Skipped only where Debian's postgresql-15 is not installed (CI installs it).
describe.skipIf(!privatePostgresAvailable)('PostgreSQL stopped or killed under the app', () => {
  let cluster: Cluster;
  let app: TestApp;
  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    const handle = openDatabase({ url: cluster.url });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sigap-pg-faults-'));
    app = await buildTestApp('postgres', {}, { database: { ...handle, dataDir } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await cluster?.remove();
  }, 60_000);

  const sendMessage = (nama: string) =>
    app.inject({ method: 'POST', url: '/api/kontak', payload: message(nama) });
  const storedNamed = async (nama: string) =>
    (await app.db.selectFrom('contact_messages').select('id').where('nama', '=', nama).execute())
      .length;

  it('connections ended while in use, under load, end no process', async () => {
    // Forty transactions each hold a connection between two queries while the server ends them
    // all: the clients in use emit 'error' where the pool does not listen (the crash operators met).
    const held = Promise.allSettled(
      Array.from({ length: 40 }, () =>
        app.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await new Promise((resolve) => setTimeout(resolve, 400));
          await sql`select 1`.execute(trx);
        }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    const ended = await pgQuery<{ ended: boolean }>(
      cluster.url,
      'select pg_terminate_backend(pid) as ended from pg_stat_activity ' +
        'where pid <> pg_backend_pid() and backend_type = $1',
      ['client backend'],
    );
    expect(ended.length).toBeGreaterThan(0);
    const results = await held;
    expect(results.some((result) => result.status === 'rejected')).toBe(true);
    // The pool dropped the dead connections: the next queries get new ones.
    await Promise.all(Array.from({ length: 20 }, () => sql`select 1`.execute(app.db)));
  }, 30_000);

  for (const fault of ['stopped', 'killed'] as const) {
    it(`while PostgreSQL is ${fault}: 503 for writes, memory for reads, unready; all back after`, async () => {
      // A public read answered once is kept in memory (its version lives in the process here).
      const faqs = await app.inject({ method: 'GET', url: '/api/faqs' });
      expect(faqs.statusCode).toBe(200);
      expect((await sendMessage(`Sebelum ${fault}`)).statusCode).toBe(201);

      if (fault === 'stopped') cluster.stop();
      else await cluster.kill();

      const unready = await waitForReadiness(app, 503, 5_000);
      expect(unready.response.json()).toEqual({
        status: 'degraded',
        down: ['database'],
        error: 'Layanan tidak dapat dihubungi: database',
        code: 'unavailable',
      });

      // Fifty writes at once: each 503 with Retry-After within 10 s, none a 500, none stored.
      const started = Date.now();
      const refused = await Promise.all(
        Array.from({ length: 50 }, (_, i) => sendMessage(`Saat ${fault} ${i}`)),
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      for (const response of refused) {
        expectError(
          response,
          503,
          'Server sedang tidak dapat menyimpan data. Data Anda belum tersimpan; silakan kirim lagi sebentar lagi.',
          'unavailable',
        );
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      const kept = await app.inject({ method: 'GET', url: '/api/faqs' });
      expect(kept.statusCode).toBe(200);
      expect(kept.body).toBe(faqs.body);

      cluster.start();
      const ready = await waitForReadiness(app, 200, 10_000);
      expect(ready.response.json()).toEqual({ status: 'ready' });
      expect((await sendMessage(`Sesudah ${fault}`)).statusCode).toBe(201);
      expect(await storedNamed(`Sebelum ${fault}`)).toBe(1);
      expect(await storedNamed(`Sesudah ${fault}`)).toBe(1);
      const during = await app.db
        .selectFrom('contact_messages')
        .select('id')
        .where('nama', 'like', `Saat ${fault}%`)
        .execute();
      expect(during).toEqual([]);
    }, 60_000);
  }
});
