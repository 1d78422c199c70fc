import { APPLICANT_STATUSES, type ApplicantStatus, DEFAULT_APPLICANT_STATUS } from '#common/rules';
import { CREDENTIAL_DETAILS } from '#common/guard-hiring-values';
import { type Applicant, parseResumeList } from '#common/schemas/applicants';
import { type Answer, answerSchema } from '#common/schemas/vacancies';

import type { ApplicantRow } from '../db/schema.ts';
import type { Storage } from '../ports/storage.ts';

/**
 * An application row as several features read it: the applicants' own routes, the applicant's
 * data export (privacy), erasure and the retention purge. The row itself is read and written
 * through `server/domain/applicants/` (the table's one owner).
 */

/**
 * The identity and credential columns of an application (0028, docs/decisions/046): null when
 * the vacancy did not ask for them or the application was sent before.
 */
export const CREDENTIAL_COLUMNS = ['nik', ...CREDENTIAL_DETAILS] as const;
export type CredentialColumn = (typeof CREDENTIAL_COLUMNS)[number];

/** Every private file key of an application row (photo and documents), e.g. to delete them. */
export function applicationFileKeys(row: Pick<ApplicantRow, 'foto' | 'resume'>) {
  return [row.foto, ...parseResumeList(row.resume)].filter((key) => key.length > 0);
}

/** The stored copy of the screening answers (docs/decisions/031); anything unreadable reads as none. */
export function parseAnswers(text: string | null): Answer[] {
  if (!text) return [];
  try {
    const parsed = answerSchema.array().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** A stored status as the API names it; anything unknown reads as the default (Menunggu). */
export const applicantStatusOf = (value: string): ApplicantStatus =>
  (APPLICANT_STATUSES as readonly string[]).includes(value)
    ? (value as ApplicantStatus)
    : DEFAULT_APPLICANT_STATUS;

/**
 * A row as the API sends it (applicantSchema): stored keys become signed, expiring URLs (docs/api.md:
 * applicant files are private). `jadwal_interview` is passed through as stored.
 */
export function toApplicantDto(
  row: ApplicantRow,
  storage: Pick<Storage, 'signedUrl'>,
  /** Who receives the links (`staffViewer`, `applicantViewer`): downloads are audited with it. */
  viewer: string,
): Applicant {
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
    resume: parseResumeList(row.resume).map((key) => storage.signedUrl(key, undefined, viewer)),
    foto: row.foto ? storage.signedUrl(row.foto, undefined, viewer) : null,
    status: applicantStatusOf(row.status),
    jadwal_interview: row.jadwal_interview,
    created_at: row.created_at,
    lowongan_id: row.lowongan_id,
    memenuhi_syarat: Boolean(Number(row.memenuhi_syarat)),
    jawaban: parseAnswers(row.jawaban),
  };
}

/** The viewer of signed links handed to a staff member. */
export const staffViewer = (staffId: number) => `staff-${staffId}`;
/** The viewer of signed links handed to the applicant (their own files). */
export const applicantViewer = (userId: number) => `pelamar-${userId}`;
