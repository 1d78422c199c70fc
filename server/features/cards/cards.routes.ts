import { z } from 'zod';

import { localized, withoutEmptyEnglish } from '#common/lang';
import { CONTENT_ROLES } from '#common/roles';
import { langQuerySchema } from '#common/schemas/common';
import {
  cardDetailSchema,
  cardInputSchema,
  cardSchema,
  cardUploadFieldsSchema,
  cardUploadResultSchema,
  serviceParamSchema,
  serviceSchema,
} from '#common/schemas/cards';
import { MAX_IMAGE_BYTES } from '#common/rules';
import { cardsText } from '#common/texts/cards';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { bilingualJsonCache } from '../../lib/bilingual-json-cache.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { cardsRepo } from './cards.repo.ts';

/** GET /cards and /cards/:service for everyone; description and image writes for content roles. */
export const cardsRoutes: FeaturePlugin = async (app) => {
  const repo = cardsRepo(app.db);

  // The home page reads the list on every view; writes are rare (npm run bench:api).
  const listCache = bilingualJsonCache(
    z.array(cardSchema),
    async (lang) =>
      (await repo.list()).map((card) => withoutEmptyEnglish(localized(card, ['content'], lang))),
    { name: 'cards', versions: app.cacheVersions },
  );

  app.get(
    '/cards',
    { schema: { querystring: langQuerySchema, response: { 200: z.array(cardSchema) } } },
    async (request, reply) => listCache.send(reply, request.query.lang),
  );

  app.get(
    '/cards/:service',
    {
      schema: {
        params: serviceParamSchema,
        querystring: langQuerySchema,
        response: { 200: cardDetailSchema },
      },
    },
    async (request) => {
      const service = serviceSchema.safeParse(request.params.service);
      const card = service.success ? await repo.find(service.data) : undefined;
      if (!card) throw notFound(cardsText.notFound);
      const { id: _id, ...detail } = localized(card, ['content'], request.query.lang);
      return withoutEmptyEnglish(detail);
    },
  );

  app.put(
    '/cards',
    {
      onRequest: app.requireStaff(CONTENT_ROLES),
      schema: { body: cardInputSchema, response: { 200: cardSchema } },
    },
    async (request) => {
      const { service, content, content_en } = request.body;
      const card = await repo.updateContent(
        service,
        sanitizeHtml(content),
        // The same sanitizer as the Indonesian text; blank after it: not translated.
        content_en == null ? content_en : sanitizeHtml(content_en) || null,
      );
      await listCache.invalidate();
      if (!card) throw notFound(cardsText.notFound);
      request.log.info(
        { service: card.service, by: request.staff?.id },
        'card description updated',
      );
      return withoutEmptyEnglish(card);
    },
  );

  /** Replaces the card's image; the old image's files stay for its revisions (decision 034). */
  app.post(
    '/cards/upload',
    {
      onRequest: app.requireStaff(CONTENT_ROLES),
      schema: { response: { 200: cardUploadResultSchema } },
    },
    async (request) => {
      const { fields, files } = await app.readMultipart(request, {
        image: { kind: 'image', maxBytes: MAX_IMAGE_BYTES, maxFiles: 1 },
      });
      const parsed = cardUploadFieldsSchema.safeParse(fields);
      if (!parsed.success)
        throw badRequest(parsed.error.issues[0]?.message ?? cardsText.serviceInvalid);
      const file = files.image?.[0];
      if (!file) throw badRequest(cardsText.imageRequired);
      const previous = await repo.find(parsed.data.service);
      if (!previous) throw notFound(cardsText.notFound);
      const imageUrl = await app.storage.saveImage(file.path, 'public');
      const card = await repo.updateImage(parsed.data.service, imageUrl);
      await listCache.invalidate();
      if (!card) {
        await app.storage.remove(imageUrl);
        throw notFound(cardsText.notFound);
      }
      // Old files stay: revisions and the trash may name them (docs/decisions/034; housekeeping
      // removes them once nothing does).
      request.log.info({ service: card.service, by: request.staff?.id }, 'card image replaced');
      return { success: true as const, image_url: imageUrl };
    },
  );
};
