import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import { FINAL_APPLICANT_STATUSES, isFinalStatus } from '#common/rules';

import type { DB } from '../db/schema.ts';
import type { Storage } from '../plugins/storage.ts';
import { eraseApplicantsInTransaction } from './applicant-erasure.ts';

/**
 * Retention of applicant data (UU PDP 27/2022; CONTRACT RETENTION_MONTHS): an application with a
 * final status is erased RETENTION_MONTHS after its last change (`updated_at`, which status and
 * schedule saves set). Shared by the purge job and the staff list, which shows the date.
 */

/** `at` moved by whole calendar months (UTC); the day is clamped, so 31 Jan + 1 month = 28/29 Feb. */
export function addMonths(at: Date, months: number) {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(at.getTime());
  result.setUTCFullYear(year, month, Math.min(at.getUTCDate(), lastDay));
  return result;
}

/** Records last changed at or before this instant are due for erasure at `now`. */
export function retentionCutoff(now: Date, months: number) {
  return addMonths(now, -months);
}

/** When a row will be erased (ISO), or null while its status is not final. */
export function retentionDeadline(row: { status: string; updated_at: string }, months: number) {
  if (!isFinalStatus(row.status)) return null;
  return addMonths(new Date(row.updated_at), months).toISOString();
}

/**
 * The retention purge (issue 9 item 3, CONTRACT RETENTION_MONTHS; features/retention runs it daily):
 * applications with a final status that nobody changed for RETENTION_MONTHS are erased with their
 * files and the applicant's account (`eraseApplicantsInTransaction`); contact messages older than the same period
 * are erased too. Rows go first, in one transaction per batch, then the files: a failed file
 * removal leaves an orphan file (logged), never a row that points at nothing.
 */

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
