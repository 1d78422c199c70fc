import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import { FINAL_APPLICANT_STATUSES, isFinalStatus } from '#common/rules';
import { SPECIFIC_DOCUMENT_KINDS } from '#common/schemas/guard-hiring';

import type { DB } from '../db/schema.ts';
import type { Storage } from '../ports/storage.ts';
import { eraseApplicantsInTransaction } from './applicant-erasure.ts';
import { applicationsUntouchedSince } from './applicants/rows.ts';

/**
 * Retention of applicant data (UU PDP 27/2022; README.md, Configuration: RETENTION_MONTHS): an application with a
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
 * The retention purge (README.md, Configuration: RETENTION_MONTHS; features/retention runs it daily):
 * applications with a final status that nobody changed for RETENTION_MONTHS are erased with their
 * files and the applicant's account (`eraseApplicantsInTransaction`); contact messages older than the same period
 * are erased too. Rows go first, in one transaction per batch, then the files: a failed file
 * removal leaves an orphan file (logged), never a row that points at nothing.
 */

const BATCH = 100;
const REJECTED = 'Ditolak';

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
      const candidates = await applicationsUntouchedSince(
        trx,
        FINAL_APPLICANT_STATUSES,
        cutoff,
        BATCH,
      );
      // The one erasure routine (docs/decisions/032): account, application, consents, reset links,
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

/**
 * The specific-data purge (UU PDP Art. 4(2); docs/decisions/047-credential-register.md): the
 * SKCK and health certificate files of an application rejected at least `days` days before `now`
 * are removed from storage and their `applicant_documents` rows marked `dihapus_at`. The rest of
 * the application waits for the retention purge above. Rows are marked first (a conditional UPDATE,
 * so two instances never both count one file), then the files go: a failed removal leaves an
 * orphan file (logged), never a document that claims to be there.
 */
export async function purgeSpecificDocuments(
  db: Kysely<DB>,
  storage: Pick<Storage, 'remove'>,
  options: { now: Date; days: number; log?: FastifyBaseLogger },
): Promise<{ documents: number; files: number }> {
  const cutoff = new Date(options.now.getTime() - options.days * 86_400_000).toISOString();
  const result = { documents: 0, files: 0 };
  for (;;) {
    const due = await db
      .selectFrom('applicant_documents as d')
      .innerJoin('applicants as a', 'a.id', 'd.pelamar_id')
      .select(['d.id', 'd.file_key'])
      .where('d.jenis', 'in', SPECIFIC_DOCUMENT_KINDS)
      .where('d.dihapus_at', 'is', null)
      .where('a.status', '=', REJECTED)
      // decided_at (0017) is when the rejection was saved; older rows fall back to their last change.
      .where((eb) =>
        eb.or([
          eb('a.decided_at', '<=', cutoff),
          eb.and([eb('a.decided_at', 'is', null), eb('a.updated_at', '<=', cutoff)]),
        ]),
      )
      .orderBy('d.id')
      .limit(BATCH)
      .execute();
    if (due.length === 0) break;
    const marked = await db
      .updateTable('applicant_documents')
      .set({ dihapus_at: options.now.toISOString() })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .where('dihapus_at', 'is', null)
      .returning('file_key')
      .execute();
    result.documents += marked.length;
    for (const { file_key } of marked) {
      try {
        await storage.remove(file_key);
        result.files += 1;
      } catch (error) {
        options.log?.error({ err: error }, 'specific-data purge: file not removed');
      }
    }
  }
  return result;
}
