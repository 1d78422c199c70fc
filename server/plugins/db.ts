import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import type { Config } from '../config.ts';
import {
  type DatabaseHandle,
  type Dialect,
  type PoolStats,
  openConfiguredDatabase,
  pingDatabase,
} from '../db/database.ts';
import { lockDataDir } from '../db/instance-lock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { DB } from '../db/schema.ts';
import { seedDatabase } from '../db/seed.ts';
import { withStartupLock } from '../db/startup-lock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    dbDialect: Dialect;
    /** The pool's connections now, when the handle reports them (GET /metrics). */
    dbPoolStats: () => PoolStats | undefined;
    /**
     * `select 1` within `timeoutMs` for health checks; a connection that did not answer in time is
     * closed, never left taken (DatabaseHandle.ping).
     */
    dbPing: (timeoutMs: number) => Promise<void>;
  }
}

export interface DbPluginOptions {
  config: Config;
  /** Tests pass an already-open handle (e.g. a per-file PostgreSQL schema). */
  handle?: DatabaseHandle;
  /** Runs after the migrations and seed, still inside the startup lock (the first superadmin). */
  afterSeed?: (db: Kysely<DB>) => Promise<unknown>;
}

/** Decorates `app.db`; migrates and seeds at start, closes the database on app close. */
export const dbPlugin = fp(
  async (app: FastifyInstance, { config, handle, afterSeed }: DbPluginOptions) => {
    const isSqlite = handle ? handle.dialect === 'sqlite' : !config.databaseUrl;
    if (isSqlite) {
      const lock = lockDataDir(config.dataDir);
      app.addHook('onClose', async () => lock.release());
    }
    const database =
      handle ??
      openConfiguredDatabase(config, (error) =>
        app.log.warn(
          { err: error },
          'database closed an idle connection; the next query opens a new one',
        ),
      );
    app.decorate('db', database.db);
    app.decorate('dbDialect', database.dialect);
    app.decorate('dbPoolStats', () => database.poolStats?.());
    app.decorate('dbPing', (timeoutMs: number) =>
      database.ping ? database.ping(timeoutMs) : pingDatabase(database.db),
    );
    app.addHook('onClose', async () => {
      await database.close();
    });
    await withStartupLock(database.db, database.dialect, async () => {
      const applied = await migrateToLatest(database.db);
      if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
      await seedDatabase(database.db, {
        demo: config.seedDemo,
        log: app.log,
        timeZone: config.timeZone,
      });
      await afterSeed?.(database.db);
    });
  },
);
