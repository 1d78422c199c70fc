import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { countCache } from './cache-stats.ts';
import { dependencyFailure } from './dependency-errors.ts';
import { type ReadyBody, makeReadyBody, sendReadyBody } from './ready-body.ts';

/**
 * Shared versions of cached answers (Redis when REDIS_URL is set, `plugins/shared-cache.ts`):
 * a write on any instance bumps the version, and every read compares it before serving.
 */
export interface CacheVersions {
  /** The current version of `name`; undefined when it cannot be known (then do not cache). */
  read(name: string): Promise<string | undefined>;
  /** The current versions of `names` in one round trip; undefined when any cannot be known. */
  readMany(names: readonly string[]): Promise<string[] | undefined>;
  /** Marks `name` changed for every instance; resolves once they will all see it. */
  bump(name: string): Promise<void>;
}

export interface JsonCacheOptions {
  /** The key of this answer among the shared versions, e.g. `faqs` or `pages:tentang-kami`. */
  name?: string;
  /** Given when several instances may run (REDIS_URL); null or absent: this process only. */
  versions?: CacheVersions | null;
  maxAgeMs?: number;
}

const LOCAL = 'local';
/** Bounds the learned URLs: a flood of case or slash variants of one path cannot grow it. */
const MAX_FAST_URLS = 256;

/** What the raw fast path sends for a learned URL. */
export interface FastJsonAnswer {
  /** The current ready bytes (asks for the shared version first, as a route's read does). */
  ready: () => Promise<ReadyBody>;
  /** The headers the route had set before sending (security headers, its Cache-Control). */
  headers: Readonly<Record<string, string>>;
}

/**
 * The exact URLs (no query string) that a route answers with a jsonCache, learned when the route
 * first does, so the raw fast path (lib/raw-fast-path.ts, plugins/page-cache.ts) can answer them
 * without Fastify's request cycle (npm run bench:api, docs/decisions/030). Each answer still asks
 * for the shared version first, so an edit on any instance is seen at once.
 */
export function fastJsonAnswers() {
  const byUrl = new Map<string, FastJsonAnswer>();
  return {
    learn(url: string, answer: FastJsonAnswer) {
      if (byUrl.size < MAX_FAST_URLS && !byUrl.has(url)) byUrl.set(url, answer);
    },
    get: (url: string) => byUrl.get(url),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the page cache plugin when the app has the raw fast path. */
    fastJsonAnswers?: ReturnType<typeof fastJsonAnswers>;
  }
}
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/**
 * Versions kept in this process, for one instance without Redis: the same interface, so the page
 * cache keys on the versions that the JSON caches bump in both set-ups.
 */
export function localCacheVersions(): CacheVersions {
  const versions = new Map<string, number>();
  const read = (name: string) => String(versions.get(name) ?? 0);
  return {
    read: async (name) => read(name),
    readMany: async (names) => names.map(read),
    async bump(name) {
      versions.set(name, (versions.get(name) ?? 0) + 1);
    },
  };
}

/** The headers on `reply` so far, as strings (what hooks and the handler set before sending). */
function headersSetBefore(reply: FastifyReply) {
  return Object.fromEntries(
    Object.entries(reply.getHeaders()).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  );
}

/**
 * Cache of one public answer's JSON as ready bytes with its ETag (`npm run bench:api` showed the
 * lists at a third of a bare route's throughput; the database call, the zod response check, the
 * ETag hash and the compression on every request were the cost; docs/decisions/030). Filled on the first read, dropped by `invalidate()` after every
 * write, and rebuilt once older than `maxAgeMs`, except while a dependency is down: then the
 * last answer of the current version is served as it was (docs/decisions/056). With shared versions (docs/decisions/015) each read
 * first asks for the version, one Redis round trip, so a write through one instance is seen by
 * the next read on any other; when the version cannot be read the answer is built fresh and not
 * kept, so nothing stale is served while Redis is away.
 */
export function jsonCache<S extends z.ZodType>(
  schema: S,
  load: () => Promise<z.input<S>>,
  { name = 'json', versions = null, maxAgeMs = 5_000 }: JsonCacheOptions = {},
) {
  type Entry = { ready: ReadyBody; expiresAt: number; version: string };
  let entry: Entry | undefined;
  let pending: { version: string; promise: Promise<Entry> } | undefined;
  let generation = 0;

  async function build(version: string, compress = true): Promise<Entry> {
    countCache('json', 'builds');
    // The same check the route's response schema would make: nothing outside the schema goes out.
    const body = JSON.stringify(schema.parse(await load()));
    return {
      ready: await makeReadyBody(body, { headers: JSON_HEADERS, compress }),
      expiresAt: Date.now() + maxAgeMs,
      version,
    };
  }

  async function fill(version: string) {
    const startedAt = generation;
    const fresh = await build(version);
    // A write that landed while this read ran makes the result stale: serve it once, keep nothing.
    if (startedAt === generation) entry = fresh;
    return fresh;
  }

  async function current() {
    let version = LOCAL;
    if (versions) {
      const shared = await versions.read(name);
      if (shared === undefined) {
        entry = undefined;
        countCache('json', 'bypasses');
        return build(LOCAL, false);
      }
      version = shared;
    }
    if (entry && entry.version === version && entry.expiresAt > Date.now()) {
      countCache('json', 'hits');
      return entry;
    }
    countCache('json', 'misses');
    if (!pending || pending.version !== version) {
      // Past its age but of the same version: while the database is away it is still the newest
      // answer there is, so it is served as last built (docs/decisions/056), as pages are.
      const lastKnown = entry?.version === version ? entry : undefined;
      const promise: Promise<Entry> = fill(version)
        .catch((error: unknown) => {
          if (lastKnown && dependencyFailure(error)) return lastKnown;
          throw error;
        })
        .finally(() => {
          if (pending?.promise === promise) pending = undefined;
        });
      pending = { version, promise };
    }
    return pending.promise;
  }

  return {
    /**
     * Sends the cached answer as ready bytes (brotli, gzip or identity as the client accepts),
     * with its ETag; a matching If-None-Match gets a 304. A GET without a query string teaches
     * the raw fast path that its URL is this answer: call `send` only where the answer does not
     * depend on who asks or on headers (public reads without an access check or a rate limit).
     */
    async send(reply: FastifyReply) {
      const answer = await current();
      const request = reply.request as FastifyRequest;
      if (request.method === 'GET' && !request.url.includes('?') && reply.statusCode === 200)
        reply.server.fastJsonAnswers?.learn(request.url, {
          ready: async () => (await current()).ready,
          headers: headersSetBefore(reply),
        });
      return sendReadyBody(request, reply, answer.ready);
    },
    /** Drops the answer here and, with shared versions, on every instance. */
    invalidate(): Promise<void> {
      generation += 1;
      entry = undefined;
      pending = undefined;
      return versions ? versions.bump(name) : Promise.resolve();
    },
  };
}
