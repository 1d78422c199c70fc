import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * What benches that start a server share. It imports nothing from server/, so a bench's parent
 * process can use it without loading the app.
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
