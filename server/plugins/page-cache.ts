import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '../config.ts';
import { countCache, reportPageCacheSize } from '../lib/cache-stats.ts';
import { dependencyFailure } from '../lib/dependency-errors.ts';
import type { HashedAssets } from '../lib/hashed-assets.ts';
import { fastJsonAnswers } from '../lib/json-cache.ts';
import { type BuiltPage, pageStore } from '../lib/page-store.ts';
import type { RawFastPath } from '../lib/raw-fast-path.ts';
import { clientBudget } from '../lib/client-budget.ts';
import {
  type KnownValues,
  type PageRequest,
  matchPublicPage,
  needsKnownValues,
  notFoundPageRequest,
} from '../domain/public-pages.ts';
import {
  type ReadyBody,
  makeReadyBody,
  sendReadyBody,
  writeReadyBodyRaw,
} from '../lib/ready-body.ts';
import {
  ERROR_PAGE,
  type PageRenderer,
  type RenderedPage,
  TOO_MANY_PAGE,
  isKeepable,
  sendOnce,
} from './page-cache-answers.ts';

/** A last bound on a kept page's age: the footer's year changes with no edit (decision 030). */
const MAX_AGE_MS = 10 * 60_000;

/**
 * Renders one client may cause per minute (times RATE_LIMIT_FACTOR): a page view that finds its
 * page kept costs nothing, a miss ~10 ms of CPU. A visitor reading the site after edits needs a
 * handful; a scanner making up URLs gets 429 after these (docs/decisions/038).
 */
const MISSES_PER_MINUTE = 60;

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
       * The page `url` asks for, its values checked against what the site has (PublicPage.known):
       * undefined when it is not a listed page.
       */
      match(url: string): Promise<PageRequest | undefined>;
      /**
       * Says where the values of PublicPage.known come from: `load` reads them, again whenever
       * the content version `versionKey` changes. Set by the feature that owns them (vacancies).
       */
      provideKnownValues(versionKey: string, load: () => Promise<KnownValues>): void;
      /**
       * Lets the raw fast path answer unlisted paths with the shared 404 page: `isPagePath` says
       * whether a web route (not the catch-all) answers a path. Set by the web plugin.
       */
      recognizePages(isPagePath: (pathname: string) => boolean): void;
      /**
       * Lets the raw fast path answer `/assets/<name>` from memory (lib/hashed-assets.ts). Set by
       * the web plugin in production; a name the build did not write goes on to Fastify (404).
       */
      serveAssets(assets: HashedAssets): void;
    };
  }
}

export const pageCachePlugin = fp(
  async (
    app: FastifyInstance,
    { config, fastPath }: { config: Config; fastPath?: RawFastPath },
  ) => {
    // A first build compresses fast; an entry asked for a few times is made again with the best
    // compression in the background (docs/decisions/038).
    const store = pageStore({
      maxBytes: config.pageCacheMb * 1024 * 1024,
      maxAgeMs: MAX_AGE_MS,
      improve: (ready) =>
        ready.quality === 'fast'
          ? makeReadyBody(ready.variants.identity!.body, {
              headers: ready.headers,
              status: ready.status,
              compress: 'best',
            })
          : undefined,
    });
    const missLimit = clientBudget(MISSES_PER_MINUTE * config.rateLimitFactor, 60_000);

    let known: { version: string; values: Promise<KnownValues> } | undefined;
    let knownSource: { versionKey: string; load: () => Promise<KnownValues> } | undefined;
    /** The values last loaded: what pages are matched against while the database is down. */
    let lastKnown: KnownValues | undefined;
    const orLastKnown = (values: Promise<KnownValues>) =>
      values.catch((error: unknown) => {
        if (lastKnown && dependencyFailure(error)) return lastKnown;
        throw error;
      });
    /** The known values for the current version, loaded once per version. */
    async function knownValues(): Promise<KnownValues | undefined> {
      if (!knownSource) return undefined;
      const version = (await app.cacheVersions.readMany([knownSource.versionKey]))?.join(',');
      if (version === undefined) return orLastKnown(knownSource.load());
      if (known?.version !== version) {
        const values = knownSource.load().then((loaded) => (lastKnown = loaded));
        known = { version, values };
        values.catch(() => {
          if (known?.values === values) known = undefined;
        });
      }
      return orLastKnown(known.values);
    }
    async function match(url: string) {
      const first = matchPublicPage(url);
      if (!needsKnownValues(first)) return first;
      return matchPublicPage(url, undefined, await knownValues());
    }
    reportPageCacheSize(() => store.size());
    const versionsOf = async (page: PageRequest) =>
      (await app.cacheVersions.readMany(page.versions))?.join(',');

    async function renderReady(render: () => Promise<RenderedPage>, keep: boolean) {
      countCache('page', 'builds');
      const rendered = await render();
      return makeReadyBody(rendered.body, {
        headers: rendered.headers,
        status: rendered.status,
        compress: keep ? 'fast' : 'none',
      });
    }

    /** The 429 for a client past its renders (MISSES_PER_MINUTE). */
    function sendTooMany(reply: FastifyReply, retryAfter: number) {
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(TOO_MANY_PAGE);
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
        // Versions unknown (a CacheVersions that cannot tell): render per request.
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
        const wait = missLimit.take(request.ip);
        if (wait > 0) return sendTooMany(reply, wait);
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
          // The database down: the page as last built rather than an error page (decision 056).
          const stale = dependencyFailure(error) ? store.stale(page.url) : undefined;
          if (!stale) return sendError(request, reply, error);
          request.log.warn({ err: error }, 'page served as last built: a dependency failed');
          countCache('page', 'hits');
          return sendReadyBody(request, reply, stale);
        }
        return built.keep
          ? sendReadyBody(request, reply, built.ready)
          : sendOnce(request, reply, built.ready);
      },
      sendUncached,
      clear: () => store.clear(),
      match,
      provideKnownValues(versionKey, load) {
        knownSource = { versionKey, load };
        known = undefined;
      },
      recognizePages(check) {
        isPagePath = check;
      },
      serveAssets(served) {
        assets = served;
      },
    });

    // The raw fast path (lib/raw-fast-path.ts): only kept answers, only while the app is not
    // closing (Fastify then answers 503 and closes the connection), never a path another route
    // of the app owns (static files, sitemap.xml are listed pages and come from here too).
    let isPagePath: ((pathname: string) => boolean) | undefined;
    let assets: HashedAssets | undefined;
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });

    const fastJson = fastJsonAnswers();
    if (fastPath) app.decorate('fastJsonAnswers', fastJson);

    /**
     * While draining, every answer closes its connection (plugins/readiness.ts), the fast path's
     * too: a proxy must not send the next request on it.
     */
    const closeIfDraining = (request: IncomingMessage, response: ServerResponse) => {
      if (app.readiness.state() === 'draining' && request.httpVersionMajor === 1)
        response.setHeader('connection', 'close');
    };

    fastPath?.use(async (request, response) => {
      if (closing) return false;
      const url = request.url ?? '/';
      if (assets && url.startsWith('/assets/')) {
        // A hashed file, the same bytes for the process's life (docs/decisions/038).
        const at = url.indexOf('?');
        const found = assets.get(url.slice('/assets/'.length, at < 0 ? undefined : at));
        if (!found) return false;
        const ready = found instanceof Promise ? await found : found;
        closeIfDraining(request, response);
        writeReadyBodyRaw(request, response, ready, app.securityHeaders);
        return true;
      }
      if (url.startsWith('/api/')) {
        // A public read a route has answered from its jsonCache (lib/json-cache.ts).
        const answer = fastJson.get(url);
        if (!answer) return false;
        closeIfDraining(request, response);
        writeReadyBodyRaw(request, response, await answer.ready(), answer.headers);
        return true;
      }
      let page = await match(url);
      if (!page) {
        const at = url.indexOf('?');
        const pathname = at < 0 ? url : url.slice(0, at);
        if (!isPagePath || pathname.startsWith('/api') || fastPath.isOwnRoute(pathname))
          return false;
        if (isPagePath(pathname)) return false;
        page = notFoundPageRequest(pathname);
      }
      const versions = await versionsOf(page);
      const kept = versions === undefined ? undefined : store.get(page.url, versions);
      if (!kept) return false;
      countCache('page', 'hits');
      closeIfDraining(request, response);
      writeReadyBodyRaw(request, response, kept, app.securityHeaders);
      return true;
    });
  },
);
