import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing saves less than the headers it adds (@fastify/compress's threshold). */
const MIN_COMPRESS_BYTES = 1024;

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  /** Headers that differ per variant: encoding, length, ETag. */
  headers: Record<string, string>;
  etag: string;
}

/**
 * One answer kept as ready bytes: the identity body and, when it is worth it, gzip and brotli
 * made once each (docs/decisions/030). Sending picks the variant the client accepts and sets
 * Content-Encoding, Vary, ETag and Content-Length; a matching If-None-Match gets a 304 without a
 * body and a HEAD request the headers only.
 */
export interface ReadyBody {
  status: number;
  /** Bytes held in memory by all variants together (for the cache's bound). */
  size: number;
  variants: Partial<Record<Encoding, Variant>>;
  /** Content-Type and whatever the answer carries beside it (Cache-Control, X-Robots-Tag). */
  headers: Record<string, string>;
  /** How its variants were compressed: `best` (brotli 11, gzip 9), `fast` or `none`. */
  quality: Compression;
}

/**
 * `best`: brotli 11 and gzip 9, ~100 ms of CPU for a page, paid once a kept page has proved
 * popular (docs/decisions/038). `fast`: brotli 5 and gzip 6, a few ms, for a first build on the
 * request path. `none`: identity only (an answer sent once).
 */
export type Compression = 'best' | 'fast' | 'none';

/**
 * Makes the variants of `body` in the thread pool, so the event loop keeps serving while
 * brotli works. Quality 11 and gzip level 9: the cost is paid once per content version, and each
 * visitor's phone downloads the smallest form.
 */
export async function makeReadyBody(
  body: string | Buffer,
  {
    headers,
    status = 200,
    compress = true,
    precompressed,
  }: {
    headers: Record<string, string>;
    status?: number;
    /** False (or 'none') for an answer sent once and dropped: no variants made in vain. */
    compress?: boolean | Compression;
    /**
     * Variants made beforehand at the best quality (the build's `.br` and `.gz` beside a hashed
     * asset): used as they are, nothing compressed here.
     */
    precompressed?: { br?: Buffer; gzip?: Buffer };
  },
): Promise<ReadyBody> {
  const quality: Compression =
    precompressed || compress === true ? 'best' : compress === false ? 'none' : compress;
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const hash = createHash('sha1').update(identity).digest('base64url').slice(0, 22);
  const variant = (encoding: Encoding, bytes: Buffer): Variant => {
    // A fast variant's bytes differ from the best one's: its own ETag.
    const suffix = quality === 'fast' ? '-fast' : '';
    const etag = encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}${suffix}"`;
    return {
      body: bytes,
      etag,
      headers: {
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        'content-length': String(bytes.length),
        etag,
      },
    };
  };
  const variants: ReadyBody['variants'] = { identity: variant('identity', identity) };
  if (precompressed) {
    const { br, gzip: gz } = precompressed;
    if (br && br.length < identity.length) variants.br = variant('br', br);
    if (gz && gz.length < identity.length) variants.gzip = variant('gzip', gz);
  } else if (quality !== 'none' && identity.length >= MIN_COMPRESS_BYTES) {
    const best = quality === 'best';
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: best ? zlib.BROTLI_MAX_QUALITY : 5,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: best ? 9 : 6 }),
    ]);
    // Kept only when smaller: an incompressible body is sent as it is.
    if (br.length < identity.length) variants.br = variant('br', br);
    if (gz.length < identity.length) variants.gzip = variant('gzip', gz);
  }
  const size = Object.values(variants).reduce((sum, item) => sum + item.body.length, 0);
  return { status, size, variants, headers: { ...headers, vary: 'accept-encoding' }, quality };
}

/** The variant for this request's Accept-Encoding: brotli, then gzip, else identity. */
function pickVariant(request: { headers: IncomingMessage['headers'] }, ready: ReadyBody) {
  const accepted = request.headers['accept-encoding'];
  if (accepted && ready.variants.br && acceptsEncoding(accepted, 'br')) return ready.variants.br;
  if (accepted && ready.variants.gzip && acceptsEncoding(accepted, 'gzip'))
    return ready.variants.gzip;
  return ready.variants.identity!;
}

/** True when `header` lists `encoding` without `;q=0` (RFC 9110 §12.5.3). */
export function acceptsEncoding(header: string, encoding: string) {
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== encoding) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** True when If-None-Match names `etag` (weak or strong form) or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Sends `ready` as this request wants it (see ReadyBody). */
export function sendReadyBody(request: FastifyRequest, reply: FastifyReply, ready: ReadyBody) {
  const variant = pickVariant(request, ready);
  reply.headers(ready.headers).headers(variant.headers);
  if (ready.status < 300 && matchesEtag(request.headers['if-none-match'], variant.etag)) {
    reply.removeHeader('content-length');
    return reply.code(304).send();
  }
  reply.code(ready.status);
  // Node writes no body for HEAD; Content-Length still says how long the body would be.
  return request.method === 'HEAD' ? reply.send() : reply.send(variant.body);
}

interface RawHeaders {
  base: Readonly<Record<string, string>>;
  full: Record<string, string>;
  notModified: Record<string, string>;
}

/** Per variant, its merged headers for the raw path, made on first use (a kept answer's are fixed). */
const rawHeaders = new WeakMap<Variant, RawHeaders>();

function rawHeadersOf(ready: ReadyBody, variant: Variant, base: Readonly<Record<string, string>>) {
  let made = rawHeaders.get(variant);
  if (made?.base !== base) {
    const full = { ...base, ...ready.headers, ...variant.headers };
    const { 'content-length': _length, ...notModified } = full;
    made = { base, full, notModified };
    rawHeaders.set(variant, made);
  }
  return made;
}

/**
 * Writes `ready` on a raw Node response, before Fastify (lib/raw-fast-path.ts): the same status,
 * headers and bytes as sendReadyBody, with `base` (the security headers every answer carries)
 * first. The merged headers are made once per variant, so a hit costs one lookup and one write.
 */
export function writeReadyBodyRaw(
  request: IncomingMessage,
  response: ServerResponse,
  ready: ReadyBody,
  base: Readonly<Record<string, string>>,
) {
  const variant = pickVariant(request, ready);
  const headers = rawHeadersOf(ready, variant, base);
  if (ready.status < 300 && matchesEtag(request.headers['if-none-match'], variant.etag)) {
    response.writeHead(304, headers.notModified).end();
    return;
  }
  response.writeHead(ready.status, headers.full);
  if (request.method === 'HEAD') response.end();
  else response.end(variant.body);
}
