import { purgeExpiredRecords, purgeSpecificDocuments } from '../../domain/retention.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';

/**
 * The retention purge as a daily periodic job (README.md, Configuration: RETENTION_MONTHS, and
 * SPECIFIC_DATA_DAYS for the SKCK and health certificate of rejected applications). What it
 * erases, and the rules for when, live in server/domain/retention.ts.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export const retentionTasks: FeaturePlugin = async (app, { config }) => {
  // The first run waits an hour after the first start: an operator who set RETENTION_MONTHS
  // wrongly, or restored an old backup, has time to notice before anything is erased.
  app.jobs.every(
    'retention-purge',
    DAY,
    async ({ now, log }) => {
      const result = await purgeExpiredRecords(app.db, app.storage, {
        now,
        months: config.retentionMonths,
        log,
      });
      if (result.applicants || result.contactMessages)
        log.info({ ...result, months: config.retentionMonths }, 'retention purge erased records');
      // The SKCK and health certificate of rejected applications go sooner (docs/decisions/047-credential-register.md).
      const specific = await purgeSpecificDocuments(app.db, app.storage, {
        now,
        days: config.specificDataDays,
        log,
      });
      if (specific.documents)
        log.info(
          { ...specific, days: config.specificDataDays },
          'specific-data purge erased files',
        );
    },
    { firstRunInMs: HOUR },
  );
};
