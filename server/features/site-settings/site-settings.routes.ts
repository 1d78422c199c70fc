import { localized } from '#common/lang';
import { CONTENT_ROLES } from '#common/roles';
import { langQuerySchema } from '#common/schemas/common';
import { siteSettingsInputSchema, siteSettingsSchema } from '#common/schemas/site-settings';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { errorResponses } from '../../lib/http-errors.ts';
import { bilingualJsonCache } from '../../lib/bilingual-json-cache.ts';
import { siteSettingsRepo } from './site-settings.repo.ts';

/** Company contact data (beyond the first version): public read, content roles write. */
export const siteSettingsRoutes: FeaturePlugin = async (app) => {
  const repo = siteSettingsRepo(app.db);
  // Every public page's footer shows them: the page cache keys on this version too (decision 030).
  const cache = bilingualJsonCache(
    siteSettingsSchema,
    async (lang) => localized(await repo.get(), ['address'], lang),
    { name: 'site-settings', versions: app.cacheVersions },
  );

  app.get(
    '/site-settings',
    { schema: { querystring: langQuerySchema, response: { 200: siteSettingsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return cache.send(reply, request.query.lang);
    },
  );

  app.put(
    '/site-settings',
    {
      preHandler: app.requireStaff(CONTENT_ROLES),
      schema: {
        body: siteSettingsInputSchema,
        response: { 200: siteSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const saved = await repo.save(request.body);
      await cache.invalidate();
      request.log.info({ staffId: request.staff?.id }, 'site settings saved');
      return saved;
    },
  );
};
