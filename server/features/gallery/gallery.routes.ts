import { z } from 'zod';

import { CONTENT_ROLES } from '#common/roles';
import { SERVICES } from '#common/rules';
import { idParamSchema, okSchema } from '#common/schemas/common';
import {
  MAX_GALLERY_FILES_PER_UPLOAD,
  galleryPhotoSchema,
  galleryUploadFieldsSchema,
  galleryUploadResultSchema,
  serviceFromName,
} from '#common/schemas/gallery';
import { GALLERY_IDS, MAX_IMAGE_BYTES } from '#common/rules';
import { galleryText } from '#common/texts/gallery';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { jsonCache } from '../../lib/json-cache.ts';
import { galleryRepo } from './gallery.repo.ts';

/**
 * Service-page galleries (SPEC §7). GET for everyone, in either letter case (keamanan,
 * Kebersihan, Parkir); upload, replace and delete for content roles. Replaced and deleted photos
 * keep their files for revisions and the trash (docs/decisions/034).
 */
export const galleryRoutes: FeaturePlugin = async (app) => {
  const repo = galleryRepo(app.db);
  const guard = app.requireStaff(CONTENT_ROLES);
  // Each service page view reads its gallery; writes are rare. Every write drops all three.
  const caches = new Map(
    SERVICES.map((service) => [
      service,
      jsonCache(z.array(galleryPhotoSchema), () => repo.listByGallery(GALLERY_IDS[service]), {
        name: `gallery:${service}`,
        versions: app.cacheVersions,
      }),
    ]),
  );
  const invalidate = () => Promise.all([...caches.values()].map((cache) => cache.invalidate()));

  app.get(
    '/gallery/:service',
    {
      schema: {
        params: z.object({ service: z.string().max(50) }),
        response: { 200: z.array(galleryPhotoSchema) },
      },
    },
    async (request, reply) => {
      const service = serviceFromName(request.params.service);
      if (!service) throw notFound(galleryText.serviceUnknown);
      return caches.get(service)!.send(reply);
    },
  );

  app.post(
    '/gallery/upload',
    { onRequest: guard, schema: { response: { 201: galleryUploadResultSchema } } },
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
    { onRequest: guard, schema: { params: idParamSchema, response: { 200: galleryPhotoSchema } } },
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
      return updated;
    },
  );

  app.delete(
    '/gallery/delete/:id',
    { onRequest: guard, schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      const existing = await repo.find(request.params.id);
      if (!existing || !(await repo.remove(existing.id))) throw notFound(galleryText.photoNotFound);
      await invalidate();
      // Old files stay: revisions and the trash may name them (docs/decisions/034; housekeeping
      // removes them once nothing does).
      request.log.info({ photoId: existing.id, by: request.staff?.id }, 'gallery photo deleted');
      return { success: true as const };
    },
  );
};
