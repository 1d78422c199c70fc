import type { Kysely } from 'kysely';

import { DEFAULT_APPLICANT_STATUS } from '#common/rules';

import type { ApplicationFields, DB } from '../../db/schema.ts';
import { recordConsent } from '../../domain/consents.ts';

/** Plain Kysely access to applications; knows nothing about HTTP (STYLE §3). */

export interface NewApplication extends ApplicationFields {
  user_id: number;
  /** Private storage keys. */
  resume: string[];
  foto: string;
  created_at: string;
  /** created_at's calendar day in the company's time zone. */
  created_day: string;
}

/** Lower-cased name, e-mail and position: what the staff list's text search matches. */
export function applicantSearchText(values: { nama: string; email: string; posisi: string }) {
  return [values.nama, values.email, values.posisi].join(' ').toLowerCase();
}

export function applicantsRepo(db: Kysely<DB>) {
  return {
    /** Inserts an application; a second one for the same user fails with a unique violation. */
    async create(values: NewApplication) {
      return db
        .insertInto('applicants')
        .values({
          ...values,
          resume: JSON.stringify(values.resume),
          status: DEFAULT_APPLICANT_STATUS,
          jadwal_interview: null,
          updated_at: values.created_at,
          search_text: applicantSearchText(values),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** Inserts an application and the applicant's consent to the current privacy notice, together. */
    async createWithConsent(values: NewApplication) {
      return db.transaction().execute(async (trx) => {
        const row = await applicantsRepo(trx).create(values);
        await recordConsent(trx, values.user_id, 'lamaran');
        return row;
      });
    },
    async findByUserId(userId: number) {
      return db
        .selectFrom('applicants')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
    async findById(id: number) {
      return db.selectFrom('applicants').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
