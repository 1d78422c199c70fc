import { z } from 'zod';

import { CONTENT_ROLES } from '#common/roles';
import { SERVICES } from '#common/rules';
import { localized, withoutEmptyEnglish } from '#common/lang';
import { idParamSchema, langQuerySchema, okSchema } from '#common/schemas/common';
import {
  MAX_GALLERY_FILES_PER_UPLOAD,
  galleryAltInputSchema,
  galleryPhotoSchema,
  galleryUploadFieldsSchema,
  galleryUploadResultSchema,
  serviceFromName,
} from '#common/schemas/gallery';
import { GALLERY_IDS, MAX_IMAGE_BYTES } from '#common/rules';
import { galleryText } from '#common/texts/gallery';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { foundThenInvalidate } from '../../lib/found-then-invalidate.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { bilingualJsonCache } from '../../lib/bilingual-json-cache.ts';
import { galleryRepo } from './gallery.repo.ts';

/** A photo as answered: its alt texts named only when they hold one (docs/decisions/043). */
const shown = <T extends { alt?: string | null }>(photo: T): T => {
  const { alt, ...rest } = withoutEmptyEnglish(photo);
  return (alt ? { ...rest, alt } : rest) as T;
};

/**
 * Service-page galleries (docs/product.md §7). GET for everyone, in either letter case (keamanan,
 * Kebersihan, Parkir); upload, replace and delete for content roles. Replaced and deleted photos
 * keep their files for revisions and the trash (docs/decisions/034).
 */
export const galleryRoutes: FeaturePlugin = async (app) => {
  const repo = galleryRepo(app.db);
  const canEdit = app.requireStaff(CONTENT_ROLES);
  // Each service page view reads its gallery; writes are rare. Every write drops all three, in
  // both languages (`lang=en`: the English alt text where there is one).
  const caches = new Map(
    SERVICES.map((service) => [
      service,
      bilingualJsonCache(
        z.array(galleryPhotoSchema),
        async (lang) =>
          (await repo.listByGallery(GALLERY_IDS[service])).map((photo) =>
            shown(localized(photo, ['alt'], lang)),
          ),
        { name: `gallery:${service}`, versions: app.cacheVersions },
      ),
    ]),
  );
  const invalidate = () => Promise.all([...caches.values()].map((cache) => cache.invalidate()));

  app.get(
    '/gallery/:service',
    {
      schema: {
        params: z.object({ service: z.string().max(50) }),
        querystring: langQuerySchema,
        response: { 200: z.array(galleryPhotoSchema) },
      },
    },
    async (request, reply) => {
      const service = serviceFromName(request.params.service);
      if (!service) throw notFound(galleryText.serviceUnknown);
      return caches.get(service)!.send(reply, request.query.lang);
    },
  );

  app.post(
    '/gallery/upload',
    { onRequest: canEdit, schema: { response: { 201: galleryUploadResultSchema } } },
    async (request, reply) => {
      const { fields, files } = await app.readMultipart(request, {
        photo: { kind: 'image', maxBytes: MAX_IMAGE_BYTES, maxFiles: MAX_GALLERY_FILES_PER_UPLOAD },
      });
      const parsed = galleryUploadFieldsSchema.safeParse(fields);
      if (!parsed.success)
        throw badRequest(parsed.error.issues[0]?.message ?? galleryText.galleryIdInvalid);
      const photos = files.photo ?? [];
      if (!photos.length) throw badRequest(galleryText.choosePhotoFirst);
      const urls: string[] = [];
      try {
        for (const photo of photos) urls.push(await app.storage.saveImage(photo.path, 'public'));
        const created = await repo.createMany(
          parsed.data.gallery_id,
          parsed.data.service_type_name,
          urls,
        );
        await invalidate();
        request.log.info(
          { galleryId: parsed.data.gallery_id, count: created.length, by: request.staff?.id },
          'gallery photos added',
        );
        return reply.code(201).send({ success: true as const, photos: created });
      } catch (error) {
        await Promise.all(urls.map((url) => app.storage.remove(url)));
        throw error;
      }
    },
  );

  app.put(
    '/gallery/update/:id',
    {
      onRequest: canEdit,
      schema: { params: idParamSchema, response: { 200: galleryPhotoSchema } },
    },
    async (request) => {
      const { files } = await app.readMultipart(request, {
        photo: { kind: 'image', maxBytes: MAX_IMAGE_BYTES, maxFiles: 1 },
      });
      const existing = await repo.find(request.params.id);
      if (!existing) throw notFound(galleryText.photoNotFound);
      const photo = files.photo?.[0];
      if (!photo) throw badRequest(galleryText.chooseReplacement);
      const url = await app.storage.saveImage(photo.path, 'public');
      const updated = await repo.replacePhoto(existing.id, url);
      await invalidate();
      if (!updated) {
        await app.storage.remove(url);
        throw notFound(galleryText.photoNotFound);
      }
      // Old files stay: revisions and the trash may name them (docs/decisions/034; housekeeping
      // removes them once nothing does).
      request.log.info({ photoId: existing.id, by: request.staff?.id }, 'gallery photo replaced');
      return shown(updated);
    },
  );

  // The alt texts, each language on its own (docs/decisions/043); a revision as any photo edit.
  app.put(
    '/gallery/alt/:id',
    {
      onRequest: canEdit,
      schema: {
        params: idParamSchema,
        body: galleryAltInputSchema,
        response: { 200: galleryPhotoSchema },
      },
    },
    async (request) => {
      const updated = await foundThenInvalidate(
        await repo.setAlt(request.params.id, request.body),
        galleryText.photoNotFound,
        invalidate,
      );
      request.log.info({ photoId: updated.id, by: request.staff?.id }, 'gallery alt text saved');
      return shown(updated);
    },
  );

  app.delete(
    '/gallery/delete/:id',
    { onRequest: canEdit, schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      const found = await repo.find(request.params.id);
      const removed = found && (await repo.remove(found.id)) ? found : undefined;
      // Old files stay: revisions and the trash may name them (docs/decisions/034; housekeeping
      // removes them once nothing does).
      const existing = await foundThenInvalidate(removed, galleryText.photoNotFound, invalidate);
      request.log.info({ photoId: existing.id, by: request.staff?.id }, 'gallery photo deleted');
      return { success: true as const };
    },
  );
};
