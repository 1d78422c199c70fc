import { spawnSync } from 'node:child_process';

/**
 * npm test: unit and API tests (Vitest), then browser tests (Playwright on the system Chromium)
 * unless SKIP_BROWSER_TESTS=1. Exits non-zero when either fails.
 */
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: 'inherit', env: process.env }).status ?? 1;

const unit = run('npx', ['vitest', 'run']);
let browser = 0;
if (process.env.SKIP_BROWSER_TESTS === '1')
  console.log('SKIP_BROWSER_TESTS=1: browser tests skipped.');
else browser = run('npx', ['playwright', 'test']);
process.exit(unit || browser);
