import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';

import { Redis } from 'ioredis';

/**
 * Redis for tests. Tests that need it run when TEST_REDIS_URL is set (CI sets it to the local
 * Redis); each uses its own key prefix so parallel runs never share a counter.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

export const uniqueRedisPrefix = () => `sigap-test:${randomBytes(6).toString('hex')}:`;

/** Deletes every key under `prefix` (cache versions have no expiry). */
export async function deleteRedisKeys(url: string, prefix: string) {
  const client = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

export async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A private `redis-server` (the real one, from the Debian package) on its own port, which a test
 * may stop and start again to show what the app does while Redis is away.
 */
export async function startPrivateRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  async function start() {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
      stdio: 'ignore',
    });
    // Wait until it answers (it binds its port a moment after the spawn).
    const deadline = Date.now() + 10_000;
    for (;;) {
      const probe = new Redis({ port, lazyConnect: true, retryStrategy: () => null });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        await probe.ping();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        probe.disconnect();
      }
    }
  }
  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  }
  /** SIGSTOP: the connection stays open and nothing answers (a hung or overloaded Redis). */
  const pause = () => child?.kill('SIGSTOP');
  const resume = () => child?.kill('SIGCONT');
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop, pause, resume };
}
