import { readFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { type ReadyBody, makeReadyBody } from './ready-body.ts';

/** The types of the files a web build writes under `assets/`; other files are left to Fastify. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

/** A hashed name's bytes never change: a year, and no revalidation (RFC 8246). */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Reads `file`, or undefined when it is not there. */
async function readIfThere(file: string) {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The hashed files of a web build (`dir`, its `assets/` folder) as ready answers in memory, for
 * the raw fast path (lib/raw-fast-path.ts, docs/decisions/038). The names are listed once, when
 * the server starts: a name the build did not write is never looked for on disk. A file is read
 * on its first request with the `.br` and `.gz` the build wrote beside it
 * (tooling/precompress-assets.ts), or compressed then, once, when they are missing; every later
 * request is a lookup. The memory held is at most the folder's size, fixed for the process's life.
 */
export function hashedAssets(dir: string) {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isFile() && TYPES[path.extname(entry.name)]) names.add(entry.name);
  const ready = new Map<string, ReadyBody>();
  const loading = new Map<string, Promise<ReadyBody>>();

  async function load(name: string) {
    const file = path.join(dir, name);
    const identity = await readFile(file);
    const [br, gzip] = await Promise.all([readIfThere(`${file}.br`), readIfThere(`${file}.gz`)]);
    const headers = {
      'content-type': TYPES[path.extname(name)],
      'cache-control': IMMUTABLE_CACHE_CONTROL,
    };
    const compressible = /^(text\/|application\/json|image\/svg)/.test(headers['content-type']);
    const body = await makeReadyBody(identity, {
      headers,
      ...(br || gzip ? { precompressed: { br, gzip } } : { compress: compressible }),
    });
    ready.set(name, body);
    return body;
  }

  return {
    /**
     * The answer for the file `name` (the path after `/assets/`): the kept one, a promise of it
     * on its first request, or undefined when the build wrote no such file.
     */
    get(name: string): ReadyBody | Promise<ReadyBody> | undefined {
      const kept = ready.get(name);
      if (kept) return kept;
      if (!names.has(name)) return undefined;
      let pending = loading.get(name);
      if (!pending) {
        pending = load(name).finally(() => loading.delete(name));
        loading.set(name, pending);
      }
      return pending;
    },
  };
}

export type HashedAssets = ReturnType<typeof hashedAssets>;
