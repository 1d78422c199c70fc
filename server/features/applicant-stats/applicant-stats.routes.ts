import { APPLICANT_VIEW_ROLES } from '#common/roles';
import { type ApplicantStats, applicantStatsSchema } from '#common/schemas/recruiting';

import { localDate } from '../../lib/dates.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { readApplicantsVersion } from '../../domain/applicants/version.ts';
import { applicantStatsRepo } from './applicant-stats.repo.ts';

/**
 * The statistics dashboard's numbers (/admin/statistik): GET /pelamar/stats for the
 * roles that read applicants.
 */
export const applicantStatsRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = applicantStatsRepo(app.db, app.dbDialect);
  const canView = app.requireStaff(APPLICANT_VIEW_ROLES);

  // The numbers change only when the table does: keep one answer per table version and day.
  let cachedStats: { key: string; stats: ApplicantStats } | undefined;
  app.get(
    '/pelamar/stats',
    { preHandler: canView, schema: { response: { 200: applicantStatsSchema } } },
    async (_request, reply) => {
      const version = await readApplicantsVersion(app.db);
      const key = `${version.maxId}|${version.maxUpdatedAt}|${version.deletes}|${await repo.vacanciesVersion()}|${localDate(new Date(), config.timeZone)}`;
      if (cachedStats?.key !== key) cachedStats = { key, stats: await repo.stats(config.timeZone) };
      reply.header('cache-control', 'private, no-cache');
      return cachedStats.stats;
    },
  );
};
