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
  /**
   * `select 1` answered within `timeoutMs`, else rejects, for health checks. On PostgreSQL it
   * runs on connections of its own, never queued behind the requests', and a connection that did
   * not answer in time is closed, not left taken: one whose server vanished (a killed container,
   * a partition) would stay taken for many minutes, each probe taking another
   * (docs/decisions/056-dependency-faults.md).
   */
  ping?(timeoutMs: number): Promise<void>;
}

const PG_POOL_MAX = 10;
/**
 * How long a query waits for a connection, new or from the pool, before it fails (and its request
 * answers 503): a database that is down or unreachable must not hold requests open
 * (docs/decisions/056-dependency-faults.md).
 */
const PG_CONNECT_TIMEOUT_MS = 5_000;

/** The health checks' own connections (readiness, /api/health and /metrics may ask at once). */
const PROBE_POOL_MAX = 2;
/** A probe waits this long at most anyway (plugins/readiness.ts). */
const PROBE_CONNECT_TIMEOUT_MS = 2_000;

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
    // Health checks have connections of their own: queued behind the requests' connections (all
    // of them waiting on a database that vanished), a probe would learn of the outage late and of
    // the database's return later still.
    const probes = new pg.Pool({
      connectionString: options.url,
      max: PROBE_POOL_MAX,
      connectionTimeoutMillis: PROBE_CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    probes.on('error', () => undefined);
    probes.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    return {
      db,
      dialect: 'postgres',
      close: async () => {
        await db.destroy();
        await probes.end();
      },
      // Requests can reach no database once their pool is closed, whatever the probes would say.
      ping: (timeoutMs) =>
        pool.ending
          ? Promise.reject(new Error('the database pool is closed'))
          : pingPool(probes, timeoutMs),
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

/** DatabaseHandle.ping on PostgreSQL: see there. */
async function pingPool(pool: pg.Pool, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  const connecting = pool.connect();
  let client: pg.PoolClient | undefined;
  try {
    client = await Promise.race([connecting, expired]);
    await Promise.race([client.query('select 1'), expired]);
    client.release();
  } catch (error) {
    // Released with an error, the pool closes the connection (a query still waiting destroys its
    // socket) and frees its place at once.
    if (client) client.release(error instanceof Error ? error : true);
    // A connection that came only after the time ran out goes back unused.
    else
      void connecting.then(
        (late) => late.release(),
        () => undefined,
      );
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
