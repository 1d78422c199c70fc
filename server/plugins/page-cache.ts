import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { apiErrorText, commonText } from '#common/texts/common';

import type { Config } from '../config.ts';
import { countCache, reportPageCacheSize } from '../lib/cache-stats.ts';
import { fastJsonAnswers } from '../lib/json-cache.ts';
import { type BuiltPage, pageStore } from '../lib/page-store.ts';
import type { RawFastPath } from '../lib/raw-fast-path.ts';
import {
  NOT_FOUND_PAGE,
  type PageRequest,
  matchPublicPage,
  notFoundPageRequest,
} from '../domain/public-pages.ts';
import {
  type ReadyBody,
  acceptsEncoding,
  makeReadyBody,
  sendReadyBody,
  writeReadyBodyRaw,
} from '../lib/ready-body.ts';

/** What a page's renderer answers: status, body and headers (Content-Type among them). */
export interface RenderedPage {
  status: number;
  body: string | Buffer;
  headers: Record<string, string>;
}

export type PageRenderer = (url: string) => Promise<RenderedPage>;

/** A last bound on a kept page's age: the footer's year changes with no edit (decision 030). */
const MAX_AGE_MS = 10 * 60_000;

/** Statuses whose page is the same for everyone until an edit: kept. */
const KEPT_STATUSES = new Set([200, 410]);

declare module 'fastify' {
  interface FastifyInstance {
    /** Public pages as ready bytes, per content version (docs/decisions/030). */
    pageCache: {
      /** Answers `page` from memory, rendering it with `render` when its content changed. */
      serve(
        request: FastifyRequest,
        reply: FastifyReply,
        page: PageRequest,
        render: PageRenderer,
      ): Promise<FastifyReply>;
      /** Answers a page rendered for this request alone (not listed, or not cacheable). */
      sendUncached(
        request: FastifyRequest,
        reply: FastifyReply,
        render: () => Promise<RenderedPage>,
      ): Promise<FastifyReply>;
      /** Forgets every kept page (tests). */
      clear(): void;
      /**
       * Lets the raw fast path answer unlisted paths with the shared 404 page: `isPagePath` says
       * whether a web route (not the catch-all) answers a path. Set by the web plugin.
       */
      recognizePages(isPagePath: (pathname: string) => boolean): void;
    };
  }
}

/** May this answer go to everyone who asks for `page` until its versions change? */
function isKeepable(page: PageRequest, rendered: RenderedPage) {
  const status = rendered.status;
  if (!(KEPT_STATUSES.has(status) || (status === 404 && page.page === NOT_FOUND_PAGE)))
    return false;
  const headers = Object.fromEntries(
    Object.entries(rendered.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  if ('set-cookie' in headers) return false;
  return !/\b(private|no-store)\b/.test(headers['cache-control'] ?? '');
}

/** The Indonesian page for a render that failed: sent once, never kept. */
const ERROR_PAGE = `<!doctype html>
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
function sendOnce(request: FastifyRequest, reply: FastifyReply, ready: ReadyBody) {
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

export const pageCachePlugin = fp(
  async (
    app: FastifyInstance,
    { config, fastPath }: { config: Config; fastPath?: RawFastPath },
  ) => {
    const store = pageStore({ maxBytes: config.pageCacheMb * 1024 * 1024, maxAgeMs: MAX_AGE_MS });
    reportPageCacheSize(() => store.size());
    const versionsOf = async (page: PageRequest) =>
      (await app.cacheVersions.readMany(page.versions))?.join(',');

    async function renderReady(render: () => Promise<RenderedPage>, keep: boolean) {
      countCache('page', 'builds');
      const rendered = await render();
      return makeReadyBody(rendered.body, {
        headers: rendered.headers,
        status: rendered.status,
        compress: keep,
      });
    }

    async function sendUncached(
      request: FastifyRequest,
      reply: FastifyReply,
      render: () => Promise<RenderedPage>,
    ) {
      let ready: ReadyBody;
      try {
        ready = await renderReady(render, false);
      } catch (error) {
        return sendError(request, reply, error);
      }
      return sendOnce(request, reply, ready);
    }

    async function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
      request.log.error({ err: error }, 'page render failed');
      const ready = await makeReadyBody(ERROR_PAGE, {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        status: 500,
        compress: false,
      });
      return sendOnce(request, reply, ready);
    }

    app.decorate('pageCache', {
      async serve(request, reply, page, render) {
        const versions = await versionsOf(page);
        // Redis away: render per request, as before the cache (correct first, fast second).
        if (versions === undefined) {
          countCache('page', 'bypasses');
          return sendUncached(request, reply, () => render(page.url));
        }
        const kept = store.get(page.url, versions);
        if (kept) {
          countCache('page', 'hits');
          return sendReadyBody(request, reply, kept);
        }
        countCache('page', 'misses');
        let built: BuiltPage;
        try {
          built = await store.build(
            page.url,
            versions,
            async () => {
              const rendered = await render(page.url);
              const keep = isKeepable(page, rendered);
              return { ready: await renderReady(async () => rendered, keep), keep };
            },
            async () => (await versionsOf(page)) === versions,
          );
        } catch (error) {
          return sendError(request, reply, error);
        }
        return built.keep
          ? sendReadyBody(request, reply, built.ready)
          : sendOnce(request, reply, built.ready);
      },
      sendUncached,
      clear: () => store.clear(),
      recognizePages(check) {
        isPagePath = check;
      },
    });

    // The raw fast path (lib/raw-fast-path.ts): only kept answers, only while the app is not
    // closing (Fastify then answers 503 and closes the connection), never a path another route
    // of the app owns (static files, sitemap.xml are listed pages and come from here too).
    let isPagePath: ((pathname: string) => boolean) | undefined;
    let closing = false;
    const ownRoutes = new Set<string>();
    const ownPrefixes: string[] = [];
    app.addHook('onRoute', ({ url }) => {
      const variable = url.search(/[:*]/);
      if (variable < 0) ownRoutes.add(url);
      else ownPrefixes.push(url.slice(0, variable));
    });
    app.addHook('preClose', async () => {
      closing = true;
    });
    const isOwnRoute = (pathname: string) =>
      ownRoutes.has(pathname) || ownPrefixes.some((prefix) => pathname.startsWith(prefix));

    const fastJson = fastJsonAnswers();
    if (fastPath) app.decorate('fastJsonAnswers', fastJson);

    fastPath?.use(async (request, response) => {
      if (closing) return false;
      const url = request.url ?? '/';
      if (url.startsWith('/api/')) {
        // A public read a route has answered from its jsonCache (lib/json-cache.ts).
        const answer = fastJson.get(url);
        if (!answer) return false;
        writeReadyBodyRaw(request, response, await answer.ready(), answer.headers);
        return true;
      }
      let page = matchPublicPage(url);
      if (!page) {
        const at = url.indexOf('?');
        const pathname = at < 0 ? url : url.slice(0, at);
        if (!isPagePath || pathname.startsWith('/api') || isOwnRoute(pathname)) return false;
        if (isPagePath(pathname)) return false;
        page = notFoundPageRequest();
      }
      const versions = await versionsOf(page);
      const kept = versions === undefined ? undefined : store.get(page.url, versions);
      if (!kept) return false;
      countCache('page', 'hits');
      writeReadyBodyRaw(request, response, kept, app.securityHeaders);
      return true;
    });
  },
);
