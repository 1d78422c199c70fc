import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { apiErrorText } from '#common/texts/common';

import type { Config } from '../config.ts';
import { dependencyFailure } from '../lib/dependency-errors.ts';
import { HttpError, badRequest } from '../lib/http-errors.ts';
import {
  IMAGE_WIDTHS,
  InvalidImageError,
  STORED_IMAGE_WIDTH,
  toWebpVariants,
} from '../lib/images.ts';
import { fileRoutes } from './storage/file-routes.ts';
import {
  PUBLIC_CACHE_CONTROL,
  objectKeysOf,
  privateObjectKey,
  publicImageKey,
  publicImageUrl,
  urlSigner,
} from './storage/keys.ts';
import { CONTENT_TYPES, type ObjectStore, type PutOptions } from '../ports/object-store.ts';
import type { Storage } from '../ports/storage.ts';
import { openObjectStore } from './storage/open-store.ts';

/**
 * File storage (docs/decisions/005-file-storage.md, 013-object-storage.md). Files get random
 * names, never the client's. Public images are served under /uploads with year-long immutable
 * caching; private files (applicant documents and photos) only through signed, expiring
 * /api/files URLs. The bytes live on local disk or in an S3-compatible bucket (STORAGE).
 */

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

// A signed address that leaks (history, a forwarded link) is useless after 5 minutes (docs/decisions/022).
export const DEFAULT_SIGNED_TTL_SECONDS = 5 * 60;

/** How long a failed write's answer waits for its objects to be taken back (see put below). */
const TAKE_BACK_WAIT_MS = 1_000;

const randomId = () => randomBytes(16).toString('base64url');

/** Builds the Storage on an open store; failures of the store itself become 503. */
export function createStorage(
  store: ObjectStore,
  options: { tmpDir: string; jwtSecret: string; log: FastifyBaseLogger },
): Storage {
  const signer = urlSigner(options.jwtSecret);
  const { log } = options;

  async function put(objects: { key: string; body: Buffer | string; options: PutOptions }[]) {
    try {
      await Promise.all(
        objects.map(({ key, body, options: putOptions }) =>
          store.put(key, typeof body === 'string' ? createReadStream(body) : body, putOptions),
        ),
      );
    } catch (error) {
      log.error({ err: error, store: store.description }, 'file store write failed');
      // Some objects may have landed: take them back so nothing half-written stays. A store
      // that is down takes seconds to refuse this too: the answer waits for it one second at
      // most, and the take-back goes on behind it.
      const takeBack = store.remove(objects.map((o) => o.key)).catch(() => undefined);
      await Promise.race([takeBack, delay(TAKE_BACK_WAIT_MS, undefined, { ref: false })]);
      // A full disk under a local store is 507, as for the database (docs/decisions/056).
      const full = dependencyFailure(error);
      if (full?.statusCode === 507) throw full;
      throw new HttpError(503, apiErrorText.storageUnavailable, { 'retry-after': '30' });
    }
  }

  return {
    tmpDir: options.tmpDir,
    store,
    async saveImage(source, visibility) {
      let result;
      try {
        // A private photo is shown in one width only: only that one is made (docs/decisions/032).
        result = await toWebpVariants(
          source,
          visibility === 'private' ? [STORED_IMAGE_WIDTH] : IMAGE_WIDTHS,
        );
      } catch (error) {
        if (!(error instanceof InvalidImageError)) throw error;
        throw badRequest(
          error.reason === 'too-many-pixels'
            ? apiErrorText.imageTooManyPixels
            : apiErrorText.imageDamaged,
        );
      }
      const id = randomId();
      if (visibility === 'private') {
        const variant = result.variants[0]!;
        const key = `photos/${id}.webp`;
        await put([
          {
            key: privateObjectKey(key),
            body: variant.data,
            options: { contentType: 'image/webp' },
          },
        ]);
        return key;
      }
      await put(
        result.variants.map((v) => ({
          key: publicImageKey(id, v.width),
          body: v.data,
          options: { contentType: 'image/webp', cacheControl: PUBLIC_CACHE_CONTROL },
        })),
      );
      return publicImageUrl(id, STORED_IMAGE_WIDTH);
    },
    async saveDocument(sourcePath, ext) {
      const key = `documents/${randomId()}.${ext}`;
      const contentType = CONTENT_TYPES[ext] ?? 'application/octet-stream';
      await put([{ key: privateObjectKey(key), body: sourcePath, options: { contentType } }]);
      return key;
    },
    async remove(urlOrKey) {
      const keys = urlOrKey ? objectKeysOf(urlOrKey) : [];
      if (!keys.length) return;
      // The row is already gone or replaced; a file left behind is harmless, a 500 is not.
      await store.remove(keys).catch((error: unknown) => {
        log.warn({ err: error, store: store.description }, 'file store delete failed');
      });
    },
    signedUrl(key, ttlSeconds = DEFAULT_SIGNED_TTL_SECONDS, viewer) {
      return signer.sign(key, ttlSeconds, viewer);
    },
    check: () => store.check(),
  };
}

export const storagePlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const tmpDir = path.join(config.dataDir, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const store = await openObjectStore(config);
  app.addHook('onClose', () => store.close());
  app.log.info({ store: store.description }, 'file storage ready');
  app.decorate(
    'storage',
    createStorage(store, { tmpDir, jwtSecret: config.jwtSecret, log: app.log }),
  );
  await app.register(fileRoutes, { config, store, signer: urlSigner(config.jwtSecret) });
});
