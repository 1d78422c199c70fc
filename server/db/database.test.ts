import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';

import { openDatabase, pingDatabase } from './database.ts';
import { pgQuery } from '../test/pg-query.ts';

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
