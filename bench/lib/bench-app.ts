import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Dialect } from '../../server/db/database.ts';
import { openTestDatabase } from '../../server/test/for-each-database.ts';

/** The real app on a private database for a benchmark: production mode, captcha off, no demo rows. */
export async function buildBenchApp(dialect: Dialect) {
  const database = await openTestDatabase(dialect);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: database.dataDir,
    SEED_DEMO: '0',
    CAPTCHA_PROVIDER: 'off',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    ADMIN_USERNAME: 'superadmin',
    ADMIN_PASSWORD: 'superadmin-bench-password',
    // The benches issue a superadmin token directly to time the lists, not the second factor
    // (docs/decisions/023).
    MFA_REQUIRED_ROLES: '',
  });
  const app = await buildApp(config, { database, web: false, logger: false });
  return { app, config };
}

/** Median and 99th percentile of timing samples. */
export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p99: at(0.99) };
}
