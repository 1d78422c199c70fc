import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { apiErrorText, commonText } from '#common/texts/common';

import { NOT_FOUND_PAGE, NOT_FOUND_PAGE_EN, type PageRequest } from '../domain/public-pages.ts';
import { type ReadyBody, acceptsEncoding } from '../lib/ready-body.ts';

/**
 * One rendered answer of the page cache (server/plugins/page-cache.ts): whether it may be kept
 * for everyone, how it is sent when it may not, and the two pages sent in place of a render.
 */

/** What a page's renderer answers: status, body and headers (Content-Type among them). */
export interface RenderedPage {
  status: number;
  body: string | Buffer;
  headers: Record<string, string>;
}

export type PageRenderer = (url: string) => Promise<RenderedPage>;

/** Statuses whose page is the same for everyone until an edit: kept. */
const KEPT_STATUSES = new Set([200, 410]);

/** May this answer go to everyone who asks for `page` until its versions change? */
export function isKeepable(page: PageRequest, rendered: RenderedPage) {
  const status = rendered.status;
  const sharedNotFound = page.page === NOT_FOUND_PAGE || page.page === NOT_FOUND_PAGE_EN;
  if (!(KEPT_STATUSES.has(status) || (status === 404 && sharedNotFound))) return false;
  const headers = Object.fromEntries(
    Object.entries(rendered.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  if ('set-cookie' in headers) return false;
  return !/\b(private|no-store)\b/.test(headers['cache-control'] ?? '');
}

/** The Indonesian page for a render that failed: sent once, never kept. */
export const ERROR_PAGE = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${commonText.somethingWentWrong}</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1.5rem; color: #1e293b">
    <h1>${commonText.somethingWentWrong}</h1>
    <p>${apiErrorText.internal}</p>
    <p><a href="/">${commonText.backHome}</a></p>
  </body>
</html>
`;

/**
 * An answer made for one request: compressed for this client only, quickly (brotli 4, gzip 6),
 * as every page was before the cache (a home page of ~80 KB of HTML becomes ~17 KB).
 */
export function sendOnce(request: FastifyRequest, reply: FastifyReply, ready: ReadyBody) {
  const { body } = ready.variants.identity!;
  reply.code(ready.status).headers(ready.headers);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  let sent = body;
  if (body.length >= 1024 && request.method !== 'HEAD') {
    if (acceptsEncoding(accepted, 'br')) {
      reply.header('content-encoding', 'br');
      sent = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
    } else if (acceptsEncoding(accepted, 'gzip')) {
      reply.header('content-encoding', 'gzip');
      sent = gzipSync(body, { level: 6 });
    }
  }
  return request.method === 'HEAD'
    ? reply.header('content-length', String(body.length)).send()
    : reply.send(sent);
}

/** The Indonesian page for a client past its renders: sent, never kept. */
export const TOO_MANY_PAGE = ERROR_PAGE.replaceAll(
  commonText.somethingWentWrong,
  apiErrorText.tooManyRequests,
).replace(`<p>${apiErrorText.internal}</p>`, '');
