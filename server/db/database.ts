import path from 'node:path';

import Database from 'better-sqlite3';
import {
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
} from 'kysely';
import pg from 'pg';

import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

/** Connections of the database pool right now (GET /metrics). */
export interface PoolStats {
  max: number;
  /** Open connections, idle or in use. */
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

export interface DatabaseHandle {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
  /** Absent for handles made elsewhere (tests); SQLite is one connection. */
  poolStats?(): PoolStats;
}

const PG_POOL_MAX = 10;
/**
 * How long a query waits for a connection, new or from the pool, before it fails (and its request
 * answers 503): a database that is down or unreachable must not hold requests open
 * (docs/decisions/056-dependency-faults.md).
 */
const PG_CONNECT_TIMEOUT_MS = 5_000;

export interface DatabaseOptions {
  /** postgres:// URL; unset selects SQLite. */
  url?: string;
  /** SQLite file path (ignored for PostgreSQL). */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  pgSchema?: string;
  /**
   * Told when PostgreSQL ends a connection that sat idle in the pool (a database restart or
   * failover). The pool has already dropped it and opens a new one for the next query.
   */
  onIdleConnectionError?: (error: Error) => void;
  /** How long a query waits for a connection (PG_CONNECT_TIMEOUT_MS; tests shorten it). */
  connectTimeoutMs?: number;
}

// PostgreSQL answers bigint (COUNT, SUM) as text; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** The site's SQLite file inside a data folder (DATA_DIR, or a backup's folder). */
export function sqliteFileIn(dir: string) {
  return path.join(dir, 'sigap.db');
}

/** The configured database: PostgreSQL at DATABASE_URL, else the SQLite file in DATA_DIR. */
export function openConfiguredDatabase(
  config: { databaseUrl?: string; dataDir: string },
  onIdleConnectionError?: DatabaseOptions['onIdleConnectionError'],
) {
  return openDatabase({
    url: config.databaseUrl,
    sqliteFile: sqliteFileIn(config.dataDir),
    onIdleConnectionError,
  });
}

/** Opens Kysely on SQLite (WAL, FULL sync, foreign keys, busy timeout) or PostgreSQL. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: PG_POOL_MAX,
      connectionTimeoutMillis: options.connectTimeoutMs ?? PG_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      options: options.pgSchema ? `-c search_path=${options.pgSchema}` : undefined,
    });
    // pg re-emits an idle connection's error on the pool; an 'error' event nobody listens to
    // ends the process, so without this a database restart would take every instance down.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    // A connection in use (between two queries of a transaction, or just handed out) that the
    // server ends emits 'error' on its client, where pg-pool listens only while it is idle: the
    // same crash under load. The query in flight fails by itself (its request answers 503) and
    // the pool drops the connection when it comes back, so hearing the event is all that is left.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      close: () => db.destroy(),
      poolStats: () => ({
        max: PG_POOL_MAX,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // An acknowledged write survives a crash (docs/decisions/020, server/cluster/crash.test.ts).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialectKeepingErrors(sqlite) });
  // Kysely runs SQLite queries one at a time on this single connection.
  return {
    db,
    dialect: 'sqlite',
    close: () => db.destroy(),
    poolStats: () => ({
      max: 1,
      total: sqlite.open ? 1 : 0,
      idle: sqlite.open ? 1 : 0,
      waiting: 0,
    }),
  };
}

/**
 * SQLite ends a transaction by itself after some errors (a full disk, an I/O error): Kysely's
 * ROLLBACK then fails with "no transaction is active", and that error replaced the real one, so
 * a full disk answered 500 instead of 507 (docs/decisions/056-dependency-faults.md).
 */
class SqliteDialectKeepingErrors extends SqliteDialect {
  constructor(private readonly sqlite: Database.Database) {
    super({ database: sqlite });
  }
  override createDriver() {
    const sqlite = this.sqlite;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection) {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }
    })({ database: sqlite });
  }
}

export async function pingDatabase(db: Kysely<DB>) {
  await sql`select 1`.execute(db);
}
