/**
 * `npm run bench:junk`: what made-up URLs cost the server, against kept pages. The app (compiled
 * web build, demo content, SQLite) runs in a child process; the parent sends, one at a time,
 * 100 requests for kept pages (`/lowongan`, warmed first), then 100 distinct junk URLs of each
 * kind a scanner sends: a made-up city filter (`/lowongan?kota=…`), a made-up position, and a
 * vacancy path with an encoded `?` (`/lowongan/<slug>%3F…`). Reports the server's CPU time
 * (from /proc, so the client's own work is not counted) and the wall time of each hundred, and
 * the ratio junk/kept. Goal (docs/decisions/038): 100 junk URLs cost at most 3× 100 kept hits.
 * The per-client render limit is lifted (RATE_LIMIT_FACTOR) so every junk URL reaches the cache.
 * `BENCH_WEB_DIST` names another web build (to run this file against older server code).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { benchServerEnv, forkServers } from './lib/bench-server.ts';

const COUNT = 100;
const HEADERS = { 'accept-encoding': 'br, gzip' };
const GOAL = 3;

interface Ports {
  app: number;
  pid: number;
  slug: string;
}

/** Child: the app on the web build, listening on a free port. */
async function serve() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sigap-bench-junk-'));
  const { ensureCompiledBuild } = await import('../server/cluster/harness.ts');
  const webDist = process.env.BENCH_WEB_DIST ?? (await ensureCompiledBuild());
  const { loadConfig } = await import('../server/config.ts');
  const { buildApp } = await import('../server/app.ts');
  const config = loadConfig(
    benchServerEnv(dataDir, { WEB_DIST_DIR: webDist, RATE_LIMIT_FACTOR: '10000' }),
  );
  const app = await buildApp(config, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const vacancies = (await app.inject({ url: '/api/lowongan' }).then((r) => r.json())) as {
    slug: string;
  }[];
  process.send?.({
    app: (app.server.address() as { port: number }).port,
    pid: process.pid,
    slug: vacancies[0]?.slug ?? 'satpam',
  } satisfies Ports);
  process.on('disconnect', async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** User plus system CPU of `pid` in milliseconds (clock ticks of 10 ms). */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function hundred(origin: string, pid: number, urlOf: (i: number) => string) {
  const statuses = new Map<number, number>();
  const cpu = cpuMs(pid);
  const began = performance.now();
  for (let i = 0; i < COUNT; i++) {
    const response = await fetch(`${origin}${urlOf(i)}`, { headers: HEADERS });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  return {
    wallMs: performance.now() - began,
    cpuMs: cpuMs(pid) - cpu,
    statuses: [...statuses].map(([status, n]) => `${n}× ${status}`).join(', '),
  };
}

async function measure() {
  const { child, ports } = await forkServers<Ports>(import.meta.url);
  const origin = `http://127.0.0.1:${ports.app}`;
  const junkId = (i: number) => `${i}-${Math.random().toString(36).slice(2, 8)}`;
  try {
    // Warm: the kept page exists, the JIT has seen the paths.
    for (let i = 0; i < 20; i++)
      await (await fetch(`${origin}/lowongan`, { headers: HEADERS })).arrayBuffer();
    const kept = await hundred(origin, ports.pid, () => '/lowongan');
    const rows: [string, Awaited<ReturnType<typeof hundred>>][] = [
      ['kept /lowongan', kept],
      ['junk ?kota=', await hundred(origin, ports.pid, (i) => `/lowongan?kota=kota${junkId(i)}`)],
      [
        'junk ?posisi= and ?kota=',
        await hundred(origin, ports.pid, (i) => `/lowongan?posisi=Cleaning&kota=x${junkId(i)}`),
      ],
      [
        'junk slug%3F',
        await hundred(origin, ports.pid, (i) => `/lowongan/${ports.slug}%3F${junkId(i)}`),
      ],
    ];
    console.log(`${COUNT} sequential requests each, Accept-Encoding: br, gzip, loopback\n`);
    console.log('what                        server CPU ms   wall ms   × kept (CPU)   statuses');
    let worst = 0;
    for (const [label, row] of rows) {
      const ratio = row.cpuMs / Math.max(10, kept.cpuMs);
      if (row !== kept) worst = Math.max(worst, ratio);
      console.log(
        `${label.padEnd(26)}  ${String(row.cpuMs).padStart(13)}  ${row.wallMs.toFixed(0).padStart(8)}  ${ratio.toFixed(1).padStart(13)}   ${row.statuses}`,
      );
    }
    console.log(
      `\ngoal: 100 junk URLs cost at most ${GOAL}× 100 kept hits: ${worst <= GOAL ? 'met' : 'NOT met'} (worst ${worst.toFixed(1)}×)`,
    );
    if (worst > GOAL) process.exitCode = 1;
  } finally {
    child.disconnect();
  }
}

if (process.argv.includes('--serve')) await serve();
else await measure();
