import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { buildIfStale } from '../../tooling/build-if-stale.ts';
import { serverEntry } from '../../tooling/build-state.js';
import { loadConfig } from '../config.ts';
import { PROJECT_ROOT } from '../lib/project-root.ts';
import { pgQuery } from '../test/pg-query.ts';

/**
 * Real processes for the multi-instance and crash tests: the compiled server (`node
 * dist/app/main.js`, what `npm start` runs), nginx with deploy/nginx.conf, a PostgreSQL database
 * of its own, and the checks that say which of those this machine has.
 */

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DIST_DIR = path.join(PROJECT_ROOT, '.tmp/dist-compiled');

/** Resolves whether a TCP port answers within a second. */
function portAnswers(host: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = createConnection({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * What the cluster tests need and this machine lacks, as a sentence for the skip reason; empty when
 * all is there. Under CI nothing may be missing: the caller fails instead of skipping.
 */
export async function missingServices(needs: {
  nginx?: boolean;
  postgres?: boolean;
  redis?: boolean;
}) {
  const missing: string[] = [];
  if (needs.nginx && !existsSync(NGINX)) missing.push(`nginx (${NGINX})`);
  if (needs.postgres && !process.env.TEST_DATABASE_URL) missing.push('TEST_DATABASE_URL');
  if (needs.redis) {
    const url = new URL(REDIS_URL);
    if (!(await portAnswers(url.hostname, Number(url.port || 6379))))
      missing.push(`Redis at ${REDIS_URL}`);
  }
  return missing.join(', ');
}

/**
 * `missingServices` for a cluster test file, plus `missingFeatures` when `features` is set: a
 * sentence for the skip reason, empty when all is there. Under CI a missing service fails the file
 * instead of skipping it.
 */
export async function missingForClusterTest(
  needs: Parameters<typeof missingServices>[0],
  { features = false } = {},
) {
  const missingOnMachine = await missingServices(needs);
  if (missingOnMachine && process.env.CI)
    throw new Error(`CI must provide ${missingOnMachine} for the cluster tests`);
  return missingOnMachine || (features ? missingFeatures() : '');
}

/**
 * The docs/decisions/019 features this build lacks (S3 storage, shared state in Redis), as a sentence; empty
 * when the config takes STORAGE=s3 and REDIS_URL. Until their branches are merged the
 * two-instance test cannot pass, so it says so instead; afterwards this is always empty.
 */
export function missingFeatures() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sigap-features-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(32),
      ALTCHA_HMAC_KEY: 'x'.repeat(32),
      STORAGE: 's3',
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      REDIS_URL,
    }) as unknown as Record<string, unknown>;
    return JSON.stringify(config).includes(REDIS_URL) ? '' : 'REDIS_URL support (redis branch)';
  } catch (error) {
    return `STORAGE=s3 support (storage branch): ${(error as Error).message.split('\n')[1]?.trim()}`;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Builds the app once into .tmp/dist-compiled when stale. Test files run in parallel workers, so a
 * directory made with mkdir (atomic) serves as the lock; the others wait for it to go.
 */
export async function ensureCompiledBuild() {
  const lock = `${DIST_DIR}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    buildIfStale(DIST_DIR);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return DIST_DIR;
}

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Instance {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL and wait for the exit: a crash. */
  kill(): Promise<void>;
}

/** The settings every test instance shares; `env` adds or overrides. */
export function baseEnv(dataDir: string, env: Record<string, string>) {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    CAPTCHA_PROVIDER: 'off',
    ADMIN_USERNAME: 'superadmin',
    ADMIN_PASSWORD: 'superadmin-cluster-password',
    JWT_SECRET: 'cluster-test-secret-cluster-test-secret-0001',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: DIST_DIR,
    ...env,
  };
}

/**
 * Starts `node <dist>/app/main.js` on a random port (PORT=0) and resolves once it logged the
 * address it listens on and /api/health answered 200.
 */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  dataDir = mkdtempSync(path.join(tmpdir(), `sigap-${name}-`)),
): Promise<Instance> {
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry(DIST_DIR)], {
    cwd: PROJECT_ROOT,
    env: baseEnv(dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Keep the last 64 KiB of output only: a long run at LOG_LEVEL=info would otherwise grow it.
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-65_536));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const fixedPort = Number(env.PORT ?? 0);
  const port = await new Promise<number>((resolve, reject) => {
    // With PORT=0 the address is read from the start log line (LOG_LEVEL info or lower).
    const onData = () => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    if (!fixedPort) {
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
    } else {
      const poll = () =>
        fetch(`http://127.0.0.1:${fixedPort}/api/health`).then(
          () => resolve(fixedPort),
          () => (child.exitCode === null ? setTimeout(() => void poll(), 50) : undefined),
        );
      void poll();
    }
    child.once('exit', (code, signal) =>
      reject(new Error(`${name} stopped at start (${code ?? signal}):\n${output.slice(-4000)}`)),
    );
  });
  const url = `http://127.0.0.1:${port}`;
  const health = await fetch(`${url}/api/health`);
  if (health.status !== 200) throw new Error(`${name}: /api/health answered ${health.status}`);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    name,
    url,
    port,
    child,
    dataDir,
    output: () => output,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}

/** A PostgreSQL database of its own next to TEST_DATABASE_URL's, dropped by `drop()`. */
export async function createPostgresDatabase() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sigap_cluster_${randomBytes(5).toString('hex')}`;
  await pgQuery(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      pgQuery<T>(url.toString(), text, values),
    async drop() {
      await pgQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * nginx with the shipped deploy/nginx.conf in front of `upstreamPorts`, as a foreground child
 * (`daemon off`) with its own prefix, pid file, logs and port. Only the upstream addresses, the
 * listen port and server_name are rewritten: the proxy settings are the ones operators copy.
 * One worker unless `workers` says more (a real nginx has one per core).
 */
export async function startNginx(upstreamPorts: number[], { workers = 1 } = {}) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'sigap-nginx-'));
  const port = await freePort();
  const site = readFileSync(path.join(PROJECT_ROOT, 'deploy/nginx.conf'), 'utf8')
    // The shipped server lines' parameters (max_fails, fail_timeout) and the other upstream
    // settings (keepalive, keepalive_timeout) stay: a rolling restart depends on them.
    .replace(/upstream sigap \{[^}]*\}/, (block) => {
      const params = /^\s*server\s+\S+([^;]*);/m.exec(block)?.[1] ?? '';
      const servers = upstreamPorts.map((p) => `  server 127.0.0.1:${p}${params};`).join('\n');
      return block.replace(/(^\s*server\s+[^;]+;\n)+/m, `${servers}\n`);
    })
    // With more than one worker, `reuseport` spreads the test's connections over all of them,
    // as a crowd of clients does (else the one worker that wakes first may take them all).
    .replace(/^(\s*)listen\s+80;/m, `$1listen 127.0.0.1:${port}${workers > 1 ? ' reuseport' : ''};`)
    .replace(/^(\s*)server_name\s+[^;]+;/m, '$1server_name localhost;');
  if (!site.includes(`listen 127.0.0.1:${port}`))
    throw new Error('deploy/nginx.conf has no `listen 80;`');
  writeFileSync(path.join(prefix, 'sigap.conf'), site);
  for (const dir of ['logs', 'temp']) mkdirSync(path.join(prefix, dir));
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      `worker_processes ${workers};`,
      // Run as the user the test runs as (root on CI), so temp files stay in this folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${prefix}/logs/access.log;`,
      `  client_body_temp_path ${prefix}/temp/body;`,
      `  proxy_temp_path ${prefix}/temp/proxy;`,
      `  fastcgi_temp_path ${prefix}/temp/fastcgi;`,
      `  uwsgi_temp_path ${prefix}/temp/uwsgi;`,
      `  scgi_temp_path ${prefix}/temp/scgi;`,
      `  include ${prefix}/sigap.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', `${prefix}/nginx.conf`], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx -t refused the config:\n${check.stderr}`);
  const child = spawn(NGINX, ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; !(await portAnswers('127.0.0.1', port)); attempt++) {
    if (child.exitCode !== null || attempt > 100)
      throw new Error(`nginx did not start:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    accessLog: () => readFileSync(path.join(prefix, 'logs/access.log'), 'utf8'),
    errorLog: () => readFileSync(path.join(prefix, 'logs/error.log'), 'utf8'),
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** Polls `probe` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The part of s3rver's API used here (the package ships no types). */
interface S3rverServer {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverServer;

/**
 * A local S3-compatible server (s3rver, from the npm registry) with one empty bucket, on a random
 * port. Its credentials are s3rver's fixed S3RVER / S3RVER.
 */
export async function startS3(bucket: string) {
  const directory = mkdtempSync(path.join(tmpdir(), 'sigap-s3-'));
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * What instances behind nginx share: the compiled build, a PostgreSQL database of their own and an
 * s3rver bucket, with the settings that point an instance at them (the caller adds Redis and the
 * rest). The caller stops them with `stopCluster`.
 */
export async function startSharedBackends(bucket: string) {
  await ensureCompiledBuild();
  const database = await createPostgresDatabase();
  try {
    const s3 = await startS3(bucket);
    const env = {
      DATABASE_URL: database.url,
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      TRUST_PROXY: '1',
      MFA_REQUIRED_ROLES: '',
    };
    return { database, s3, env };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * Stops the server processes and nginx first, then the services under them (`closers`, called
 * afterwards), and removes the instances' data folders. What never started is passed as undefined.
 */
export async function stopCluster(
  instances: readonly (Instance | undefined)[],
  nginx: { stop(): Promise<void> } | undefined,
  ...closers: (() => Promise<void> | undefined)[]
) {
  await Promise.allSettled([...instances.map((instance) => instance?.stop()), nginx?.stop()]);
  await Promise.allSettled(closers.map((close) => close()));
  for (const instance of instances)
    if (instance) rmSync(instance.dataDir, { recursive: true, force: true });
}

/** A JSON POST for `fetch`, signed with `token` when one is given. */
export const postJson = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

/** A token of the superadmin every test instance seeds (`baseEnv`), logged in through `origin`. */
export async function superadminToken(origin: string) {
  const response = await fetch(
    `${origin}/api/login`,
    postJson({ nama: 'superadmin', password: 'superadmin-cluster-password' }),
  );
  if (response.status !== 200) throw new Error(`superadmin login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** What `startNginxCluster` needs and this machine lacks (see `missingForClusterTest`). */
export const missingForNginxCluster = () =>
  missingForClusterTest({ nginx: true, postgres: true, redis: true }, { features: true });

/**
 * The set-up of the tests that go through nginx: `startSharedBackends`, one instance per name on
 * Redis and a fixed free port (so one restarted with the same settings comes back where nginx
 * looks), then nginx in front of them. `env` adds to or overrides the instances' settings. By
 * default the instances start one after the other (the first runs the migrations); `together`
 * starts them at once. `stop()` takes it all down, also after a failed start.
 */
export async function startNginxCluster(
  bucket: string,
  names: string[],
  { env = {}, together = false }: { env?: Record<string, string>; together?: boolean } = {},
) {
  const backends = await startSharedBackends(bucket);
  const clusterEnv: Record<string, string> = { ...backends.env, REDIS_URL, ...env };
  const instances: Instance[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const stop = () =>
    stopCluster(
      instances,
      nginx,
      () => backends.s3.close(),
      () => backends.database.drop(),
    );
  try {
    const ports: number[] = [];
    while (ports.length < names.length) ports.push(await freePort());
    const start = async (name: string, i: number) => {
      instances[i] = await startInstance(name, { ...clusterEnv, PORT: String(ports[i]) });
    };
    if (together) await Promise.all(names.map(start));
    else for (const [i, name] of names.entries()) await start(name, i);
    nginx = await startNginx(ports);
  } catch (error) {
    await stop();
    throw error;
  }
  return { database: backends.database, env: clusterEnv, instances, nginx, stop };
}
