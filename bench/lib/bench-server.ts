import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What benches that start a server share. It imports nothing from server/ up front (serveSite
 * loads it when called), so a bench's parent process can use it without loading the app.
 */

/**
 * The environment of a bench server: production mode, quiet logs, captcha off, demo content and
 * the bench's superadmin account. `overrides` change or add settings.
 */
export function benchServerEnv(dataDir: string, overrides: Record<string, string> = {}) {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    CAPTCHA_PROVIDER: 'off',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: 'superadmin',
    ADMIN_PASSWORD: 'superadmin-bench-password',
    ...overrides,
  };
}

/**
 * Runs the bench module at `moduleUrl` again in a child process with `--serve`, and waits for the
 * ports its servers listen on (the child sends them over IPC once it listens).
 */
export async function forkServers<Ports>(moduleUrl: string) {
  const child = fork(fileURLToPath(moduleUrl), ['--serve'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ports = await new Promise<Ports>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ports));
    child.once('exit', (code) => reject(new Error(`bench servers exited early (${code})`)));
  });
  return { child, ports };
}

async function waitForHealth(origin: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error('the site stopped before it answered');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the site did not answer /api/health within 120 s');
}

/**
 * Builds the site into `distDir` when stale, runs the bench module at `moduleUrl` again with
 * `--serve` on `port`, waits until it answers, runs `work` against its origin and stops it.
 */
export async function withSiteServer(
  moduleUrl: string,
  { distDir, port }: { distDir: string; port: number },
  work: (origin: string) => Promise<void>,
) {
  const { buildIfStale } = await import('../../tooling/build-if-stale.ts');
  buildIfStale(distDir);
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(moduleUrl), '--serve'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, PORT: String(port), SITE_URL: origin },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(origin, child);
    await work(origin);
  } finally {
    child.kill('SIGTERM');
  }
}

/**
 * The `--serve` side of withSiteServer: starts the site built into `distDir` on the PORT the parent
 * set, with a fresh data folder (`<dataDirPrefix>…` in the temporary folder) and `overrides`.
 */
export async function serveSite(
  dataDirPrefix: string,
  distDir: string,
  overrides: Record<string, string> = {},
) {
  Object.assign(
    process.env,
    benchServerEnv(mkdtempSync(path.join(tmpdir(), dataDirPrefix)), {
      WEB_DIST_DIR: distDir,
      HOST: '127.0.0.1',
      ...overrides,
    }),
  );
  const { main } = await import('../../server/main.ts');
  await main([]);
}
