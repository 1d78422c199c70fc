import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import type { Config } from '../config.ts';
import { type DatabaseHandle, type Dialect, openConfiguredDatabase } from '../db/database.ts';
import { lockDataDir } from '../db/instance-lock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { DB } from '../db/schema.ts';
import { seedDatabase } from '../db/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    dbDialect: Dialect;
  }
}

export interface DbPluginOptions {
  config: Config;
  /** Tests pass an already-open handle (e.g. a per-file PostgreSQL schema). */
  handle?: DatabaseHandle;
}

/** Decorates `app.db`; migrates and seeds at start, closes the database on app close. */
export const dbPlugin = fp(async (app: FastifyInstance, { config, handle }: DbPluginOptions) => {
  const isSqlite = handle ? handle.dialect === 'sqlite' : !config.databaseUrl;
  if (isSqlite) {
    const lock = lockDataDir(config.dataDir);
    app.addHook('onClose', async () => lock.release());
  }
  const database = handle ?? openConfiguredDatabase(config);
  app.decorate('db', database.db);
  app.decorate('dbDialect', database.dialect);
  app.addHook('onClose', async () => {
    await database.close();
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  await seedDatabase(database.db, { demo: config.seedDemo, log: app.log });
});
