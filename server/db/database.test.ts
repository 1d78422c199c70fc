import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';

import { openDatabase, pingDatabase } from './database.ts';
import { pgQuery } from '../test/pg-query.ts';
import { startSilentProxy } from '../test/silent-proxy.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)(
  'postgres pool when the server ends a connection (needs TEST_DATABASE_URL)',
  () => {
    it('reports an idle connection the server closed and opens a new one, without crashing', async () => {
      const lost = vi.fn();
      const handle = openDatabase({ url, onIdleConnectionError: lost });
      try {
        const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
          handle.db,
        );
        const pid = before.rows[0]!.pid;
        // What a database restart does to every open connection ("terminating connection due to
        // administrator command"); without a listener the pool's 'error' event ends the process.
        await pgQuery(url!, `select pg_terminate_backend(${Number(pid)})`);
        await vi.waitFor(() => expect(lost).toHaveBeenCalledOnce());
        expect(lost.mock.calls[0]![0]).toMatchObject({ code: '57P01' });
        await pingDatabase(handle.db);
        const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
        expect(after.rows[0]!.pid).not.toBe(pid);
      } finally {
        await handle.close();
      }
    });
  },
);

describe.skipIf(!url)('postgres ping when the server goes silent (needs TEST_DATABASE_URL)', () => {
  it('answers again as soon as the server does, though every request connection still hangs, and leaves no probe connection taken', async () => {
    const server = new URL(url!);
    const proxy = await startSilentProxy({
      host: server.hostname,
      port: Number(server.port || 5432),
    });
    const throughProxy = new URL(url!);
    throughProxy.host = new URL(proxy.endpoint).host;
    const handle = openDatabase({ url: throughProxy.toString(), connectTimeoutMs: 1000 });
    const stuck: Promise<unknown>[] = [];
    try {
      await handle.ping!(2000);
      // Every place of the request pool holds an open connection.
      await Promise.all(
        Array.from({ length: 10 }, () => sql`select pg_sleep(0.1)`.execute(handle.db)),
      );
      expect(handle.poolStats!()).toMatchObject({ total: 10, idle: 10 });
      // The server vanishes (a killed container): its connections answer nothing, not even an
      // error. Requests take every pooled connection and wait on it for good.
      proxy.goSilent();
      for (let i = 0; i < 10; i++)
        stuck.push(sql`select 1`.execute(handle.db).catch((error: unknown) => error));
      await vi.waitFor(() => expect(handle.poolStats!()).toMatchObject({ idle: 0 }));
      // More probes than the probes' own pool has places: each closes what got no answer.
      for (let probe = 0; probe < 4; probe++)
        await expect(handle.ping!(300)).rejects.toThrow('no answer within 300 ms');
      proxy.speakAgain();
      await vi.waitFor(() => handle.ping!(500), { timeout: 5000, interval: 100 });
      expect(handle.poolStats!()).toMatchObject({ total: 10, idle: 0 });
    } finally {
      await proxy.close();
      await Promise.all(stuck);
      await handle.close();
    }
  });
});
