import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

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

export interface ApplicantsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  nama: string;
  email: string;
  telepon: string;
  posisi: string;
  jenis_kelamin: string;
  tanggal_lahir: string;
  pesan: string;
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

/** Counters that change-detection reads cheaply (0011: deletes of applicants for the list's ETag). */
export interface ChangeCountersTable {
  name: string;
  value: number;
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
  applicant_history: ApplicantHistoryTable;
  applicant_notes: ApplicantNotesTable;
}

export type StaffUserRow = Selectable<StaffUsersTable>;
export type NewStaffUser = Insertable<StaffUsersTable>;
export type StaffUserUpdate = Updateable<StaffUsersTable>;
export type ApplicantUserRow = Selectable<ApplicantUsersTable>;
export type ApplicantRow = Selectable<ApplicantsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
