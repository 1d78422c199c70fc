import { faqInputSchema, faqSchema } from '#common/schemas/faqs';
import { idParamSchema, okSchema } from '#common/schemas/common';
import { CONTENT_ROLES } from '#common/roles';
import { faqsText } from '#common/texts/faqs';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { notFound } from '../../lib/http-errors.ts';
import { jsonCache } from '../../lib/json-cache.ts';
import { faqsRepo } from './faqs.repo.ts';

/** GET /api/faqs for everyone; writes for CONTENT_ROLES (CONTRACT permissions). */
export const faqsRoutes: FeaturePlugin = async (app) => {
  const repo = faqsRepo(app.db);
  const canWrite = app.requireStaff(CONTENT_ROLES);
  // The home page reads this list on every view; writes are rare (npm run bench:api).
  const listCache = jsonCache(faqSchema.array(), () => repo.list(), {
    name: 'faqs',
    versions: app.cacheVersions,
  });

  app.get('/faqs', { schema: { response: { 200: faqSchema.array() } } }, async (_request, reply) =>
    listCache.send(reply),
  );

  app.post(
    '/faqs',
    { preHandler: canWrite, schema: { body: faqInputSchema, response: { 201: faqSchema } } },
    async (request, reply) => {
      const faq = await repo.create(request.body);
      listCache.invalidate();
      request.log.info({ faqId: faq.id }, 'faq created');
      return reply.code(201).send(faq);
    },
  );

  app.put(
    '/faqs/:id',
    {
      preHandler: canWrite,
      schema: { params: idParamSchema, body: faqInputSchema, response: { 200: faqSchema } },
    },
    async (request) => {
      const faq = await repo.update(request.params.id, request.body);
      if (!faq) throw notFound(faqsText.notFound);
      listCache.invalidate();
      request.log.info({ faqId: faq.id }, 'faq updated');
      return faq;
    },
  );

  app.delete(
    '/faqs/:id',
    { preHandler: canWrite, schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      const faq = await repo.remove(request.params.id);
      if (!faq) throw notFound(faqsText.notFound);
      listCache.invalidate();
      request.log.info({ faqId: faq.id }, 'faq deleted');
      return { success: true as const };
    },
  );
};
