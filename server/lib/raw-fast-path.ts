import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';

import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** Answers a request without Fastify when it can (resolves true), else leaves it (false). */
export type RawAnswer = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

/**
 * The HTTP server in front of Fastify, with a slot for one fast answer: a public page kept in
 * memory is written straight to the socket, because Fastify's request cycle (routing, hooks,
 * reply) costs more than the copy itself (npm run bench:pages, docs/decisions/030). Everything
 * else, and every request while the slot is empty, goes to Fastify as before.
 */
export function rawFastPath() {
  let answer: RawAnswer | undefined;
  const ownRoutes = new Set<string>();
  const ownPrefixes = new Set<string>();
  const routeList: { method: string; url: string }[] = [];
  const serverFactory: NonNullable<FastifyServerOptions['serverFactory']> = (handler, options) => {
    const server = createServer((request, response) => {
      if (!answer || (request.method !== 'GET' && request.method !== 'HEAD')) {
        handler(request, response);
        return;
      }
      answer(request, response).then(
        (answered) => {
          if (!answered) handler(request, response);
        },
        () => handler(request, response),
      );
    });
    // What Fastify sets on the server it makes itself (fastify/lib/server.js).
    const timeouts = options as {
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
    };
    server.keepAliveTimeout = timeouts.keepAliveTimeout ?? 72_000;
    server.requestTimeout = timeouts.requestTimeout ?? 0;
    server.setTimeout(timeouts.connectionTimeout ?? 0);
    return server;
  };
  return {
    serverFactory,
    /** Fills the slot (the page cache, once it exists). */
    use(fast: RawAnswer) {
      answer = fast;
    },
    /**
     * Watches every route the app registers. Call it on the new app before any plugin: a route
     * registered before the watch (it once was `/metrics`) would be unknown here, and the fast
     * path would answer it with the shared 404 page.
     */
    watchRoutes(app: FastifyInstance) {
      app.addHook('onRoute', ({ url, method }) => {
        for (const one of [method].flat()) routeList.push({ method: one, url });
        const variable = url.search(/[:*]/);
        if (variable < 0) ownRoutes.add(withoutTrailingSlash(url));
        else ownPrefixes.add(url.slice(0, variable));
      });
    },
    /**
     * True when a route of the app (not a web page) answers `pathname`: the fast path must leave
     * it to Fastify. Fastify ignores a trailing slash (buildApp), so this does too.
     */
    isOwnRoute(pathname: string) {
      if (ownRoutes.has(withoutTrailingSlash(pathname))) return true;
      for (const prefix of ownPrefixes) if (pathname.startsWith(prefix)) return true;
      return false;
    },
    /** Every route registered since `watchRoutes` (tests send a request to each). */
    routes(): readonly { method: string; url: string }[] {
      return routeList;
    },
  };
}

export type RawFastPath = ReturnType<typeof rawFastPath>;

function withoutTrailingSlash(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
