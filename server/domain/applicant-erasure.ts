import type { Kysely } from 'kysely';

import type { DB } from '../db/schema.ts';
import { removeFiles, type Storage } from '../plugins/storage.ts';
import { applicationFileKeys } from './applicant-rows.ts';

/**
 * Erasure of an applicant (UU PDP 27/2022 right to erasure; docs/decisions/022-applicant-privacy.md).
 * Shared by the applicant's own DELETE /api/user, staff deleting an application with its account
 * and the retention job. Rows go in one transaction; files go after it commits, so a failed file
 * removal leaves an orphan file, never a row that points at nothing.
 */

/** The counter the staff list's ETag reads (applicants-review.repo.ts, migration 0011). */
export const APPLICANT_DELETES_COUNTER = 'applicants_deleted';

/**
 * Deletes the account, its application, consents, reset links and every session, then the
 * application's files. Answers false when there was no such account (nothing changed).
 */
export async function eraseApplicantAccount(
  db: Kysely<DB>,
  storage: Pick<Storage, 'remove'>,
  userId: number,
) {
  const result = await db.transaction().execute(async (trx) => {
    const applications = await trx
      .deleteFrom('applicants')
      .where('user_id', '=', userId)
      .returning(['foto', 'resume'])
      .execute();
    if (applications.length > 0)
      await trx
        .updateTable('change_counters')
        .set((eb) => ({ value: eb('value', '+', 1) }))
        .where('name', '=', APPLICANT_DELETES_COUNTER)
        .execute();
    await trx.deleteFrom('consents').where('user_id', '=', userId).execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('sessions')
      .where('kind', '=', 'applicant')
      .where('user_id', '=', userId)
      .execute();
    const account = await trx
      .deleteFrom('applicant_users')
      .where('id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    return { erased: Boolean(account), files: applications.flatMap(applicationFileKeys) };
  });
  await removeFiles(storage, result.files);
  return result.erased;
}
