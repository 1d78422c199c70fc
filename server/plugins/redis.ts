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
  client.on('close', () => {
    if (!isUp || isClosing) return;
    isUp = false;
    outages += 1;
    log.warn(
      'redis unreachable: rate limits and failed logins are counted in this process, ' +
        'public caches are bypassed, until it comes back',
    );
  });
  client.on('ready', () => {
    if (isUp) return;
    isUp = true;
    log.info('redis reachable again');
    for (const listener of reconnectListeners) listener();
  });
  const shared: SharedRedis = {
    client,
    prefix,
    isReady: () => isUp && client.status === 'ready',
    outages: () => outages,
    onReconnect: (listener) => reconnectListeners.push(listener),
    async close() {
      isClosing = true;
      isUp = false;
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
