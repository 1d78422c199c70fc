import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { apiErrorText } from '#common/texts/common';

import type { Config } from '../config.ts';
import { HttpError, badRequest, notFound } from '../lib/http-errors.ts';
import {
  IMAGE_WIDTHS,
  InvalidImageError,
  STORED_IMAGE_WIDTH,
  toWebpVariants,
} from '../lib/images.ts';

/**
 * File storage (docs/decisions/005-file-storage.md). Files get random names, never the client's.
 * Public images live under /uploads with year-long immutable caching; private files (applicant
 * documents and photos) are only served through signed, expiring /api/files URLs. The interface
 * is what an S3 implementation would provide; this version stores on local disk.
 */

export interface Storage {
  /** Re-encodes an image. Public: three WebP widths, returns its /uploads URL. Private: returns a key. */
  saveImage(source: Buffer | string, visibility: 'public' | 'private'): Promise<string>;
  /** Stores a private document from a temporary file; returns its key. */
  saveDocument(sourcePath: string, ext: string): Promise<string>;
  /** Deletes a public image (every width) by URL or a private file by key; missing files are fine. */
  remove(urlOrKey: string | null | undefined): Promise<void>;
  /** A URL that serves a private file until it expires. */
  signedUrl(key: string, ttlSeconds?: number): string;
  /** Where uploads are spooled while a request is read. */
  tmpDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const PUBLIC_PREFIX = '/uploads/';
const PRIVATE_KEY = /^(documents|photos)\/[A-Za-z0-9_-]{16,64}\.(pdf|doc|docx|webp)$/;
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  webp: 'image/webp',
};
// Issue 9: a signed address that leaks (history, a forwarded link) is useless after 5 minutes.
export const DEFAULT_SIGNED_TTL_SECONDS = 5 * 60;

const randomId = () => randomBytes(16).toString('base64url');

export const storagePlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const root = path.join(config.dataDir, 'uploads');
  const publicDir = path.join(root, 'public');
  const privateDir = path.join(root, 'private');
  const tmpDir = path.join(config.dataDir, 'tmp');
  await Promise.all([publicDir, privateDir, tmpDir].map((dir) => mkdir(dir, { recursive: true })));
  const signingKey = createHmac('sha256', config.jwtSecret).update('sigap-file-urls').digest();

  const signature = (key: string, expires: number) =>
    createHmac('sha256', signingKey).update(`${key}:${expires}`).digest('base64url');

  const storage: Storage = {
    tmpDir,
    async saveImage(source, visibility) {
      let result;
      try {
        result = await toWebpVariants(source);
      } catch (error) {
        if (error instanceof InvalidImageError)
          throw badRequest(
            error.reason === 'too-many-pixels'
              ? apiErrorText.imageTooManyPixels
              : apiErrorText.imageDamaged,
          );
        throw error;
      }
      const id = randomId();
      if (visibility === 'private') {
        const variant = result.variants.find((v) => v.width === STORED_IMAGE_WIDTH)!;
        const key = `photos/${id}.webp`;
        await mkdir(path.join(privateDir, 'photos'), { recursive: true });
        await writeFile(path.join(privateDir, key), variant.data);
        return key;
      }
      await mkdir(path.join(publicDir, 'images'), { recursive: true });
      await Promise.all(
        result.variants.map((v) =>
          writeFile(path.join(publicDir, 'images', `${id}-${v.width}.webp`), v.data),
        ),
      );
      return `${PUBLIC_PREFIX}images/${id}-${STORED_IMAGE_WIDTH}.webp`;
    },
    async saveDocument(sourcePath, ext) {
      const key = `documents/${randomId()}.${ext}`;
      await mkdir(path.join(privateDir, 'documents'), { recursive: true });
      await copyFile(sourcePath, path.join(privateDir, key));
      return key;
    },
    async remove(urlOrKey) {
      if (!urlOrKey) return;
      const image = /^\/uploads\/images\/([A-Za-z0-9_-]{16,64})-\d+\.webp$/.exec(urlOrKey);
      if (image) {
        await Promise.all(
          IMAGE_WIDTHS.map((w) =>
            rm(path.join(publicDir, 'images', `${image[1]}-${w}.webp`), { force: true }),
          ),
        );
        return;
      }
      if (PRIVATE_KEY.test(urlOrKey)) await rm(path.join(privateDir, urlOrKey), { force: true });
    },
    signedUrl(key, ttlSeconds = DEFAULT_SIGNED_TTL_SECONDS) {
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      return `/api/files/${key}?expires=${expires}&sig=${signature(key, expires)}`;
    },
  };
  app.decorate('storage', storage);

  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: PUBLIC_PREFIX,
    decorateReply: false,
    index: false,
    // Names are random and never reused, so a file at a URL never changes.
    immutable: true,
    maxAge: '365d',
  });

  app.get<{
    Params: { kind: string; name: string };
    Querystring: { expires?: string; sig?: string };
  }>('/api/files/:kind/:name', async (request, reply) => {
    const key = `${request.params.kind}/${request.params.name}`;
    const expires = Number(request.query.expires);
    const given = Buffer.from(String(request.query.sig ?? ''));
    const expected = Buffer.from(signature(key, expires));
    const valid =
      PRIVATE_KEY.test(key) &&
      Number.isInteger(expires) &&
      expires > Date.now() / 1000 &&
      given.length === expected.length &&
      timingSafeEqual(given, expected);
    if (!valid) throw new HttpError(403, apiErrorText.invalidLink);
    const file = path.join(privateDir, key);
    const info = await stat(file).catch(() => undefined);
    if (!info) throw notFound(apiErrorText.notFound);
    const ext = key.slice(key.lastIndexOf('.') + 1);
    return (
      reply
        .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
        .header('content-length', info.size)
        // CONTRACT: resumes download as attachments (a PDF never renders in our origin); no cache
        // along the way keeps an applicant's files; the browser never guesses another type.
        .header(
          'content-disposition',
          request.params.kind === 'documents'
            ? `attachment; filename="dokumen.${ext}"`
            : 'inline; filename="foto.webp"',
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('x-robots-tag', 'noindex')
        .send(createReadStream(file))
    );
  });
});
