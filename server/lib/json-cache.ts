import { createHash } from 'node:crypto';

import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * In-memory cache of one public answer's JSON text and ETag (`npm run bench:api` showed
 * the lists at a third of a bare route's throughput; the database call, the zod response check
 * and the ETag hash on every request were the cost). Filled on the first read, dropped by
 * `invalidate()` after every write on this instance, and never older than `maxAgeMs`, which
 * bounds staleness when several instances share one database.
 */
export function jsonCache<S extends z.ZodType>(
  schema: S,
  load: () => Promise<z.input<S>>,
  maxAgeMs = 5_000,
) {
  let entry: { body: string; etag: string; expiresAt: number } | undefined;
  let pending: Promise<NonNullable<typeof entry>> | undefined;
  let generation = 0;

  async function fill() {
    const startedAt = generation;
    // The same check the route's response schema would make: nothing outside the schema goes out.
    const body = JSON.stringify(schema.parse(await load()));
    const fresh = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      expiresAt: Date.now() + maxAgeMs,
    };
    // A write that landed while this read ran makes the result stale: serve it once, keep nothing.
    if (startedAt === generation) entry = fresh;
    return fresh;
  }

  return {
    /** Sends the cached answer; @fastify/etag keeps the ETag given and answers 304 on a match. */
    async send(reply: FastifyReply) {
      let current = entry && entry.expiresAt > Date.now() ? entry : undefined;
      if (!current) {
        pending ??= fill().finally(() => {
          pending = undefined;
        });
        current = await pending;
      }
      return reply
        .type('application/json; charset=utf-8')
        .header('etag', current.etag)
        .send(current.body);
    },
    invalidate() {
      generation += 1;
      entry = undefined;
      pending = undefined;
    },
  };
}
