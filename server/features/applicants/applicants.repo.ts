import type { Kysely } from 'kysely';

import type { Applicant } from '#common/schemas/applicants';
import { APPLICANT_STATUSES, type ApplicantStatus, DEFAULT_APPLICANT_STATUS } from '#common/rules';

import type { ApplicantRow, DB } from '../../db/schema.ts';
import type { Storage } from '../../plugins/storage.ts';
import { recordConsent } from '../../lib/consents.ts';
import { parseResumeList } from './applicant-files.ts';

/** Plain Kysely access to applications; knows nothing about HTTP (STYLE §3). */

export interface NewApplication {
  user_id: number;
  nama: string;
  email: string;
  telepon: string;
  posisi: string;
  jenis_kelamin: string;
  tanggal_lahir: string;
  pesan: string;
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

export type ApplicantsRepo = ReturnType<typeof applicantsRepo>;

/** Every private file key of a row (photo and documents), e.g. to delete them with the row. */
export function applicantFileKeys(row: Pick<ApplicantRow, 'foto' | 'resume'>) {
  return [row.foto, ...parseResumeList(row.resume)].filter((key) => key.length > 0);
}

const asStatus = (value: string): ApplicantStatus =>
  (APPLICANT_STATUSES as readonly string[]).includes(value)
    ? (value as ApplicantStatus)
    : DEFAULT_APPLICANT_STATUS;

/**
 * A row as the API sends it (applicantSchema): stored keys become signed, expiring URLs (CONTRACT:
 * applicant files are private). `jadwal_interview` is passed through as stored.
 */
export function toApplicantDto(row: ApplicantRow, storage: Pick<Storage, 'signedUrl'>): Applicant {
  return {
    id: row.id,
    user_id: row.user_id,
    nama: row.nama,
    email: row.email,
    telepon: row.telepon,
    posisi: row.posisi,
    jenis_kelamin: row.jenis_kelamin,
    tanggal_lahir: row.tanggal_lahir,
    pesan: row.pesan,
    resume: parseResumeList(row.resume).map((key) => storage.signedUrl(key)),
    foto: row.foto ? storage.signedUrl(row.foto) : null,
    status: asStatus(row.status),
    jadwal_interview: row.jadwal_interview,
    created_at: row.created_at,
  };
}
