import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed.ts';
import { TEST_DATABASES, openTestDatabase } from '../test/for-each-database.ts';

describe.each(TEST_DATABASES)('demo quote requests on %s', (dialect) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(dialect);
    await migrateToLatest(handle.db);
    await seedDatabase(handle.db, { demo: true });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('puts requests in several stages, and the next reference follows them', async () => {
    const rows = await handle.db.selectFrom('quote_requests').select(['kode', 'tahap']).execute();
    expect(new Set(rows.map((row) => row.tahap))).toEqual(
      new Set(['baru', 'dihubungi', 'survei', 'penawaran', 'menang', 'kalah']),
    );
    const counter = await handle.db
      .selectFrom('quote_request_counters')
      .select('nomor')
      .executeTakeFirstOrThrow();
    expect(counter.nomor).toBe(rows.length);
    const lost = await handle.db
      .selectFrom('quote_request_history')
      .select('alasan')
      .where('tahap', '=', 'kalah')
      .executeTakeFirstOrThrow();
    expect(lost.alasan).toBeTruthy();
  });
});
