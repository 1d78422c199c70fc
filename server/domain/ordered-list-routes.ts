import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

import { localized, withoutEmptyEnglish } from '#common/lang';
import { idParamSchema, langQuerySchema, okSchema } from '#common/schemas/common';
import { CONTENT_ROLES } from '#common/roles';

import type { FeaturePlugin } from '../lib/feature.ts';
import { foundThenInvalidate } from '../lib/found-then-invalidate.ts';
import { bilingualJsonCache } from '../lib/bilingual-json-cache.ts';
import { type OrderedListTable, orderedListRepo } from './ordered-list-repo.ts';

type App = Parameters<FeaturePlugin>[0];

export interface OrderedListOptions {
  /** The table, also the key of the cached list among the shared versions: `faqs`. */
  table: OrderedListTable;
  /** The routes' paths, written out in full so a search for the URL finds them (docs/conventions.md §1). */
  paths: { list: string; item: string };
  /** The word in log lines: `faq` logs `{ faqId }` with 'faq created'. */
  noun: string;
  /** What a row sends; its keys are the columns selected, so the shape is written once. */
  itemSchema: z.ZodObject<{ id: z.ZodNumber }>;
  inputSchema: z.ZodObject;
  notFoundText: string;
  /** The text columns that have an English twin `<name>_en` (docs/decisions/043). */
  translated: readonly string[];
}

/**
 * Registers the four routes of a list that everyone reads and CONTENT_ROLES edit
 * (docs/product.md §6) over one ordered-list table: GET and POST on `paths.list`, PUT and DELETE on
 * `paths.item`. The list is cached, as the home page reads it on every view (npm run bench:api);
 * each write drops the cache, and an unknown id throws a 404 with `notFoundText`.
 */
export function orderedListRoutes(app: App, options: OrderedListOptions) {
  const { table, paths, noun, itemSchema, inputSchema, notFoundText, translated } = options;
  const repo = orderedListRepo(app.db, table, Object.keys(itemSchema.shape));
  const canWrite = app.requireStaff(CONTENT_ROLES);
  const listCache = bilingualJsonCache(
    itemSchema.array(),
    async (lang) =>
      (await repo.list()).map((row) => withoutEmptyEnglish(localized(row, translated, lang))),
    { name: table, versions: app.cacheVersions },
  );

  async function written(
    request: { log: FastifyBaseLogger },
    item: { id: number } | undefined,
    verb: string,
  ) {
    const found = await foundThenInvalidate(item, notFoundText, () => listCache.invalidate());
    request.log.info({ [`${noun}Id`]: found.id }, `${noun} ${verb}`);
    return withoutEmptyEnglish(found);
  }

  app.get(
    paths.list,
    { schema: { querystring: langQuerySchema, response: { 200: itemSchema.array() } } },
    (request, reply) => listCache.send(reply, request.query.lang),
  );
  app.post(
    paths.list,
    { preHandler: canWrite, schema: { body: inputSchema, response: { 201: itemSchema } } },
    async (request, reply) =>
      reply.code(201).send(await written(request, await repo.create(request.body), 'created')),
  );
  app.put(
    paths.item,
    {
      preHandler: canWrite,
      schema: { params: idParamSchema, body: inputSchema, response: { 200: itemSchema } },
    },
    async (request) =>
      await written(request, await repo.update(request.params.id, request.body), 'updated'),
  );
  app.delete(
    paths.item,
    { preHandler: canWrite, schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await written(request, await repo.remove(request.params.id), 'deleted');
      return { success: true as const };
    },
  );
}
