import { CONTENT_ROLES } from '#common/roles';
import { pageInputSchema, pageSchema, pageSlugParamSchema } from '#common/schemas/pages';
import { pagesText } from '#common/texts/pages';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { notFound } from '../../lib/http-errors.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { pagesRepo } from './pages.repo.ts';

/** GET /pages/:slug for everyone; PUT /pages (also with a trailing slash, SPEC §7) for content roles. */
export const pagesRoutes: FeaturePlugin = async (app) => {
  const repo = pagesRepo(app.db);

  app.get('/pages/:slug', { schema: { params: pageSlugParamSchema, response: { 200: pageSchema } } }, async (request) => {
    const page = await repo.find(request.params.slug.toLowerCase());
    if (!page) throw notFound(pagesText.notFound);
    return page;
  });

  // The router ignores trailing slashes, so this one route also answers PUT /pages/.
  app.put(
    '/pages',
    { onRequest: app.requireStaff(CONTENT_ROLES), schema: { body: pageInputSchema, response: { 200: pageSchema } } },
    async (request) => {
      const { slug, title, content } = request.body;
      const page = await repo.update(slug, { title: title || undefined, content: sanitizeHtml(content) });
      if (!page) throw notFound(pagesText.notFound);
      request.log.info({ slug, by: request.staff?.id }, 'page updated');
      return page;
    },
  );
};
