import { POSITIONS } from '#common/rules';
import { openPositionsSchema, positionLabel } from '#common/schemas/recruiting';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { readRecruitingSettings } from '../../domain/recruiting-settings.ts';

/**
 * GET /posisi (docs/api.md): every position with its label and whether staff keep it open in the
 * recruiting settings, for the application form. Public, like the vacancies.
 */
export const openPositionsRoutes: FeaturePlugin = async (app) => {
  app.get(
    '/posisi',
    { schema: { response: { 200: openPositionsSchema } } },
    async (_request, reply) => {
      const { openPositions } = await readRecruitingSettings(app.db);
      reply.header('cache-control', 'no-cache');
      return POSITIONS.map((posisi) => ({
        posisi,
        label: positionLabel(posisi),
        open: openPositions.includes(posisi),
      }));
    },
  );
};
