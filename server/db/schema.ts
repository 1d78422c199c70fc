import type { Generated, Selectable } from 'kysely';

/** One type per table. Columns keep the spec's field names, so rows go out as they are. */

interface Timestamps {
  created_at: string;
  updated_at: string;
}

export interface StaffUsersTable extends Timestamps {
  id: Generated<number>;
  nama: string;
  password_hash: string;
  role: string;
  is_active: Generated<number>;
  password_changed_at: string;
  last_login_at: string | null;
  /** 0015: the TOTP secret once enabled, the one being set up, and the last step accepted. */
  mfa_secret: string | null;
  mfa_pending_secret: string | null;
  mfa_enabled_at: string | null;
  mfa_last_step: number | null;
}

export interface ApplicantUsersTable extends Timestamps {
  id: Generated<number>;
  nama: string;
  email: string;
  password_hash: string;
  password_changed_at: string;
}

export interface SessionsTable {
  id: string;
  kind: 'staff' | 'applicant';
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface UsedCaptchasTable {
  signature: string;
  expires_at: string;
}

export interface CardsTable extends Timestamps {
  id: Generated<number>;
  service: string;
  image_url: string | null;
  content: string | null;
}

export interface PagesTable {
  slug: string;
  title: string;
  content: string;
  /** Grows by one on each change of content (0013): a consent names the notice's version. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface GalleryPhotosTable extends Timestamps {
  id: Generated<number>;
  gallery_id: number;
  service_type: string;
  photo_url: string;
}

export interface TestimoniesTable extends Timestamps {
  id: Generated<number>;
  name: string;
  organization: string | null;
  message: string;
  photo: string | null;
}

export interface TenantsTable extends Timestamps {
  id: Generated<number>;
  nama: string;
}

export interface FaqsTable extends Timestamps {
  id: Generated<number>;
  question: string;
  answer: string;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface ContactMessagesTable extends Timestamps {
  id: Generated<number>;
  nama: string;
  email: string;
  telepon: string;
  pesan: string;
  dibaca: Generated<number>;
  created_day: string;
  search_text: string;
  submission_key: string | null;
}

/** What an application holds from its form (SPEC §3), under the spec's field names. */
export interface ApplicationFields {
  nama: string;
  email: string;
  telepon: string;
  posisi: string;
  jenis_kelamin: string;
  tanggal_lahir: string;
  pesan: string;
}

export interface ApplicantsTable extends Timestamps, ApplicationFields {
  id: Generated<number>;
  user_id: number;
  resume: string;
  foto: string;
  status: Generated<string>;
  jadwal_interview: string | null;
  created_day: string;
  search_text: string;
  /** When the application last reached Diterima or Ditolak (0017); null while Menunggu. */
  decided_at: Generated<string | null>;
}

/** Issue 11: each status or schedule change of an application (0017). */
export interface ApplicantHistoryTable {
  id: Generated<number>;
  applicant_id: number;
  status: string;
  jadwal_interview: string | null;
  kind: 'status' | 'jadwal';
  changed_by: string;
  changed_at: string;
}

/** Issue 11: internal staff notes on an application, never shown to the applicant (0017). */
export interface ApplicantNotesTable {
  id: Generated<number>;
  applicant_id: number;
  text: string;
  author: string;
  created_at: string;
}

/** One consent to the privacy notice (0013, UU PDP 27/2022): at registration or application. */
export interface ConsentsTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'registrasi' | 'lamaran';
  notice_version: number;
  created_at: string;
}

/** Applicant password reset links (0014); only the token's SHA-256 is stored. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Counters that change-detection reads cheaply (0011: deletes of applicants for the list's ETag). */
export interface ChangeCountersTable {
  name: string;
  value: number;
}

/** Durable jobs (0012): outgoing mail and periodic tasks; see server/plugins/jobs.ts. */
export interface JobsTable extends Timestamps {
  id: Generated<number>;
  type: string;
  /** JSON; emptied when a job is done, so finished mail keeps no addresses or text. */
  payload: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  max_attempts: number;
  run_at: string;
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  /** Set for periodic tasks: one row per task name. */
  unique_key: string | null;
}

/** 0015: single-use recovery codes (SHA-256 of a random 80-bit code). */
export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** 0015: the step between a right password and the second factor (the mfaToken). */
export interface MfaChallengesTable {
  id: string;
  staff_id: number;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** 0016: who did what (staff logins, writes, views of applicant documents, exports). */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor: string | null;
  role: string | null;
  action: string;
  target: string | null;
  created_at: string;
}

export interface DB {
  staff_users: StaffUsersTable;
  applicant_users: ApplicantUsersTable;
  sessions: SessionsTable;
  used_captchas: UsedCaptchasTable;
  cards: CardsTable;
  pages: PagesTable;
  gallery_photos: GalleryPhotosTable;
  testimonies: TestimoniesTable;
  tenants: TenantsTable;
  faqs: FaqsTable;
  site_settings: SiteSettingsTable;
  contact_messages: ContactMessagesTable;
  applicants: ApplicantsTable;
  change_counters: ChangeCountersTable;
  jobs: JobsTable;
  consents: ConsentsTable;
  password_resets: PasswordResetsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  audit_log: AuditLogTable;
  applicant_history: ApplicantHistoryTable;
  applicant_notes: ApplicantNotesTable;
}

export type StaffUserRow = Selectable<StaffUsersTable>;
export type ApplicantRow = Selectable<ApplicantsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type JobRow = Selectable<JobsTable>;
