import { describe, expect, it } from 'vitest';

import { openSharedTestDatabase } from '../test/shared-database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed.ts';
import { withStartupLock } from './startup-lock.ts';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!hasPostgres)('startup lock on postgres (needs TEST_DATABASE_URL)', () => {
  it('migrates and seeds once when two instances start together', async () => {
    const shared = await openSharedTestDatabase('postgres');
    const [first, second] = [shared.open(), shared.open()];
    try {
      const start = (handle: typeof first) =>
        withStartupLock(handle.db, handle.dialect, async () => {
          const applied = await migrateToLatest(handle.db);
          await seedDatabase(handle.db, { demo: true });
          return applied;
        });
      const [a, b] = await Promise.all([start(first), start(second)]);
      // One did all the work, the other found it done.
      expect([a.length, b.length].sort((x, y) => x - y)[0]).toBe(0);
      expect(Math.max(a.length, b.length)).toBeGreaterThanOrEqual(10);
      const cards = await first.db.selectFrom('cards').select('service').execute();
      expect(cards).toHaveLength(3);
      const pages = await first.db.selectFrom('pages').select('slug').execute();
      expect(new Set(pages.map((p) => p.slug)).size).toBe(pages.length);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await shared.drop();
    }
  });
});
