/**
 * `npm run bench:api`: throughput of the public content lists on the real app (buildApp, demo
 * content, SQLite in a temporary folder) against a bare Fastify route that answers the same JSON,
 * measured in the same run under 50 connections. Target: the app reaches at least 0.8 of the bare
 * route's requests per second. The servers run in a child process so autocannon's own work does
 * not share their event loop; everything listens on 127.0.0.1 only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { type AppAndBarePorts, comparisonColumns, warmedUpUrls } from './lib/app-vs-bare.ts';
import { benchServerEnv, forkServers } from './lib/bench-server.ts';

const PATHS = ['/api/testimonies', '/api/faqs', '/api/pages/tentang-kami'];
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const TARGET_RATIO = 0.8;

/** Child: the real app and one bare Fastify server with a route per path answering the same JSON. */
async function serve() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sigap-bench-'));
  const { loadConfig } = await import('../server/config.ts');
  const { buildApp } = await import('../server/app.ts');
  const config = loadConfig(benchServerEnv(dataDir));
  const app = await buildApp(config, { web: false, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });

  const { default: Fastify } = await import('fastify');
  const bare = Fastify({ logger: false });
  for (const url of PATHS) {
    const response = await app.inject({ method: 'GET', url });
    const body = response.statusCode === 200 ? response.json() : { error: response.statusCode };
    bare.get(url, async () => body);
  }
  await bare.listen({ host: '127.0.0.1', port: 0 });

  const portOf = (server: { server: { address(): unknown } }) =>
    (server.server.address() as { port: number }).port;
  process.send?.({ app: portOf(app), bare: portOf(bare) } satisfies AppAndBarePorts);
  process.on('disconnect', async () => {
    await Promise.allSettled([app.close(), bare.close()]);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

function load(url: string, duration: number) {
  return autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 });
}

async function measure() {
  const { child, ports } = await forkServers<AppAndBarePorts>(import.meta.url);
  const status = await Promise.all(
    PATHS.map(
      async (url) => [url, (await fetch(`http://127.0.0.1:${ports.app}${url}`)).status] as const,
    ),
  );

  console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s per measurement, loopback\n`);
  console.log('path                          app req/s   bare req/s   ratio   app p99   bare p99');
  let allMet = true;
  try {
    for (const [url, code] of status) {
      if (code !== 200) {
        console.log(`${url.padEnd(28)}  skipped: the app answers ${code}`);
        allMet = false;
        continue;
      }
      const { appUrl, bareUrl } = await warmedUpUrls(ports, url, load, WARMUP_SECONDS);
      const bare = await load(bareUrl, DURATION_SECONDS);
      const app = await load(appUrl, DURATION_SECONDS);
      const errors = app.errors + app.non2xx;
      const ratio = app.requests.average / bare.requests.average;
      allMet &&= ratio >= TARGET_RATIO && errors === 0;
      console.log(
        `${url.padEnd(28)}  ${comparisonColumns(app, bare, ratio, 2)}${errors ? `   (${errors} errors)` : ''}`,
      );
    }
  } finally {
    child.disconnect();
  }
  console.log(`\ntarget: ratio >= ${TARGET_RATIO} on every path: ${allMet ? 'met' : 'NOT met'}`);
  if (!allMet) process.exitCode = 1;
}

if (process.argv.includes('--serve')) await serve();
else await measure();
