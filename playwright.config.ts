import { existsSync } from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive the system Chromium (never a downloaded browser): CHROME_PATH, else
 * /usr/bin/chromium. docs/decisions/006-browser-tests.md.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 3210);

if (!existsSync(CHROME_PATH) && process.env.SKIP_BROWSER_TESTS !== '1') {
  throw new Error(
    `Chromium not found at ${CHROME_PATH}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium), ` +
      'set CHROME_PATH to another Chromium or Chrome, or set SKIP_BROWSER_TESTS=1 to skip browser tests.',
  );
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // A test's whole budget, not an assertion's (those keep 7 s): the admin specs register, apply
  // and log in through the API before their first click, which on a loaded 2-core machine
  // passed 30 s (docs/decisions/006).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
