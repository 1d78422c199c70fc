import { spawn } from 'node:child_process';

/**
 * Runs `server/main.ts` in production mode as its own process with `env` added, for start-up
 * checks that must stop the real server; resolves with its exit code and everything it printed.
 */
export async function runServerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  return { code, output };
}
