import { createHash } from 'node:crypto';

import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

import { recordCacheLookup } from './cache-metrics.ts';

/**
 * Shared versions of cached answers (Redis when REDIS_URL is set, `plugins/shared-cache.ts`):
 * a write on any instance bumps the version, and every read compares it before serving.
 */
export interface CacheVersions {
  /** The current version of `name`; undefined when it cannot be known (then do not cache). */
  read(name: string): Promise<string | undefined>;
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

/**
 * Cache of one public answer's JSON text and ETag (`npm run bench:api` showed the lists at a third
 * of a bare route's throughput; the database call, the zod response check and the ETag hash on
 * every request were the cost). Filled on the first read, dropped by `invalidate()` after every
 * write, and never older than `maxAgeMs`. With shared versions (docs/decisions/015) each read
 * first asks for the version, one Redis round trip, so a write through one instance is seen by
 * the next read on any other; when the version cannot be read the answer is built fresh and not
 * kept, so nothing stale is served while Redis is away.
 */
export function jsonCache<S extends z.ZodType>(
  schema: S,
  load: () => Promise<z.input<S>>,
  { name = 'json', versions = null, maxAgeMs = 5_000 }: JsonCacheOptions = {},
) {
  type Entry = { body: string; etag: string; expiresAt: number; version: string };
  let entry: Entry | undefined;
  let pending: { version: string; promise: Promise<Entry> } | undefined;
  let generation = 0;

  async function build(version: string): Promise<Entry> {
    // The same check the route's response schema would make: nothing outside the schema goes out.
    const body = JSON.stringify(schema.parse(await load()));
    return {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
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
        recordCacheLookup('json', false);
        return build(LOCAL);
      }
      version = shared;
    }
    if (entry && entry.version === version && entry.expiresAt > Date.now()) {
      recordCacheLookup('json', true);
      return entry;
    }
    // A read that joins a build already under way costs no query of its own: a hit.
    recordCacheLookup('json', Boolean(pending && pending.version === version));
    if (!pending || pending.version !== version) {
      const promise: Promise<Entry> = fill(version).finally(() => {
        if (pending?.promise === promise) pending = undefined;
      });
      pending = { version, promise };
    }
    return pending.promise;
  }

  return {
    /** Sends the cached answer; @fastify/etag keeps the ETag given and answers 304 on a match. */
    async send(reply: FastifyReply) {
      const answer = await current();
      return reply
        .type('application/json; charset=utf-8')
        .header('etag', answer.etag)
        .send(answer.body);
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
