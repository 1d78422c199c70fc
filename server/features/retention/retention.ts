import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import { FINAL_APPLICANT_STATUSES } from '#common/rules';

import type { DB } from '../../db/schema.ts';
import { applicationFileKeys } from '../../lib/applicant-rows.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { retentionCutoff } from '../../lib/retention.ts';
import type { Storage } from '../../plugins/storage.ts';

/**
 * The retention purge (issue 9 item 3, CONTRACT RETENTION_MONTHS), a daily periodic job:
 * applications with a final status that nobody changed for RETENTION_MONTHS are erased with their
 * files, the applicant's account and its sessions; contact messages older than the same period
 * are erased too. Rows go first, in one transaction per batch, then the files: a failed file
 * removal leaves an orphan file (logged), never a row that points at nothing.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const BATCH = 100;
/** Bumped on every applicant delete so the staff list's ETag changes (migration 0011). */
const DELETES_COUNTER = 'applicants_deleted';

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
    const deleted = await db.transaction().execute(async (trx) => {
      const candidates = await trx
        .selectFrom('applicants')
        .select('id')
        .where('status', 'in', FINAL_APPLICANT_STATUSES)
        .where('updated_at', '<=', cutoff)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (candidates.length === 0) return [];
      // The conditions again: a status saved meanwhile keeps its row.
      const rows = await trx
        .deleteFrom('applicants')
        .where(
          'id',
          'in',
          candidates.map((row) => row.id),
        )
        .where('status', 'in', FINAL_APPLICANT_STATUSES)
        .where('updated_at', '<=', cutoff)
        .returning(['id', 'user_id', 'foto', 'resume'])
        .execute();
      const userIds = rows.map((row) => row.user_id);
      if (userIds.length > 0) {
        await trx
          .deleteFrom('sessions')
          .where('kind', '=', 'applicant')
          .where('user_id', 'in', userIds)
          .execute();
        await trx.deleteFrom('applicant_users').where('id', 'in', userIds).execute();
        await trx
          .updateTable('change_counters')
          .set((eb) => ({ value: eb('value', '+', rows.length) }))
          .where('name', '=', DELETES_COUNTER)
          .execute();
      }
      return rows;
    });
    if (deleted.length === 0) break;
    result.applicants += deleted.length;
    for (const row of deleted) {
      for (const key of applicationFileKeys(row)) {
        try {
          await storage.remove(key);
          result.files += 1;
        } catch (error) {
          options.log?.error({ err: error, applicantId: row.id }, 'retention: file not removed');
        }
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
