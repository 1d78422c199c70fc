import { CONTENT_ROLES } from '#common/roles';
import { PAGE_SLUGS, type PageSlug } from '#common/rules';
import { type Page, pageInputSchema, pageSchema, pageSlugParamSchema } from '#common/schemas/pages';
import { pagesText } from '#common/texts/pages';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { notFound } from '../../lib/http-errors.ts';
import { jsonCache } from '../../lib/json-cache.ts';
import { firstParagraphText, sanitizeHtml } from '../../lib/sanitize-html.ts';
import { pagesRepo } from './pages.repo.ts';

/** GET /pages/:slug for everyone; PUT /pages (also with a trailing slash, SPEC §7) for content roles. */
export const pagesRoutes: FeaturePlugin = async (app) => {
  const repo = pagesRepo(app.db);
  // Every public page view reads one of these; writes are rare (npm run bench:api).
  const caches = new Map(
    PAGE_SLUGS.map((slug) => [
      slug,
      jsonCache(
        pageSchema,
        async () => {
          const page = await repo.find(slug);
          if (!page) throw notFound(pagesText.notFound);
          return withSummary(page);
        },
        { name: `pages:${slug}`, versions: app.cacheVersions },
      ),
    ]),
  );

  app.get(
    '/pages/:slug',
    { schema: { params: pageSlugParamSchema, response: { 200: pageSchema } } },
    async (request, reply) => {
      const cache = caches.get(request.params.slug.toLowerCase() as PageSlug);
      if (!cache) throw notFound(pagesText.notFound);
      return cache.send(reply);
    },
  );

  // The router ignores trailing slashes, so this one route also answers PUT /pages/.
  app.put(
    '/pages',
    {
      onRequest: app.requireStaff(CONTENT_ROLES),
      schema: { body: pageInputSchema, response: { 200: pageSchema } },
    },
    async (request) => {
      const { slug, title, content } = request.body;
      const page = await repo.update(slug, {
        title: title || undefined,
        content: sanitizeHtml(content),
      });
      await caches.get(slug)?.invalidate();
      if (!page) throw notFound(pagesText.notFound);
      request.log.info({ slug, by: request.staff?.id }, 'page updated');
      return withSummary(page);
    },
  );
};

function withSummary(page: Omit<Page, 'summary'>): Page {
  return { ...page, summary: firstParagraphText(page.content) };
}
