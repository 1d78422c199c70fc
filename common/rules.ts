/** Business numbers of docs/product.md §5 and §9, shared by the server's checks and the web's forms. */

export const MIN_AGE = 21;
export const MAX_AGE = 38;
export const MIN_PHONE_DIGITS = 10;
export const MAX_PHONE_DIGITS = 15;
export const SECURITY_MIN_HEIGHT_CM = 168;

export const APPLICANT_STATUSES = ['Menunggu', 'Diterima', 'Ditolak'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];
export const DEFAULT_APPLICANT_STATUS: ApplicantStatus = 'Menunggu';
/** Statuses that decide an application: they set `decided_at`, and retention counts from them. */
export const FINAL_APPLICANT_STATUSES = ['Diterima', 'Ditolak'] as const;
export const isFinalStatus = (status: string) =>
  (FINAL_APPLICANT_STATUSES as readonly string[]).includes(status);

/** Stored values and the labels the form shows (docs/product.md §5: Kebersihan is shown as Cleaning). */
export const POSITIONS = ['Security', 'Kebersihan', 'Pengelola Parkir'] as const;
export type Position = (typeof POSITIONS)[number];
export const POSITION_LABELS: Record<Position, string> = {
  Security: 'Security',
  Kebersihan: 'Cleaning',
  'Pengelola Parkir': 'Parking Management',
};

export const GENDERS = ['Laki-laki', 'Perempuan'] as const;

/** The three services: the card's `service` value is also the URL segment (/layanan/{service}). */
export const SERVICES = ['keamanan', 'kebersihan', 'parkir'] as const;
export type Service = (typeof SERVICES)[number];

/** docs/product.md §7: gallery ids 1 security, 2 cleaning, 3 parking; upload service_type names. */
export const GALLERY_IDS: Record<Service, number> = { keamanan: 1, kebersihan: 2, parkir: 3 };
export const GALLERY_SERVICE_TYPES: Record<Service, string> = {
  keamanan: 'Keamanan',
  kebersihan: 'Kebersihan',
  parkir: 'Parkir',
};

export const PAGE_SLUGS = [
  'tentang-kami',
  'layanan-keamanan',
  'layanan-kebersihan',
  'layanan-parkir',
  'kebijakan-privasi',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** Upload limits: generous for phone photos, small enough to keep a slow uplink usable. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_RESUME_FILES = 5;
/**
 * Files one applicant may have sent ahead of the application (docs/decisions/048): a photo, five
 * CVs and five documents, plus one retry; also the most ids one application may claim.
 */
export const MAX_STAGED_UPLOADS = 12;

export const STAFF_PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
export const APPLICANT_PASSWORD_MIN = 8;

/** The company's time zone: dates are grouped and ages computed in it. */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** Vacancies (docs/product.md §10): employment types, states, screening questions (docs/decisions/031). */
export const EMPLOYMENT_TYPES = ['Penuh Waktu', 'Kontrak', 'Harian'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const VACANCY_STATUSES = ['draft', 'dibuka', 'ditutup'] as const;
export const MAX_VACANCY_QUESTIONS = 10;
export const YES_NO = ['ya', 'tidak'] as const;
export type YesNo = (typeof YES_NO)[number];
