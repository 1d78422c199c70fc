/**
 * `npx tsx bench/redis-cache.ts`: the cost of the shared cache versions (docs/decisions/015).
 * GET /api/faqs on the real app without Redis, the same app with REDIS_URL (one GET of the
 * version key per read), and a bare Fastify route answering the same JSON, measured in one run
 * under 50 connections. The servers run in a child process; Redis is TEST_REDIS_URL or the local
 * one, under a throwaway key prefix.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { benchServerEnv, forkServers } from './lib/bench-server.ts';

const URL_PATH = '/api/faqs';
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Ports = Record<'local' | 'redis' | 'bare', number>;

async function serve() {
  const { loadConfig } = await import('../server/config.ts');
  const { buildApp } = await import('../server/app.ts');
  const { deleteRedisKeys, uniqueRedisPrefix } = await import('../server/test/redis.ts');
  const prefix = uniqueRedisPrefix();
  const dirs: string[] = [];
  async function app(redis: boolean) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sigap-bench-'));
    dirs.push(dataDir);
    const config = loadConfig(benchServerEnv(dataDir, redis ? { REDIS_URL } : {}));
    config.redis.keyPrefix = prefix;
    const built = await buildApp(config, { web: false, logger: false });
    await built.listen({ host: '127.0.0.1', port: 0 });
    return built;
  }
  const local = await app(false);
  const shared = await app(true);
  const { default: Fastify } = await import('fastify');
  const bare = Fastify({ logger: false });
  const body = (await local.inject(URL_PATH)).json();
  bare.get(URL_PATH, async () => body);
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const portOf = (server: { server: { address(): unknown } }) =>
    (server.server.address() as { port: number }).port;
  process.send?.({
    local: portOf(local),
    redis: portOf(shared),
    bare: portOf(bare),
  } satisfies Ports);
  process.on('disconnect', async () => {
    await Promise.allSettled([local.close(), shared.close(), bare.close()]);
    await deleteRedisKeys(REDIS_URL, prefix);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

async function measure() {
  const { child, ports } = await forkServers<Ports>(import.meta.url);
  const results: Record<string, { rps: number; p99: number; errors: number }> = {};
  for (const name of ['bare', 'local', 'redis'] as const) {
    const url = `http://127.0.0.1:${ports[name]}${URL_PATH}`;
    await autocannon({ url, connections: 50, duration: 1 });
    const run = await autocannon({ url, connections: 50, duration: DURATION_SECONDS });
    results[name] = {
      rps: Math.round(run.requests.average),
      p99: run.latency.p99,
      errors: run.errors + run.non2xx,
    };
  }
  child.disconnect();
  console.table(results);
  console.log(
    `redis/local ratio: ${(results.redis!.rps / results.local!.rps).toFixed(2)}, ` +
      `redis/bare ratio: ${(results.redis!.rps / results.bare!.rps).toFixed(2)}`,
  );
}

if (process.argv.includes('--serve')) await serve();
else await measure();
