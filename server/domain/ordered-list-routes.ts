import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { z } from 'zod';

import { idParamSchema, okSchema } from '#common/schemas/common';
import { CONTENT_ROLES } from '#common/roles';

import type { FeaturePlugin } from '../lib/feature.ts';
import { notFound } from '../lib/http-errors.ts';
import { jsonCache } from '../lib/json-cache.ts';

type App = Parameters<FeaturePlugin>[0];

/** The queries behind a plain list of rows that editors keep in order (FAQs, tenants). */
export interface OrderedListRepo<Item extends { id: number }, Input> {
  list(): Promise<Item[]>;
  create(input: Input): Promise<Item>;
  update(id: number, input: Input): Promise<Item | undefined>;
  remove(id: number): Promise<Item | undefined>;
}

export interface OrderedListOptions<ItemSchema extends z.ZodType, InputSchema extends z.ZodType> {
  /** The key of the cached list among the shared versions: `faqs`. */
  cacheName: string;
  /** The word in log lines: `faq` logs `{ faqId }` with 'faq created'. */
  noun: string;
  itemSchema: ItemSchema;
  inputSchema: InputSchema;
  notFoundText: string;
  repo: OrderedListRepo<z.input<ItemSchema> & { id: number }, z.output<InputSchema>>;
}

/**
 * Route options and handlers for a list that everyone reads and CONTENT_ROLES edit (CONTRACT
 * permissions). The routes file registers them under its own paths (STYLE §1; inside this generic
 * the zod type provider could not check the handlers either). The list is cached, as the
 * home page reads it on every view (npm run bench:api); each write drops the cache, and an unknown
 * id throws a 404 with `notFoundText`.
 */
export function orderedListRoutes<ItemSchema extends z.ZodType, InputSchema extends z.ZodType>(
  app: App,
  options: OrderedListOptions<ItemSchema, InputSchema>,
) {
  type Item = z.input<ItemSchema> & { id: number };
  type Input = z.output<InputSchema>;
  interface WriteRequest {
    body: Input;
    log: FastifyBaseLogger;
  }
  interface ItemRequest {
    params: { id: number };
    log: FastifyBaseLogger;
  }

  const { cacheName, noun, itemSchema, inputSchema, notFoundText, repo } = options;
  const canWrite = app.requireStaff(CONTENT_ROLES);
  const listCache = jsonCache(itemSchema.array(), () => repo.list(), {
    name: cacheName,
    versions: app.cacheVersions,
  });

  async function written(
    request: { log: FastifyBaseLogger },
    item: Item | undefined,
    verb: string,
  ) {
    if (!item) throw notFound(notFoundText);
    await listCache.invalidate();
    request.log.info({ [`${noun}Id`]: item.id }, `${noun} ${verb}`);
    return item;
  }

  return {
    list: {
      options: { schema: { response: { 200: itemSchema.array() } } },
      handler: (_request: unknown, reply: FastifyReply) => listCache.send(reply),
    },
    create: {
      options: {
        preHandler: canWrite,
        schema: { body: inputSchema, response: { 201: itemSchema } },
      },
      handler: async (request: WriteRequest, reply: FastifyReply) =>
        reply.code(201).send(await written(request, await repo.create(request.body), 'created')),
    },
    update: {
      options: {
        preHandler: canWrite,
        schema: { params: idParamSchema, body: inputSchema, response: { 200: itemSchema } },
      },
      handler: async (request: WriteRequest & ItemRequest) =>
        await written(request, await repo.update(request.params.id, request.body), 'updated'),
    },
    remove: {
      options: {
        preHandler: canWrite,
        schema: { params: idParamSchema, response: { 200: okSchema } },
      },
      handler: async (request: ItemRequest) => {
        await written(request, await repo.remove(request.params.id), 'deleted');
        return { success: true as const };
      },
    },
  };
}
