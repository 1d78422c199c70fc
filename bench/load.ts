/**
 * `npm run bench:load [-- --seconds N | --minutes N] [--only one|two] [--env KEY=VALUE ...]
 *   [--env-two KEY=VALUE ...]`:
 * mixed traffic against one compiled instance, then against two behind nginx (deploy/nginx.conf),
 * all on this machine over loopback. Per second, for `--seconds` (default 120) or `--minutes` (a
 * soak, up to 120; each minute prints each instance's resident memory, its V8 heap in use and
 * external memory from /metrics, that minute's requests per second and p99, and the errors so
 * far): public pages and JSON reads, contact posts and staff list polls from CONCURRENCY workers,
 * plus one application with a photo and a resume. Reports throughput, p50/p99, errors (goal 0),
 * the instances' memory after warm-up, at the end and its floor early and late (goal: flat), and
 * the public read ratio against a bare Fastify route answering the same JSON, measured in the
 * same run with autocannon (goal >= 0.8). `--env` adds settings to the instances' environment;
 * `--env-two` to the second instance's only, to compare a setting paired, in one run.
 * Needs TEST_DATABASE_URL (PostgreSQL) for two instances; Redis is used when the build supports
 * REDIS_URL.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

import {
  type Instance,
  REDIS_URL,
  createPostgresDatabase,
  ensureCompiledBuild,
  freePort,
  postJson,
  startInstance,
  startNginx,
  superadminToken,
} from '../server/cluster/harness.ts';
import { applicationFormData } from '../server/test/application-form.ts';
import { PDF_BYTES, jpegBytes } from '../server/test/multipart-form.ts';
import { stats } from './lib/bench-app.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '120' },
    minutes: { type: 'string' },
    only: { type: 'string' },
    // KEY=VALUE for the instances' environment, to compare settings (MALLOC_ARENA_MAX=2).
    env: { type: 'string', multiple: true },
    'env-two': { type: 'string', multiple: true },
  },
});
const SECONDS =
  values.minutes === undefined
    ? Math.max(5, Math.min(600, Number(values.seconds)))
    : Math.round(Math.max(1, Math.min(120, Number(values.minutes))) * 60);
if (!Number.isFinite(SECONDS)) throw new Error('--seconds and --minutes take a number');
if (values.only !== undefined && values.only !== 'one' && values.only !== 'two')
  throw new Error('--only takes one or two');
const CONCURRENCY = 8;
const READ_SECONDS = Math.max(3, Math.min(10, Math.round(SECONDS / 12)));
const ROOT = path.resolve(import.meta.dirname, '..');
const PUBLIC_READS = ['/api/faqs', '/api/testimonies', '/api/cards'];
const PAGES = ['/', '/tentang-kami', '/layanan/keamanan'];

const rssMiB = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function applicantToken(origin: string) {
  const nama = `beban${randomBytes(5).toString('hex')}`;
  const account = { nama, email: `${nama}@contoh.id`, password: 'rahasia-pelamar-1' };
  await fetch(`${origin}/api/register-user`, postJson({ ...account, persetujuan: true }));
  const login = await fetch(`${origin}/api/login-user`, postJson(account));
  return ((await login.json()) as { token: string }).token;
}

const METRICS_TOKEN = randomBytes(24).toString('hex');

/** The V8 heap in use and the memory outside it (Buffers), in MiB, from an instance's /metrics. */
async function heapMiB(instance: Instance) {
  try {
    const text = await (
      await fetch(`${instance.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).text();
    const sample = (name: string) =>
      Number(new RegExp(`^${name} ([\\d.e+]+)`, 'm').exec(text)?.[1] ?? NaN) / 1024 / 1024;
    return `${sample('nodejs_heap_size_used_bytes').toFixed(0)}/${sample('nodejs_external_memory_bytes').toFixed(0)}`;
  } catch {
    return '?';
  }
}

/** The mixed traffic for SECONDS against `origin`; `instances` are sampled for memory. */
async function mixedTraffic(origin: string, instances: Instance[]) {
  const pids = instances.map((instance) => instance.child.pid!);
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  let requests = 0;
  const staff = await superadminToken(origin);
  const photo = await jpegBytes(600, 800);
  const memory: number[][] = [];
  const started = Date.now();
  let minuteStart = { requests: 0, latencies: 0, at: started };
  const sampler = setInterval(() => {
    memory.push(pids.map(rssMiB));
    // A line per minute, so a soak shows how memory moves, not only where it ended: resident
    // memory per instance, then that minute's requests per second and p99, and errors so far.
    if (memory.length % 60 === 0) {
      const failed = [...errors.values()].reduce((sum, n) => sum + n, 0);
      const now = Date.now();
      const rate = (requests - minuteStart.requests) / ((now - minuteStart.at) / 1000);
      const { p99 } = stats(latencies.slice(minuteStart.latencies));
      minuteStart = { requests, latencies: latencies.length, at: now };
      const rss = memory.at(-1)!;
      const minute = memory.length / 60;
      const counts = `${requests} requests, ${((now - started) / 1000).toFixed(0)} s`;
      void Promise.all(instances.map(heapMiB)).then((heaps) =>
        console.log(
          `  minute ${minute}: RSS MiB ${rss.map((m) => m.toFixed(1)).join('+')} ` +
            `(heap/external ${heaps.join('+')}), ${rate.toFixed(0)} req/s, ` +
            `p99 ${p99.toFixed(1)} ms, ${failed} errors so far (${counts})`,
        ),
      );
    }
  }, 1000);
  const deadline = Date.now() + SECONDS * 1000;

  const timed = async (label: string, call: () => Promise<Response>) => {
    const began = performance.now();
    try {
      const response = await call();
      await response.arrayBuffer();
      latencies.push(performance.now() - began);
      if (!response.ok)
        errors.set(
          `${label} ${response.status}`,
          (errors.get(`${label} ${response.status}`) ?? 0) + 1,
        );
    } catch (error) {
      const key = `${label} ${(error as Error).message}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
    requests += 1;
  };

  const worker = async (index: number) => {
    for (let i = index; Date.now() < deadline; i++) {
      const pick = i % 20;
      if (pick < 10) await timed('read', () => fetch(`${origin}${PUBLIC_READS[i % 3]}`));
      else if (pick < 13) await timed('page', () => fetch(`${origin}${PAGES[i % 3]}`));
      else if (pick < 16)
        await timed('kontak', () =>
          fetch(
            `${origin}/api/kontak`,
            postJson({
              nama: `Tamu Beban ${i}`,
              email: 'tamu@contoh.id',
              telepon: '081234567890',
              pesan: 'Halo.',
            }),
          ),
        );
      else {
        const list =
          pick < 18 ? '/api/kontak?page=1&pageSize=20' : '/api/pelamar?page=1&pageSize=20';
        await timed('staff', () =>
          fetch(`${origin}${list}`, { headers: { authorization: `Bearer ${staff}` } }),
        );
      }
    }
  };
  // One application with files per second, each from a new applicant account.
  const applications = (async () => {
    while (Date.now() < deadline) {
      const next = Date.now() + 1000;
      const token = await applicantToken(origin);
      const form = applicationFormData('Budi Beban', { photo, resumes: [PDF_BYTES] });
      await timed('pelamar', () =>
        fetch(`${origin}/api/pelamar`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
  })();
  await Promise.all([...Array.from({ length: CONCURRENCY }, (_, i) => worker(i)), applications]);
  clearInterval(sampler);
  const warmAt = Math.floor(memory.length * 0.25);
  const warm = memory[warmAt] ?? [];
  const end = memory.at(-1) ?? [];
  // The highest resident memory after warm-up, per instance: growth is peak minus warm.
  const peak = warm.map((_, i) => Math.max(...memory.slice(warmAt).map((row) => row[i])));
  // RSS saws up and down with garbage collection: the lowest of the first and of the last third
  // after warm-up show what stays, per instance.
  const after = memory.slice(warmAt);
  const third = Math.max(1, Math.floor(after.length / 3));
  const floor = (rows: number[][]) => warm.map((_, i) => Math.min(...rows.map((row) => row[i])));
  const floors = { first: floor(after.slice(0, third)), last: floor(after.slice(-third)) };
  const { median, p99 } = stats(latencies);
  return {
    requests,
    perSecond: requests / SECONDS,
    median,
    p99,
    errors,
    warm,
    end,
    peak,
    floors,
  };
}

/** Requests per second of autocannon on one URL for READ_SECONDS, 32 connections. */
async function readRate(url: string) {
  const result = await autocannon({ url, connections: 32, duration: READ_SECONDS });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** A bare Fastify route answering `body`, in its own process like the app. */
async function bareServer(body: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const app = Fastify({ logger: false });
       const body = ${JSON.stringify(body)};
       app.get('/api/faqs', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
       await app.listen({ host: '127.0.0.1', port: ${port} });
       console.log('ready');`,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}/api/faqs`, stop: () => child.kill('SIGTERM') };
}

function report(title: string, r: Awaited<ReturnType<typeof mixedTraffic>>) {
  const errors = [...r.errors].map(([k, n]) => `${k}: ${n}`).join(', ') || 'none';
  console.log(
    `${title}: ${r.requests} requests in ${SECONDS} s = ${r.perSecond.toFixed(0)}/s, ` +
      `p50 ${r.median.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, errors ${errors}; ` +
      `RSS MiB after warm-up ${r.warm.map((m) => m.toFixed(0)).join('+')}, at end ${r.end.map((m) => m.toFixed(0)).join('+')}, ` +
      `highest after warm-up ${r.peak.map((m) => m.toFixed(0)).join('+')} (goal: within 10 MiB of warm-up); ` +
      `lowest in the first third after warm-up ${r.floors.first.map((m) => m.toFixed(0)).join('+')}, in the last ${r.floors.last.map((m) => m.toFixed(0)).join('+')}`,
  );
}

/** KEY=VALUE pairs as an environment. */
function settings(pairs: string[] = []) {
  return Object.fromEntries(
    pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

await ensureCompiledBuild();
const postgres = process.env.TEST_DATABASE_URL ? await createPostgresDatabase() : undefined;
// Both instances share the database and, for limits and cache versions, one Redis key space:
// instance one starts with them too, or it would keep serving what instance two changed.
const shared: Record<string, string> = {
  // One address sends every request: at ~100 contact messages a second, the per-address limit
  // (5 per 10 minutes) times 10,000 ran out after eight minutes of a soak and answered 429.
  RATE_LIMIT_FACTOR: '1000000',
  MFA_REQUIRED_ROLES: '',
  LOG_LEVEL: 'warn',
  SEED_DEMO: '1',
  METRICS_TOKEN,
  ...settings(values.env),
  ...(postgres
    ? {
        DATABASE_URL: postgres.url,
        REDIS_URL,
        REDIS_PREFIX: `load-${randomBytes(4).toString('hex')}`,
      }
    : {}),
};
const instances: Instance[] = [];
try {
  const one = await startInstance('load-1', { ...shared, PORT: String(await freePort()) });
  instances.push(one);
  if (values.only !== 'two') await oneInstance(one);
  if (values.only !== 'one') await twoInstances(one);
} finally {
  await Promise.allSettled(instances.map((instance) => instance.stop()));
  for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
  await postgres?.drop();
}

async function oneInstance(one: Instance) {
  const faqs = await (await fetch(`${one.url}/api/faqs`)).text();
  const bare = await bareServer(faqs);
  const appRate = await readRate(`${one.url}/api/faqs`);
  const bareRate = await readRate(bare.url);
  bare.stop();
  console.log(
    `public read /api/faqs: app ${appRate.toFixed(0)}/s, bare Fastify ${bareRate.toFixed(0)}/s, ratio ${(appRate / bareRate).toFixed(2)} (goal >= 0.8)`,
  );
  report('one instance', await mixedTraffic(one.url, [one]));
}

async function twoInstances(one: Instance) {
  if (!postgres) console.log('two instances: skipped, they need TEST_DATABASE_URL (PostgreSQL)');
  else {
    const two = await startInstance('load-2', {
      ...shared,
      ...settings(values['env-two']),
      PORT: String(await freePort()),
    });
    instances.push(two);
    const nginx = await startNginx([one.port, two.port]);
    try {
      report('two instances behind nginx', await mixedTraffic(nginx.url, [one, two]));
    } finally {
      await nginx.stop();
    }
  }
}
