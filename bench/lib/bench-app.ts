import { buildApp } from '../../server/app.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import type { Dialect } from '../../server/db/database.ts';
import { openTestDatabase } from '../../server/test/for-each-database.ts';
import { benchServerEnv } from './bench-server.ts';

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;

/** The real app on a private database for a benchmark: production mode, captcha off, no demo rows. */
export async function buildBenchApp(dialect: Dialect) {
  const database = await openTestDatabase(dialect);
  const config = loadConfig(
    benchServerEnv(database.dataDir, {
      SEED_DEMO: '0',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      // The benches issue a superadmin token directly to time the lists, not the second factor
      // (docs/decisions/023).
      MFA_REQUIRED_ROLES: '',
    }),
  );
  const app = await buildApp(config, { database, web: false, logger: false });
  return { app, config };
}

/** BENCH_ROWS (rows to seed, 100,000 by default) and BENCH_RUNS (samples per timed call). */
export function benchSize(defaultRuns: number) {
  return {
    rows: Number(process.env.BENCH_ROWS ?? 100_000),
    runs: Number(process.env.BENCH_RUNS ?? defaultRuns),
  };
}

/**
 * The bench app on `dialect`, filled by `seed`; prints how long seeding took (`what` names the
 * rows). The caller closes the app.
 */
export async function buildSeededBenchApp(
  dialect: Dialect,
  what: string,
  seed: (app: BenchApp, config: Config) => Promise<void>,
) {
  const built = await buildBenchApp(dialect);
  const started = Date.now();
  await seed(built.app, built.config);
  console.log(`\n${dialect}: seeded ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return built;
}

/** Median and 99th percentile of timing samples. */
export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p99: at(0.99) };
}

/** Request headers that sign in as the seeded superadmin (a token issued directly). */
export async function superadminHeaders(app: BenchApp) {
  const staff = await app.db
    .selectFrom('staff_users')
    .select(['id', 'nama', 'role'])
    .where('nama', '=', 'superadmin')
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${await app.auth.issueStaffToken(staff)}` };
}

/**
 * Times `runs` GET requests through `inject` after five warm-up calls (caches and the JIT), and
 * throws when one answers other than `status`. `url` may change with the call's number.
 */
export async function timeGets(
  app: BenchApp,
  item: {
    name: string;
    url: string | ((i: number) => string);
    status?: number;
    /** Runs untimed ahead of each sample (e.g. a change that defeats a cache). */
    before?: (i: number) => Promise<unknown>;
  },
  headers: Record<string, string | undefined>,
  runs: number,
) {
  const samples: number[] = [];
  for (let i = 0; i < runs + 5; i += 1) {
    await item.before?.(i);
    const url = typeof item.url === 'function' ? item.url(i) : item.url;
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url, headers });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== (item.status ?? 200))
      throw new Error(`${item.name}: status ${response.statusCode} ${response.body.slice(0, 200)}`);
    if (i >= 5) samples.push(ms);
  }
  return stats(samples);
}

/**
 * Runs a bench on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL too; the exit code is
 * 1 when any run missed its target.
 */
export async function runOnEachDatabase(run: (dialect: Dialect) => Promise<boolean>) {
  const dialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  let allOk = true;
  for (const dialect of dialects) allOk = (await run(dialect)) && allOk;
  if (!allOk) process.exitCode = 1;
}

/** One timed GET of a list bench; `headers` are added to the superadmin's. */
export interface TimedCall {
  name: string;
  url: string | ((i: number) => string);
  status?: number;
  headers?: Record<string, string>;
  /** Runs untimed ahead of each sample (e.g. a change that defeats a cache). */
  before?: (i: number) => Promise<unknown>;
  /** The median must stay under this; with `p99UnderTarget`, the p99 too. */
  targetMs: number;
}

/**
 * The list benches' run on one database: the bench app seeded by `seed`, then each of `calls`
 * (made once the app is ready, with the superadmin's headers) timed `runs` times and printed with
 * its median, p99 and target. Resolves whether every call met its target.
 */
export async function timeSeededCalls(options: {
  dialect: Dialect;
  what: string;
  seed: (app: BenchApp, config: Config) => Promise<void>;
  calls: (app: BenchApp, headers: Record<string, string>) => Promise<TimedCall[]>;
  runs: number;
  p99UnderTarget?: boolean;
}) {
  const { app } = await buildSeededBenchApp(options.dialect, options.what, options.seed);
  let failed = false;
  try {
    const headers = await superadminHeaders(app);
    const calls = await options.calls(app, headers);
    const width = Math.max(...calls.map((call) => call.name.length));
    for (const call of calls) {
      const { median, p99 } = await timeGets(
        app,
        call,
        { ...headers, ...call.headers },
        options.runs,
      );
      const ok = median < call.targetMs && (!options.p99UnderTarget || p99 < call.targetMs);
      failed ||= !ok;
      console.log(
        `  ${call.name.padEnd(width)} median ${median.toFixed(2).padStart(7)} ms   p99 ${p99.toFixed(2).padStart(7)} ms   target < ${call.targetMs} ms ${ok ? 'ok' : 'MISSED'}`,
      );
    }
  } finally {
    await app.close();
  }
  return !failed;
}
