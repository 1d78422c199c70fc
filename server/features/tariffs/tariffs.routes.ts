import { TARIFF_ROLES } from '#common/roles';
import { tariffInputSchema, tariffSchema } from '#common/schemas/tariffs';
import { tariffsText } from '#common/texts/tariffs';

import { nowIso } from '../../lib/dates.ts';
import { TARIFF_CACHE_KEY, currentTariff, saveTariff } from '../../domain/tariff-store.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { errorResponses, serviceUnavailable } from '../../lib/http-errors.ts';
import { jsonCache } from '../../lib/json-cache.ts';

/**
 * /api/penawaran/tarif (docs/api.md, "Business clients"; docs/decisions/053): anyone reads the
 * current tariff (the estimator computes from it in the browser); admin and superadmin replace
 * it. A save adds a version, so estimates already sent keep theirs; the audit hook records it.
 */
export const tariffsRoutes: FeaturePlugin = async (app) => {
  const canEdit = app.requireStaff(TARIFF_ROLES);
  // Every estimator page reads it: answered from ready bytes until a save bumps the version.
  const current = jsonCache(
    tariffSchema,
    async () => {
      const version = await currentTariff(app.db);
      if (!version) throw serviceUnavailable(tariffsText.noTariff, 60);
      return { ...version.tariff, contoh: version.contoh };
    },
    { name: TARIFF_CACHE_KEY, versions: app.cacheVersions },
  );

  app.get(
    '/penawaran/tarif',
    { schema: { response: { 200: tariffSchema, ...errorResponses(503) } } },
    async (_request, reply) => current.send(reply),
  );

  app.put(
    '/penawaran/tarif',
    {
      preHandler: canEdit,
      schema: { body: tariffInputSchema, response: { 200: tariffSchema, ...errorResponses(400) } },
    },
    async (request) => {
      const tariff = request.body;
      const id = await saveTariff(app.db, {
        tariff,
        by: request.staff?.nama ?? '',
        now: nowIso(app.clock),
      });
      await current.invalidate();
      request.log.info({ tariffId: id }, 'tariff saved');
      return { ...tariff, contoh: false };
    },
  );
};
