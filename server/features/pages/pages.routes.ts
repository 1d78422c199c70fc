import { CONTENT_ROLES } from '#common/roles';
import { PAGE_SLUGS, type PageSlug } from '#common/rules';
import { type Lang, localized } from '#common/lang';
import { langQuerySchema } from '#common/schemas/common';
import { type Page, pageInputSchema, pageSchema, pageSlugParamSchema } from '#common/schemas/pages';
import { pagesText } from '#common/texts/pages';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { notFound } from '../../lib/http-errors.ts';
import { bilingualJsonCache } from '../../lib/bilingual-json-cache.ts';
import { firstParagraphText, sanitizeHtml } from '../../lib/sanitize-html.ts';
import { pagesRepo } from './pages.repo.ts';

/** GET /pages/:slug for everyone; PUT /pages (also with a trailing slash, docs/product.md §7) for content roles. */
export const pagesRoutes: FeaturePlugin = async (app) => {
  const repo = pagesRepo(app.db);
  // Every public page view reads one of these; writes are rare (npm run bench:api).
  const caches = new Map(
    PAGE_SLUGS.map((slug) => [
      slug,
      bilingualJsonCache(
        pageSchema,
        async (lang) => {
          const page = await repo.find(slug);
          if (!page) throw notFound(pagesText.notFound);
          return withSummary(page, lang);
        },
        { name: `pages:${slug}`, versions: app.cacheVersions },
      ),
    ]),
  );

  app.get(
    '/pages/:slug',
    {
      schema: {
        params: pageSlugParamSchema,
        querystring: langQuerySchema,
        response: { 200: pageSchema },
      },
    },
    async (request, reply) => {
      const cache = caches.get(request.params.slug.toLowerCase() as PageSlug);
      if (!cache) throw notFound(pagesText.notFound);
      return cache.send(reply, request.query.lang);
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
      const { slug, title, content, title_en, content_en } = request.body;
      const page = await repo.update(slug, {
        title: title || undefined,
        content: sanitizeHtml(content),
        title_en,
        // The same sanitizer as the Indonesian text; blank after it: not translated.
        content_en: content_en == null ? content_en : sanitizeHtml(content_en) || null,
      });
      await caches.get(slug)?.invalidate();
      if (!page) throw notFound(pagesText.notFound);
      request.log.info({ slug, by: request.staff?.id }, 'page updated');
      return withSummary(page, 'id');
    },
  );
};

/** The page as read in `lang` (English per field, Indonesian where none), with its teaser. */
function withSummary(stored: Omit<Page, 'summary' | 'translated'>, lang: Lang): Page {
  const page = localized(stored, ['title', 'content'], lang);
  return {
    ...page,
    summary: firstParagraphText(page.content),
    translated: Boolean(stored.title_en?.trim() && stored.content_en?.trim()),
  };
}
