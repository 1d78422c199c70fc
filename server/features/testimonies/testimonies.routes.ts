import type { FastifyRequest } from 'fastify';

import { localized, withoutEmptyEnglish } from '#common/lang';
import { idParamSchema, langQuerySchema, okSchema } from '#common/schemas/common';
import { testimonyInputSchema, testimonySchema } from '#common/schemas/testimonies';
import { CONTENT_ROLES } from '#common/roles';
import { MAX_IMAGE_BYTES } from '#common/rules';
import { apiErrorText } from '#common/texts/common';
import { testimoniesText } from '#common/texts/testimonies';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { foundThenInvalidate } from '../../lib/found-then-invalidate.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { bilingualJsonCache } from '../../lib/bilingual-json-cache.ts';
import { testimoniesRepo } from './testimonies.repo.ts';

const UPLOAD_SPEC = { photo: { kind: 'image' as const, maxBytes: MAX_IMAGE_BYTES, maxFiles: 1 } };

/**
 * Testimonies: GET for everyone; multipart writes (name, organization, message, optional photo)
 * for CONTENT_ROLES. Photos are re-encoded to public WebP; replacing or deleting a testimony
 * keeps its old photo files for revisions and the trash (docs/decisions/034).
 */
export const testimoniesRoutes: FeaturePlugin = async (app) => {
  const repo = testimoniesRepo(app.db);
  const canWrite = app.requireStaff(CONTENT_ROLES);
  // The home page reads this list on every view; writes are rare (npm run bench:api).
  const listCache = bilingualJsonCache(
    testimonySchema.array(),
    async (lang) =>
      (await repo.list()).map((row) =>
        withoutEmptyEnglish(localized(row, ['organization', 'message'], lang)),
      ),
    { name: 'testimonies', versions: app.cacheVersions },
  );

  /** Reads the form: the photo's bytes are checked by readMultipart, the text with the shared schema. */
  async function readForm(request: FastifyRequest) {
    const { fields, files } = await app.readMultipart(request, UPLOAD_SPEC);
    const parsed = testimonyInputSchema.safeParse(fields);
    if (!parsed.success)
      throw badRequest(parsed.error.issues[0]?.message ?? apiErrorText.invalidInput);
    return { input: parsed.data, photoFile: files.photo?.[0] };
  }

  app.get(
    '/testimonies',
    { schema: { querystring: langQuerySchema, response: { 200: testimonySchema.array() } } },
    async (request, reply) => listCache.send(reply, request.query.lang),
  );

  app.post(
    '/testimonies',
    { preHandler: canWrite, schema: { response: { 201: testimonySchema } } },
    async (request, reply) => {
      const { input, photoFile } = await readForm(request);
      const photo = photoFile ? await app.storage.saveImage(photoFile.path, 'public') : null;
      try {
        const testimony = await repo.create(input, photo);
        await listCache.invalidate();
        request.log.info({ testimonyId: testimony.id }, 'testimony created');
        return reply.code(201).send(withoutEmptyEnglish(testimony));
      } catch (error) {
        await app.storage.remove(photo);
        throw error;
      }
    },
  );

  app.put(
    '/testimonies/:id',
    { preHandler: canWrite, schema: { params: idParamSchema, response: { 200: testimonySchema } } },
    async (request) => {
      const { id } = request.params;
      const { input, photoFile } = await readForm(request);
      const current = await repo.find(id);
      if (!current) throw notFound(testimoniesText.notFound);
      const photo = photoFile ? await app.storage.saveImage(photoFile.path, 'public') : undefined;
      const testimony = await repo.update(id, input, photo);
      if (!testimony) {
        await app.storage.remove(photo);
        throw notFound(testimoniesText.notFound);
      }
      // Old files stay: revisions and the trash may name them (docs/decisions/034; housekeeping
      // removes them once nothing does).
      await listCache.invalidate();
      request.log.info({ testimonyId: id }, 'testimony updated');
      return withoutEmptyEnglish(testimony);
    },
  );

  app.delete(
    '/testimonies/:id',
    { preHandler: canWrite, schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      // Old files stay: revisions and the trash may name them (docs/decisions/034; housekeeping
      // removes them once nothing does).
      const testimony = await foundThenInvalidate(
        await repo.remove(request.params.id),
        testimoniesText.notFound,
        () => listCache.invalidate(),
      );
      request.log.info({ testimonyId: testimony.id }, 'testimony deleted');
      return { success: true as const };
    },
  );
};
