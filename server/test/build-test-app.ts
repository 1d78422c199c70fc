import type { FastifyServerOptions } from 'fastify';

import type { DatabaseHandle, Dialect } from '../db/database.ts';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { JobsOptions } from '../plugins/jobs.ts';
import { openTestDatabase } from './for-each-database.ts';
import { uniqueRedisPrefix } from './redis.ts';

/**
 * The real app on a private database and data folder, captcha off and no demo content unless a
 * test asks for them. Call `app.close()` afterwards (it also removes the database and folder).
 */
export async function buildTestApp(
  dialect: Dialect = 'sqlite',
  env: Record<string, string> = {},
  options: {
    web?: boolean;
    jobs?: JobsOptions;
    database?: DatabaseHandle & { dataDir: string };
    now?: () => number;
    redisKeyPrefix?: string;
    /** Pino options instead of no logger, for tests of what the server logs. */
    logger?: FastifyServerOptions['logger'];
    /** Adds probe routes before the app is ready, for tests of plugins on their own. */
    beforeReady?: (app: UnreadyApp) => unknown;
  } = {},
) {
  const database = options.database ?? (await openTestDatabase(dialect));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    CAPTCHA_PROVIDER: 'off',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    RATE_LIMIT_FACTOR: '1000',
    ADMIN_USERNAME: 'superadmin',
    ADMIN_PASSWORD: 'superadmin-test-password',
    // Tests log staff in directly; the MFA tests set the roles they need (docs/decisions/023).
    MFA_REQUIRED_ROLES: '',
    ...env,
  });
  // Parallel test runs share one Redis: each app gets its own keys unless a test shares them.
  config.redis.keyPrefix = options.redisKeyPrefix ?? uniqueRedisPrefix();
  const app = await buildApp(config, {
    database,
    web: options.web ?? false,
    logger: options.logger ?? false,
    jobs: options.jobs,
    now: options.now,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return Object.assign(app, { config });
}

/** The app as buildApp returns it, before `ready()`. */
export type UnreadyApp = Awaited<ReturnType<typeof buildApp>>;

/** Build options for tests that run due jobs themselves (`app.jobs.runDue`): no runner loop. */
export const JOBS_ON_DEMAND = { jobs: { autoStart: false } };

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
