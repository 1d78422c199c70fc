import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import { FINAL_APPLICANT_STATUSES, isFinalStatus } from '#common/rules';

import type { DB } from '../db/schema.ts';
import type { Storage } from '../plugins/storage.ts';
import { APPLICANT_DELETES_COUNTER } from './applicant-erasure.ts';
import { applicationFileKeys } from './applicant-rows.ts';

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
 * files, the applicant's account and its sessions; contact messages older than the same period
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
          .where('name', '=', APPLICANT_DELETES_COUNTER)
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
