import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';

import type { FastifyServerOptions } from 'fastify';

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
  };
}

export type RawFastPath = ReturnType<typeof rawFastPath>;
