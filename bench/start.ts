/**
 * `npm run bench:start`: start time (spawn to the first 200 on /api/health) and resident memory of
 * the server run as compiled JavaScript (`node scripts/start.js`, what `npm start` runs) against
 * the same server run from TypeScript through tsx (`node --import tsx server/main.ts`, what
 * `npm start` ran before docs/decisions/019), taken in turn in the same run. Each command gets its
 * own data folder, started once unmeasured (migrations, demo pictures), then restarted RUNS times;
 * memory is read from /proc after the first answer and again after WARM_REQUESTS page and API
 * reads. Loopback only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildIfStale } from '../tooling/build-if-stale.ts';
import { freePort } from '../server/cluster/harness.ts';
import { stats } from './lib/bench-app.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WARM_REQUESTS = 300;
const WARM_PATHS = ['/', '/api/cards', '/api/testimonies', '/career', '/api/faqs'];

const COMMANDS = {
  compiled: ['scripts/start.js'],
  tsx: ['--import', 'tsx', 'server/main.ts'],
} as const;
type Variant = keyof typeof COMMANDS;

/** Resident memory of a process in MiB, from the kernel's own accounting. */
function rssMiB(pid: number) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) / 1024;
}

async function untilHealthy(origin: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server stopped before it answered');
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function startOnce(variant: Variant, dataDir: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(process.execPath, [...COMMANDS[variant]], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'superadmin',
      ADMIN_PASSWORD: 'superadmin-bench-password',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await untilHealthy(origin, child);
    const startMs = performance.now() - began;
    const rssStarted = rssMiB(child.pid!);
    for (let i = 0; i < WARM_REQUESTS; i++) {
      const response = await fetch(`${origin}${WARM_PATHS[i % WARM_PATHS.length]}`);
      await response.arrayBuffer();
      if (response.status !== 200)
        throw new Error(`${WARM_PATHS[i % 5]} answered ${response.status}`);
    }
    return { startMs, rssStarted, rssWarm: rssMiB(child.pid!) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

buildIfStale();
const dataDirs = {} as Record<Variant, string>;
const samples = {} as Record<
  Variant,
  { startMs: number[]; rssStarted: number[]; rssWarm: number[] }
>;
for (const variant of Object.keys(COMMANDS) as Variant[]) {
  dataDirs[variant] = mkdtempSync(path.join(tmpdir(), `sigap-bench-start-${variant}-`));
  samples[variant] = { startMs: [], rssStarted: [], rssWarm: [] };
  await startOnce(variant, dataDirs[variant]);
}
for (let run = 0; run < RUNS; run++) {
  for (const variant of Object.keys(COMMANDS) as Variant[]) {
    const result = await startOnce(variant, dataDirs[variant]);
    for (const key of ['startMs', 'rssStarted', 'rssWarm'] as const)
      samples[variant][key].push(result[key]);
  }
}
for (const dir of Object.values(dataDirs)) rmSync(dir, { recursive: true, force: true });

console.log(`restart to first 200 on /api/health, and resident memory (median of ${RUNS} runs)`);
const row = (variant: Variant) => {
  const s = samples[variant];
  const m = (values: number[]) => stats(values).median;
  return `${variant.padEnd(9)} start ${m(s.startMs).toFixed(0).padStart(5)} ms   RSS at start ${m(s.rssStarted).toFixed(0).padStart(4)} MiB   after ${WARM_REQUESTS} requests ${m(s.rssWarm).toFixed(0).padStart(4)} MiB`;
};
console.log(row('tsx'));
console.log(row('compiled'));
console.log(
  `compiled/tsx start time ratio ${(stats(samples.compiled.startMs).median / stats(samples.tsx.startMs).median).toFixed(2)}`,
);
