import type { Generated, Selectable } from 'kysely';

/** One type per table. Columns keep the product's field names, so rows go out as they are. */

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
  /** 0021: the WebAuthn user handle (random), and whether a passkey may log in without password. */
  webauthn_user_id: string | null;
  passkey_login: Generated<number>;
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
  /** 0021 (staff only): last address, browser, and when a second factor was last proved. */
  ip_address: string | null;
  user_agent: string | null;
  stepped_up_at: string | null;
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
  /** 0024: the English twins (docs/decisions/043); null shows the Indonesian text. */
  content_en: Generated<string | null>;
}

/** A page's text, published (pages) or not yet (page_drafts); the English twins came in 0024. */
interface PageText {
  slug: string;
  title: string;
  content: string;
  title_en: Generated<string | null>;
  content_en: Generated<string | null>;
}

export interface PagesTable extends PageText, Timestamps {
  /** Grows by one on each change of content (0013): a consent names the notice's version. */
  version: Generated<number>;
}

export interface GalleryPhotosTable extends Timestamps {
  id: Generated<number>;
  gallery_id: number;
  service_type: string;
  photo_url: string;
  /** 0029: the alt text and its English twin (docs/decisions/043); null: made from the service. */
  alt: Generated<string | null>;
  alt_en: Generated<string | null>;
}

export interface TestimoniesTable extends Timestamps {
  id: Generated<number>;
  name: string;
  organization: string | null;
  message: string;
  photo: string | null;
  organization_en: Generated<string | null>;
  message_en: Generated<string | null>;
}

export interface TenantsTable extends Timestamps {
  id: Generated<number>;
  nama: string;
  nama_en: Generated<string | null>;
}

export interface FaqsTable extends Timestamps {
  id: Generated<number>;
  question: string;
  answer: string;
  question_en: Generated<string | null>;
  answer_en: Generated<string | null>;
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
  /** 0024: 'id' or 'en', the site the message was sent from. */
  language: Generated<string>;
}

/** What an application holds from its form (docs/product.md §3), under the product's field names. */
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
  /** 0019: the vacancy applied to, the answers given (JSON copy) and the screening flag. */
  lowongan_id: Generated<number | null>;
  jawaban: Generated<string | null>;
  memenuhi_syarat: Generated<number>;
  /** 0028 (docs/decisions/046): identity and credentials; null when not asked or sent before. */
  nik: Generated<string | null>;
  /** The phone as `62…` (normalizePhone), for finding duplicates. */
  telepon_normal: Generated<string | null>;
  tinggi_badan: Generated<number | null>;
  berat_badan: Generated<number | null>;
  pendidikan: Generated<string | null>;
  skck_tanggal: Generated<string | null>;
  gada_tingkat: Generated<string | null>;
  gada_nomor: Generated<string | null>;
  kta_nomor: Generated<string | null>;
  kta_berlaku_sampai: Generated<string | null>;
  surat_sehat_tanggal: Generated<string | null>;
}

/** A document of an application (0028) (docs/decisions/046): one per kind, verified by staff. */
export interface ApplicantDocumentsTable {
  id: Generated<number>;
  pelamar_id: number;
  jenis: string;
  file_key: string;
  verifikasi: Generated<string>;
  catatan: string | null;
  verified_by: string | null;
  verified_at: string | null;
  /** When the specific-data purge erased the file (SKCK, health certificate). */
  dihapus_at: Generated<string | null>;
  created_at: string;
  /** When the applicant last sent the rejected document again (0031). */
  dikirim_ulang_at: Generated<string | null>;
}

/** A job vacancy (0019) (docs/decisions/031); `pertanyaan` is JSON, booleans are 0/1. */
export interface VacanciesTable extends Timestamps {
  id: Generated<number>;
  slug: string;
  judul: string;
  posisi: string;
  kota: string;
  provinsi: string;
  lokasi: string | null;
  jenis: string;
  kuota: number;
  deskripsi: string;
  /** Whole rupiah (bigint; database.ts reads PostgreSQL's int8 as a number). */
  gaji_min: number | null;
  gaji_max: number | null;
  tampilkan_gaji: number;
  ditutup_pada: string;
  status: string;
  pertanyaan: string;
  dibuka_at: string | null;
  /** 0028: the requirements (VacancyRequirements) as JSON; null: none. */
  syarat: Generated<string | null>;
}

/** Each status or schedule change of an application (0017) (docs/decisions/025). */
export interface ApplicantHistoryTable {
  id: Generated<number>;
  applicant_id: number;
  status: string;
  jadwal_interview: string | null;
  kind: 'status' | 'jadwal';
  changed_by: string;
  changed_at: string;
  /** Why a change was made against a warning (an acceptance confirmed), 0031. */
  keterangan: Generated<string | null>;
}

/** Internal staff notes on an application, never shown to the applicant (0017) (docs/decisions/025). */
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

/** 0021: a staff member's passkey (WebAuthn credential, public key as base64url). */
export interface StaffPasskeysTable {
  id: Generated<number>;
  staff_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  /** JSON array of transports the authenticator named ('internal', 'usb', 'hybrid'…). */
  transports: string | null;
  nama: string;
  device_type: string;
  backed_up: number;
  created_at: string;
  last_used_at: string | null;
}

/** 0021: a WebAuthn challenge handed out, until used once or expired. */
export interface WebauthnChallengesTable {
  id: string;
  purpose: string;
  challenge: string;
  staff_id: number | null;
  session_id: string | null;
  mfa_challenge_id: string | null;
  created_at: string;
  expires_at: string;
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

/** 0022: one published state of a content item (docs/decisions/034); `data` is its JSON. */
export interface RevisionsTable {
  id: Generated<number>;
  entity: string;
  item_id: string;
  /** baseline (the state before the first tracked change), create, update, publish, restore, delete. */
  action: string;
  data: string;
  actor_id: number | null;
  actor: string | null;
  role: string | null;
  created_at: string;
}

/** 0022: an item's edit counter, the version optimistic concurrency compares. */
export interface RevisionHeadsTable {
  entity: string;
  item_id: string;
  seq: number;
}

/** 0022: deleted items, restorable for 30 days ('Sampah'). */
export interface TrashTable {
  id: Generated<number>;
  entity: string;
  item_id: string;
  data: string;
  deleted_by: string | null;
  deleted_at: string;
}

/** 0022: a page's unpublished text, and when it is to be published. */
export interface PageDraftsTable extends PageText {
  saved_by: string | null;
  saved_at: string;
  publish_at: string | null;
  scheduled_by_id: number | null;
}

/** 0022: public files no longer shown, removed once no revision or trash entry names them. */
export interface RetiredFilesTable {
  url: string;
  retired_at: string;
}

/** Hiring days and interview slots (0027); instants are ISO UTC text, booleans 0/1. */
export interface HiringSessionsTable extends Timestamps {
  id: Generated<number>;
  judul: string;
  jenis: string;
  mulai: string;
  selesai: string;
  lokasi: string;
  peta_url: string | null;
  kapasitas: number;
  lowongan_id: number | null;
  dibatalkan_at: string | null;
  created_by: string;
}

export interface SessionInvitationsTable {
  id: Generated<number>;
  sesi_id: number;
  pelamar_id: number;
  invited_at: string;
}

export interface SessionBookingsTable {
  id: Generated<number>;
  sesi_id: number;
  pelamar_id: number;
  kode: string;
  jadwal: string;
  booked_at: string;
  hadir_at: string | null;
  tinggi_badan: number | null;
  berat_badan: number | null;
  lulus: number | null;
  catatan: string | null;
  hasil_at: string | null;
  hasil_by: string | null;
  diingatkan_at: string | null;
  /** When the applicant was mailed this booking (after a quiet minute, docs/decisions/049). */
  diberitahu_at: string | null;
}

/** 0030: a file sent before its application, until claimed (docs/decisions/048). */
export interface StagedUploadsTable {
  /** Random token (base64url), what the client names; never the storage key. */
  id: string;
  user_id: number;
  /** `foto`, `resume` or one of DOCUMENT_KINDS. */
  jenis: string;
  file_key: string;
  created_at: string;
}

/** 0035: one version of the price tariff; the newest is current (docs/decisions/053). */
export interface TariffsTable {
  id: Generated<number>;
  tahun: number;
  /** JSON `Tariff` (common/pricing.ts). */
  data: string;
  contoh: Generated<number>;
  created_by: string | null;
  created_at: string;
}

/** 0036: the last reference number handed out per year (PNW-YYYY-NNNNN). */
export interface QuoteRequestCountersTable {
  tahun: number;
  nomor: number;
}

/** 0036: a business client's quote request, which is also the pipeline's lead (docs/decisions/054). */
export interface QuoteRequestsTable extends Timestamps {
  id: Generated<number>;
  kode: string;
  perusahaan: string;
  nama: string;
  jabatan: string | null;
  email: string;
  telepon: string;
  alamat_lokasi: string;
  mulai: string | null;
  catatan: string | null;
  sumber: string | null;
  layanan: string;
  kota: string;
  /** JSON array of the posts as asked. */
  pos: string;
  /** JSON `Estimate` as answered to the client. */
  estimasi: string;
  total: number;
  tariff_id: number;
  tahap: string;
  dihubungi_at: string | null;
  language: string | null;
  persetujuan_at: string;
  contact_message_id: number | null;
  /** 0037: lower-case kode, perusahaan, nama and email, one text. */
  search_text: string | null;
  /** 0049: `searchKey` of perusahaan and nama, and the lower-case e-mail: the prefix search. */
  cari_perusahaan: string | null;
  cari_nama: string | null;
  cari_email: string | null;
}

/** 0049: how many requests each stage and service holds, kept by triggers for X-Total-Count. */
export interface QuoteRequestCountsTable {
  tahap: string;
  layanan: string;
  n: number;
}

export interface QuoteRequestHistoryTable {
  id: Generated<number>;
  quote_request_id: number;
  tahap: string;
  alasan: string | null;
  changed_by: string | null;
  changed_at: string;
}

export interface QuoteRequestNotesTable {
  id: Generated<number>;
  quote_request_id: number;
  text: string;
  author: string;
  created_at: string;
}

export interface QuoteRequestSurveysTable {
  id: Generated<number>;
  quote_request_id: number;
  mulai: string;
  lokasi: string;
  created_by: string;
  created_at: string;
}

/** Proposal versions of a quote request (migration 0040, docs/decisions/055). */
export interface ProposalsTable {
  id: Generated<number>;
  quote_request_id: number;
  versi: number;
  tariff_id: number;
  pos: string;
  upah: number;
  fee_persen: number;
  berlaku_hari: number;
  berlaku_sampai: string;
  catatan: string | null;
  estimasi: string;
  total: number;
  perlu_persetujuan: Generated<number>;
  disetujui_oleh: string | null;
  disetujui_at: string | null;
  created_by: string;
  created_at: string;
  dikirim_oleh: string | null;
  dikirim_at: string | null;
  token_hash: string | null;
  token_nonce: string | null;
  pdf: Buffer | null;
  pdf_sha256: string | null;
  dibuka_pertama_at: string | null;
  dibuka_terakhir_at: string | null;
  jawaban: string | null;
  dijawab_at: string | null;
  penerima_nama: string | null;
  penerima_jabatan: string | null;
  penerima_ip: string | null;
  penerima_user_agent: string | null;
  penerima_pdf_sha256: string | null;
  alasan_tolak: string | null;
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
  vacancies: VacanciesTable;
  applicant_documents: ApplicantDocumentsTable;
  revisions: RevisionsTable;
  revision_heads: RevisionHeadsTable;
  trash: TrashTable;
  page_drafts: PageDraftsTable;
  retired_files: RetiredFilesTable;
  staff_passkeys: StaffPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  hiring_sessions: HiringSessionsTable;
  session_invitations: SessionInvitationsTable;
  session_bookings: SessionBookingsTable;
  staged_uploads: StagedUploadsTable;
  tariffs: TariffsTable;
  quote_request_counters: QuoteRequestCountersTable;
  quote_request_counts: QuoteRequestCountsTable;
  quote_requests: QuoteRequestsTable;
  quote_request_history: QuoteRequestHistoryTable;
  quote_request_notes: QuoteRequestNotesTable;
  quote_request_surveys: QuoteRequestSurveysTable;
  proposals: ProposalsTable;
}

export type StaffUserRow = Selectable<StaffUsersTable>;
export type ApplicantRow = Selectable<ApplicantsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type JobRow = Selectable<JobsTable>;
export type VacancyRow = Selectable<VacanciesTable>;
export type HiringDayRow = Selectable<HiringSessionsTable>;
export type QuoteRequestRow = Selectable<QuoteRequestsTable>;
