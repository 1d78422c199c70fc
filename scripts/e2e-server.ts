import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildIfStale } from '../tooling/build-if-stale.ts';

/**
 * The server Playwright tests run against: the production build on a fresh SQLite database in a
 * temporary folder, with a real (but quick) ALTCHA captcha and a known superadmin.
 */
const port = process.env.E2E_PORT ?? '3210';
// Each port builds into its own folder, so parallel runs never overwrite each other's build.
const distDir = port === '3210' ? path.resolve('dist') : path.resolve(`.tmp/dist-${port}`);
buildIfStale(distDir);
Object.assign(process.env, {
  WEB_DIST_DIR: distDir,
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sigap-e2e-')),
  PORT: port,
  HOST: '127.0.0.1',
  SEED_DEMO: process.env.SEED_DEMO ?? '0',
  CAPTCHA_PROVIDER: 'altcha',
  ALTCHA_MAX_NUMBER: '2000',
  ADMIN_USERNAME: 'superadmin',
  ADMIN_PASSWORD: 'superadmin-e2e-password',
  RATE_LIMIT_FACTOR: '50',
  // e2e/public/password-reset.spec.ts listens here for the mailed link (E2E_PORT + 20000).
  SMTP_URL: `smtp://127.0.0.1:${Number(port) + 20000}`,
  LOG_LEVEL: 'warn',
  // Specs log staff in through the API; the two-factor specs enrol their own users
  // (docs/decisions/023).
  MFA_REQUIRED_ROLES: '',
});
const { main } = await import('../server/main.ts');
await main([]);
