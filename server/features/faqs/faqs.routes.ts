import { faqInputSchema, faqSchema } from '#common/schemas/faqs';
import { faqsText } from '#common/texts/faqs';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { orderedListRoutes } from '../../domain/ordered-list-routes.ts';
import { faqsRepo } from './faqs.repo.ts';

/** GET /api/faqs for everyone; writes for CONTENT_ROLES (CONTRACT permissions). */
export const faqsRoutes: FeaturePlugin = async (app) => {
  const { list, create, update, remove } = orderedListRoutes(app, {
    cacheName: 'faqs',
    noun: 'faq',
    itemSchema: faqSchema,
    inputSchema: faqInputSchema,
    notFoundText: faqsText.notFound,
    repo: faqsRepo(app.db),
  });

  app.get('/faqs', list.options, list.handler);
  app.post('/faqs', create.options, create.handler);
  app.put('/faqs/:id', update.options, update.handler);
  app.delete('/faqs/:id', remove.options, remove.handler);
};
