import { faqInputSchema, faqSchema } from '#common/schemas/faqs';
import { faqsText } from '#common/texts/faqs';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { orderedListRoutes } from '../../domain/ordered-list-routes.ts';

/** GET /api/faqs for everyone; writes for CONTENT_ROLES (docs/product.md §6). */
export const faqsRoutes: FeaturePlugin = async (app) => {
  orderedListRoutes(app, {
    table: 'faqs',
    paths: { list: '/faqs', item: '/faqs/:id' },
    noun: 'faq',
    itemSchema: faqSchema,
    inputSchema: faqInputSchema,
    notFoundText: faqsText.notFound,
    translated: ['question', 'answer'],
  });
};
