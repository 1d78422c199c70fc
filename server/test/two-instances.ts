import type { Dialect } from '../db/database.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { TEST_DATABASES, openTestDatabase } from './for-each-database.ts';
import { deleteRedisKeys, uniqueRedisPrefix } from './redis.ts';
import { useForSuite } from './test-app-per-suite.ts';

/** One SQLite file takes one process, so two instances need PostgreSQL (and Redis). */
export const SHARED_DATABASES = TEST_DATABASES.filter((dialect) => dialect === 'postgres');

/**
 * What `describe.skipIf(…).each(…)` of a two-instance suite iterates: PostgreSQL even without
 * TEST_DATABASE_URL, so the suite is reported as skipped rather than the file as empty (which
 * Vitest fails).
 */
export const CLUSTER_DATABASES: Dialect[] = ['postgres'];

/**
 * Two apps on one test database and one Redis key space, as two instances behind a balancer.
 * `close()` closes both, then the database, then deletes the Redis keys they wrote.
 */
export async function startTwoInstances(
  dialect: Dialect,
  redisUrl: string,
  env: Record<string, string> = {},
  options: { web?: boolean } = {},
) {
  const database = await openTestDatabase(dialect);
  // Both apps use the one database; it is closed once, after both apps.
  const shared = { ...database, close: async () => undefined };
  const redisKeyPrefix = uniqueRedisPrefix();
  const instanceEnv = { ...env, REDIS_URL: redisUrl };
  const instanceOptions = { ...options, database: shared, redisKeyPrefix };
  const a: TestApp = await buildTestApp(dialect, instanceEnv, instanceOptions);
  const b: TestApp = await buildTestApp(dialect, instanceEnv, instanceOptions);
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await database.close();
      await deleteRedisKeys(redisUrl, redisKeyPrefix).catch(() => undefined);
    },
  };
}

export type TwoInstances = Awaited<ReturnType<typeof startTwoInstances>>;

/**
 * `startTwoInstances` before the enclosing describe block's tests, closed after them; `keep`
 * receives the pair once both are ready (as `useTestApp` does for one app).
 */
export function useTwoInstances(
  keep: (pair: TwoInstances) => unknown,
  ...startArgs: Parameters<typeof startTwoInstances>
) {
  useForSuite(() => startTwoInstances(...startArgs), keep);
}
