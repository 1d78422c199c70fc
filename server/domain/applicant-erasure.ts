import type { Kysely } from 'kysely';

import type { DB } from '../db/schema.ts';
import { MAIL_JOB } from '../ports/mail.ts';
import { removeFiles, type Storage } from '../ports/storage.ts';
import { applicationFileKeys } from './applicant-rows.ts';
import { deleteApplicationsOf } from './applicants/rows.ts';
import { countApplicantDeletes } from './applicants/version.ts';
import { documentFileKeys } from './applicant-documents.ts';
import { deleteStagedUploadsOf } from './staged-uploads.ts';

/**
 * Erasure of an applicant (UU PDP 27/2022 right to erasure; docs/decisions/022-applicant-privacy.md).
 * Shared by the applicant's own DELETE /api/user, staff deleting an application with its account
 * and the retention job. Rows go in one transaction; files go after it commits, so a failed file
 * removal leaves an orphan file, never a row that points at nothing.
 */

/** Mail jobs not yet sent hold the address, the name and maybe a live reset link. */
const UNSENT_MAIL = ['queued', 'failed'] as const;

/**
 * Deletes, inside `trx`, the accounts `userIds` and everything kept about their people: the
 * applications (their history and notes go with them, on delete cascade), consents, reset links,
 * sessions, and queued or failed mail addressed to the account's or the application's e-mail;
 * the files include the applications' documents (KTP, SKCK, Gada, KTA, health certificate) and
 * files sent ahead of an application and not yet claimed (docs/decisions/048).
 * Answers the files to remove once `trx` has committed, and how many accounts and applications
 * were deleted. The one erasure routine (docs/decisions/032): DELETE /api/user, staff deleting an
 * application with `hapusAkun=1`, and the retention purge.
 */
export async function eraseApplicantsInTransaction(trx: Kysely<DB>, userIds: number[]) {
  if (userIds.length === 0) return { accounts: 0, applications: 0, files: [] as string[] };
  const addresses = new Set<string>();
  const accountsFound = await trx
    .selectFrom('applicant_users')
    .select('email')
    .where('id', 'in', userIds)
    .execute();
  // The documents' rows go with the applications (on delete cascade); their files are read first.
  const documents = await documentFileKeys(trx, { userIds });
  const staged = await deleteStagedUploadsOf(trx, userIds);
  const applications = await deleteApplicationsOf(trx, userIds);
  for (const row of [...accountsFound, ...applications]) addresses.add(row.email.toLowerCase());
  if (applications.length > 0) await countApplicantDeletes(trx, applications.length);
  await trx.deleteFrom('consents').where('user_id', 'in', userIds).execute();
  await trx.deleteFrom('password_resets').where('user_id', 'in', userIds).execute();
  await trx
    .deleteFrom('sessions')
    .where('kind', '=', 'applicant')
    .where('user_id', 'in', userIds)
    .execute();
  await deleteUnsentMailTo(trx, addresses);
  const accounts = await trx
    .deleteFrom('applicant_users')
    .where('id', 'in', userIds)
    .returning('id')
    .execute();
  return {
    accounts: accounts.length,
    applications: applications.length,
    files: [...applications.flatMap(applicationFileKeys), ...documents, ...staged],
  };
}

/**
 * Queued or failed mail to any of `addresses`. The payload is JSON (the jobs table is the same
 * on SQLite and PostgreSQL), so it is read here; unsent mail is a short list (jobs are retried
 * for at most a day and then kept as failed only until the housekeeping sweep).
 */
async function deleteUnsentMailTo(trx: Kysely<DB>, addresses: Set<string>) {
  if (addresses.size === 0) return;
  const unsent = await trx
    .selectFrom('jobs')
    .select(['id', 'payload'])
    .where('type', '=', MAIL_JOB)
    .where('status', 'in', UNSENT_MAIL)
    .execute();
  const ids = unsent.filter((job) => addresses.has(mailRecipient(job.payload))).map((j) => j.id);
  if (ids.length > 0) await trx.deleteFrom('jobs').where('id', 'in', ids).execute();
}

function mailRecipient(payload: string) {
  try {
    const to = (JSON.parse(payload) as { to?: unknown }).to;
    return typeof to === 'string' ? to.toLowerCase() : '';
  } catch {
    return '';
  }
}

/** Erases one account (see `eraseApplicantsInTransaction`); false when there was no such account. */
export async function eraseApplicantAccount(
  db: Kysely<DB>,
  storage: Pick<Storage, 'remove'>,
  userId: number,
) {
  const result = await db
    .transaction()
    .execute((trx) => eraseApplicantsInTransaction(trx, [userId]));
  await removeFiles(storage, result.files);
  return result.accounts > 0;
}
