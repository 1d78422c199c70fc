// @ts-check
/**
 * The image's command (docs/decisions/044-container-image.md). A compose stack starts its
 * containers together, so PostgreSQL, Redis or the bucket may still be starting when Sigap
 * does; the server itself stops at once when one is unreachable (naming the setting), which is
 * right under a process manager but would make every `compose up` a race. So this waits first,
 * for at most DEPENDENCY_WAIT_SECONDS (default 120), until each service the settings name
 * answers: PostgreSQL a query, Redis a PING, the bucket a HEAD. A bucket that is missing, or
 * refused to this key (403: the compose stack's s3-init has not made Sigap's user yet), is
 * waited for; with S3_CREATE_BUCKET=1 a missing one is created instead. Then the server starts in this process,
 * which stays PID 1 and drains on SIGTERM. Past the limit the server starts anyway and stops
 * naming what is unreachable. Nothing logged here carries a password or a URL.
 */
import net from 'node:net';

import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';

const env = process.env;
const waitSeconds = Number(env.DEPENDENCY_WAIT_SECONDS ?? 120);
const deadline = Date.now() + (Number.isFinite(waitSeconds) ? waitSeconds : 120) * 1000;

/** @param {string} message */
const log = (message) => console.error(`[start] ${message}`);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stop while waiting, or while the server migrates and starts, ends the container at once:
 * node as PID 1 would otherwise ignore SIGTERM until the server's own handler is in place, and
 * a cut start loses nothing (every write is a transaction). Once the server has its handler,
 * that one drains.
 */
const stopWhileWaiting = (/** @type {NodeJS.Signals} */ signal) => {
  if (process.listenerCount(signal) > 1) return;
  log(`${signal} before the server started: exiting`);
  process.exit(0);
};
process.on('SIGTERM', stopWhileWaiting);
process.on('SIGINT', stopWhileWaiting);

/**
 * Calls `check` until it resolves, logging the reason it failed at first and every 10 s.
 * @param {string} setting the variable that names the service
 * @param {() => Promise<void>} check
 */
async function waitFor(setting, check) {
  let lastLog = 0;
  for (;;) {
    try {
      await check();
      if (lastLog) log(`${setting}: answering`);
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message || error.name : String(error);
      if (Date.now() >= deadline) {
        log(`${setting}: still not answering after ${waitSeconds} s (${reason}); starting anyway`);
        return;
      }
      if (Date.now() - lastLog >= 10_000) {
        log(`waiting for ${setting} (${reason})`);
        lastLog = Date.now();
      }
      await sleep(1000);
    }
  }
}

/** @param {string} url */
async function checkPostgres(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  // An error after connecting (the server going away) must not crash this process.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    // An SQL error code is the server answering (a wrong password, a missing database): the
    // server will name it at once. Only 57P03, "the database system is starting up", waits.
    const code = /** @type {{ code?: unknown }} */ (error).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && code !== '57P03') return;
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Opens a connection, sends PING and accepts any answer but "-LOADING" (still starting). */
function checkRedis(/** @type {string} */ url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({
      host: hostname.replace(/^\[|\]$/g, ''),
      port: Number(port || 6379),
    });
    socket.setTimeout(3000, () => socket.destroy(new Error('timeout')));
    socket.once('error', reject);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      const answer = data.toString('latin1');
      if (answer.startsWith('-LOADING')) reject(new Error('loading its data'));
      else resolve(undefined);
    });
  });
}

async function checkBucket() {
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    maxAttempts: 1,
  });
  const Bucket = env.S3_BUCKET ?? '';
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    const status = /** @type {{ $metadata?: { httpStatusCode?: number } }} */ (error).$metadata
      ?.httpStatusCode;
    // Any other answer means the store is up; the server judges the rest.
    if (status !== 404 && status !== 403) {
      if (status) return;
      throw error;
    }
    if (status === 403) throw new Error('the key is refused (403)');
    if (env.S3_CREATE_BUCKET !== '1') throw new Error('no such bucket (404)');
    try {
      await client.send(new CreateBucketCommand({ Bucket }));
      log(`created the bucket named by S3_BUCKET`);
    } catch (createError) {
      // The other instance may have created it a moment ago.
      const name = createError instanceof Error ? createError.name : '';
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw createError;
    }
  } finally {
    client.destroy();
  }
}

const databaseUrl = env.DATABASE_URL;
const redisUrl = env.REDIS_URL;
await Promise.all([
  databaseUrl ? waitFor('DATABASE_URL', () => checkPostgres(databaseUrl)) : undefined,
  redisUrl ? waitFor('REDIS_URL', () => checkRedis(redisUrl)) : undefined,
  env.STORAGE === 's3' && env.S3_BUCKET ? waitFor('S3_BUCKET', checkBucket) : undefined,
]);

process.setSourceMapsEnabled(true);
const { main } = await import('../../dist/app/main.js');
await main();
process.off('SIGTERM', stopWhileWaiting);
process.off('SIGINT', stopWhileWaiting);
