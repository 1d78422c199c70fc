import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

import type { Config } from '../config.ts';
import { StartupError } from '../lib/startup-error.ts';

/**
 * The Redis connection when REDIS_URL is set (README.md, Configuration), else `app.redis` is null and every
 * counter and cache stays in the process. Unreachable at start: the app refuses to build, naming
 * REDIS_URL. Lost while running: commands fail at once (no offline queue), users fall back
 * (docs/decisions/015-shared-state-in-redis.md, 016-login-throttle.md), ioredis reconnects in the
 * background and one warning is logged per outage.
 */

export interface SharedRedis {
  client: Redis;
  /** Put before every key, so sites (and parallel test runs) sharing a Redis never collide. */
  prefix: string;
  /** Connected now; callers skip Redis and use their fallback otherwise. */
  isReady(): boolean;
  /** Counts lost connections; anything cached against Redis state is suspect after one. */
  outages(): number;
  /** Runs after the connection comes back from an outage. */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    redis: SharedRedis | null;
  }
}

/** The address without user or password, for messages. */
function describeUrl(url: string) {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'the given address';
  }
}

/** How often the circuit breaker asks Redis whether it answers. */
const BREAKER_PROBE_MS = 1_000;
/** PINGs in a row without an answer that open the breaker. */
const BREAKER_MISSES = 2;

export async function connectRedis(url: string, prefix: string, log: FastifyInstance['log']) {
  const client = new Redis(url, {
    lazyConnect: true,
    // Fail fast while disconnected: a public page must not wait for Redis to come back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    // Many requests in one tick share one write to the socket (bench/redis-cache.ts).
    enableAutoPipelining: true,
  });
  let isUp = false;
  let isClosing = false;
  let outages = 0;
  const reconnectListeners: (() => void)[] = [];
  // ioredis emits 'error' on every failed reconnect; without a listener it would crash the process.
  let lastError: Error | undefined;
  client.on('error', (error: Error) => {
    lastError = error;
    if (isUp) log.warn({ err: error }, 'redis error');
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new StartupError(
      `REDIS_URL: cannot use Redis at ${describeUrl(url)} (${(lastError ?? (error as Error)).message}). ` +
        'Start Redis or fix REDIS_URL; leave REDIS_URL unset to run one instance without Redis.',
    );
  }
  isUp = true;
  const goDown = (why: string) => {
    if (!isUp || isClosing) return;
    isUp = false;
    outages += 1;
    log.warn(
      { why },
      'redis unreachable: rate limits and failed logins are counted in this process, ' +
        'public caches are versioned in this process, until it comes back',
    );
  };
  const comeBack = () => {
    if (isUp || isClosing || client.status !== 'ready') return;
    isUp = true;
    log.info('redis reachable again');
    for (const listener of reconnectListeners) listener();
  };
  client.on('close', () => goDown('connection closed'));
  client.on('ready', () => {
    // After a reconnect the breaker's next probe decides, unless nothing else held it open.
    if (!breakerOpen) comeBack();
  });
  // A circuit breaker (docs/decisions/056-dependency-faults.md): a Redis that keeps its connection
  // but stops answering (paused, overloaded, a network that drops packets) would cost every
  // request its commandTimeout. A probe every second opens the breaker after two PINGs in a row
  // without an answer (one late answer on a busy machine is not an outage); requests then use
  // their fallbacks at once until a PING answers again.
  let breakerOpen = false;
  let probing = false;
  let missed = 0;
  const probe = setInterval(() => {
    if (probing || isClosing || client.status !== 'ready') return;
    probing = true;
    client
      .ping()
      .then(
        () => {
          missed = 0;
          breakerOpen = false;
          comeBack();
        },
        () => {
          missed += 1;
          if (missed < BREAKER_MISSES) return;
          breakerOpen = true;
          goDown('no answer to PING');
        },
      )
      .finally(() => {
        probing = false;
      });
  }, BREAKER_PROBE_MS);
  probe.unref();
  const shared: SharedRedis = {
    client,
    prefix,
    isReady: () => isUp && client.status === 'ready',
    outages: () => outages,
    onReconnect: (listener) => reconnectListeners.push(listener),
    async close() {
      isClosing = true;
      isUp = false;
      clearInterval(probe);
      // QUIT would wait for a connection that is not there; drop it instead.
      if (client.status !== 'ready') return client.disconnect();
      await client.quit().catch(() => client.disconnect());
    },
  };
  return shared;
}

/** Decorates `app.redis` (null without REDIS_URL) and closes the connection with the app. */
export const redisPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  if (!config.redis.url) {
    app.decorate('redis', null);
    return;
  }
  const shared = await connectRedis(config.redis.url, config.redis.keyPrefix, app.log);
  app.decorate('redis', shared);
  app.addHook('onClose', () => shared.close());
});
