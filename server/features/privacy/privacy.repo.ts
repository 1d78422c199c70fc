import type { Kysely } from 'kysely';

import type { DB } from '../../db/schema.ts';
import { applicantViewer, toApplicantDto } from '../../domain/applicant-rows.ts';
import { applicantCredentialsOf, findApplicationOf } from '../../domain/applicants/rows.ts';
import type { Storage } from '../../ports/storage.ts';

/** What the applicant's data export reads; plain Kysely (docs/conventions.md §3). */
export function privacyRepo(db: Kysely<DB>) {
  return {
    account(userId: number) {
      return db
        .selectFrom('applicant_users')
        .select(['id', 'nama', 'email', 'created_at', 'updated_at', 'password_changed_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },
    async passwordHash(userId: number) {
      const row = await db
        .selectFrom('applicant_users')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.password_hash;
    },
    /** The application with signed, expiring document links (storage.signedUrl). */
    async application(userId: number, storage: Pick<Storage, 'signedUrl'>) {
      const row = await findApplicationOf(db, userId);
      if (!row) return null;
      return {
        ...toApplicantDto(row, storage, applicantViewer(userId)),
        updated_at: row.updated_at,
      };
    },
    /** The identity and credential columns of the application (null without one). */
    async credentials(userId: number) {
      const row = await applicantCredentialsOf(db, userId);
      return row ?? null;
    },
    /** The application's documents with signed links (null once the file was erased). */
    async documents(userId: number, storage: Pick<Storage, 'signedUrl'>) {
      const rows = await db
        .selectFrom('applicant_documents as d')
        .innerJoin('applicants as a', 'a.id', 'd.pelamar_id')
        .select([
          'd.jenis',
          'd.file_key',
          'd.verifikasi',
          'd.catatan',
          'd.created_at',
          'd.verified_at',
          'd.dihapus_at',
        ])
        .where('a.user_id', '=', userId)
        .orderBy('d.id')
        .execute();
      return rows.map(({ file_key, ...row }) => ({
        ...row,
        url: row.dihapus_at
          ? null
          : storage.signedUrl(file_key, undefined, applicantViewer(userId)),
      }));
    },
    /** The application's status and schedule changes, oldest first. */
    statusHistory(userId: number) {
      return db
        .selectFrom('applicant_history')
        .innerJoin('applicants as a', 'a.id', 'applicant_history.applicant_id')
        .select([
          'applicant_history.kind',
          'applicant_history.status',
          'applicant_history.jadwal_interview',
          'applicant_history.changed_at as at',
        ])
        .where('a.user_id', '=', userId)
        .orderBy('applicant_history.changed_at')
        .orderBy('applicant_history.id')
        .execute();
    },
    sessions(userId: number) {
      return db
        .selectFrom('sessions')
        .select(['created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
        .where('kind', '=', 'applicant')
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },
    passwordResets(userId: number) {
      return db
        .selectFrom('password_resets')
        .select(['created_at', 'expires_at', 'used_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },
  };
}
