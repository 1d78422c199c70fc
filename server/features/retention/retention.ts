import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import { FINAL_APPLICANT_STATUSES } from '#common/rules';

import type { DB } from '../../db/schema.ts';
import { eraseApplicantsInTransaction } from '../../lib/applicant-erasure.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { retentionCutoff } from '../../lib/retention.ts';
import type { Storage } from '../../plugins/storage.ts';

/**
 * The retention purge (issue 9 item 3, CONTRACT RETENTION_MONTHS), a daily periodic job:
 * applications with a final status that nobody changed for RETENTION_MONTHS are erased with their
 * files and the applicant's account (`eraseApplicantsInTransaction`); contact messages older than the same period
 * are erased too. Rows go first, in one transaction per batch, then the files: a failed file
 * removal leaves an orphan file (logged), never a row that points at nothing.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const BATCH = 100;

export interface PurgeResult {
  applicants: number;
  files: number;
  contactMessages: number;
}

export async function purgeExpiredRecords(
  db: Kysely<DB>,
  storage: Pick<Storage, 'remove'>,
  options: { now: Date; months: number; log?: FastifyBaseLogger },
): Promise<PurgeResult> {
  const cutoff = retentionCutoff(options.now, options.months).toISOString();
  const result: PurgeResult = { applicants: 0, files: 0, contactMessages: 0 };
  for (;;) {
    const erased = await db.transaction().execute(async (trx) => {
      const candidates = await trx
        .selectFrom('applicants')
        .select('user_id')
        .where('status', 'in', FINAL_APPLICANT_STATUSES)
        .where('updated_at', '<=', cutoff)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      // The one erasure routine (issue 18): account, application, consents, reset links,
      // sessions and unsent mail go together.
      return eraseApplicantsInTransaction(
        trx,
        candidates.map((row) => row.user_id),
      );
    });
    if (erased.applications === 0) break;
    result.applicants += erased.applications;
    for (const key of erased.files) {
      try {
        await storage.remove(key);
        result.files += 1;
      } catch (error) {
        options.log?.error({ err: error }, 'retention: file not removed');
      }
    }
  }
  const contact = await db
    .deleteFrom('contact_messages')
    .where('created_at', '<=', cutoff)
    .executeTakeFirst();
  result.contactMessages = Number(contact.numDeletedRows);
  return result;
}

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
    },
    { firstRunInMs: HOUR },
  );
};
