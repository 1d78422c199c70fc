import { type EmploymentType } from '#common/rules';
import { EDUCATION_LEVELS, requirementLines } from '#common/schemas/guard-hiring';
import { isVacancyOpen, type Vacancy } from '#common/schemas/vacancies';
import { guardHiringText } from '#common/texts/guard-hiring';

import { requirementsOf } from '../../lib/vacancy-requirements.ts';

/**
 * schema.org JobPosting for an open vacancy's page (Google's job-posting guide):
 * every required property (title, description, datePosted, hiringOrganization, jobLocation with
 * locality, region and country ID) and the recommended ones the vacancy has (validThrough,
 * employmentType, baseSalary in IDR when shown, directApply, identifier, and the requirements as
 * qualifications and educationRequirements). A vacancy that is not
 * open gets none (null): Google must drop it from job search.
 */

/** docs/decisions/031: a fixed-term contract (PKWT) is full-time temporary work. */
const EMPLOYMENT_TYPES: Record<EmploymentType, string[]> = {
  'Penuh Waktu': ['FULL_TIME'],
  Kontrak: ['FULL_TIME', 'TEMPORARY'],
  Harian: ['PER_DIEM'],
};

/**
 * schema.org's credential categories Google reads for a minimum education; SD and SMP have none
 * and are given as text.
 */
const CREDENTIAL_CATEGORIES: Partial<Record<(typeof EDUCATION_LEVELS)[number], string>> = {
  'SMA/SMK': 'high school',
  D3: 'associate degree',
  S1: 'bachelor degree',
};

/** The vacancy's `syarat` as JobPosting `qualifications` and `educationRequirements`. */
function requirementProperties(vacancy: Vacancy) {
  const s = requirementsOf(vacancy);
  const level = s.pendidikan_min;
  const category = level ? CREDENTIAL_CATEGORIES[level] : undefined;
  return {
    qualifications: requirementLines(s).join('; '),
    ...(level
      ? {
          educationRequirements: category
            ? { '@type': 'EducationalOccupationalCredential', credentialCategory: category }
            : guardHiringText.pendidikanLine(level),
        }
      : {}),
  };
}

/** '+07:00' for Asia/Jakarta on that day. */
export function utcOffset(timeZone: string, day: string) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d{2}:\d{2})/.exec(name ?? '');
  return match ? match[1] : '+00:00';
}

export interface JobPostingContext {
  /** Today in the company's time zone (YYYY-MM-DD). */
  today: string;
  timeZone: string;
  /** SITE_URL: absolute URLs for the organization and the page. */
  origin: string;
  organizationName: string;
}

export function jobPostingJsonLd(vacancy: Vacancy, context: JobPostingContext) {
  if (!isVacancyOpen(vacancy, context.today)) return null;
  const { origin, organizationName } = context;
  const showSalary =
    vacancy.tampilkan_gaji && (vacancy.gaji_min !== null || vacancy.gaji_max !== null);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: vacancy.judul,
    description: vacancy.deskripsi,
    datePosted: vacancy.created_at.slice(0, 10),
    // The last day counts: applications are taken until its end in the company's time zone.
    validThrough: `${vacancy.ditutup_pada}T23:59:59${utcOffset(context.timeZone, vacancy.ditutup_pada)}`,
    employmentType: EMPLOYMENT_TYPES[vacancy.jenis],
    hiringOrganization: {
      '@type': 'Organization',
      name: organizationName,
      sameAs: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    },
    jobLocation: {
      '@type': 'Place',
      ...(vacancy.lokasi ? { name: vacancy.lokasi } : {}),
      address: {
        '@type': 'PostalAddress',
        addressLocality: vacancy.kota,
        addressRegion: vacancy.provinsi,
        addressCountry: 'ID',
      },
    },
    ...(showSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'IDR',
            value: {
              '@type': 'QuantitativeValue',
              ...(vacancy.gaji_min !== null ? { minValue: vacancy.gaji_min } : {}),
              ...(vacancy.gaji_max !== null ? { maxValue: vacancy.gaji_max } : {}),
              unitText: vacancy.jenis === 'Harian' ? 'DAY' : 'MONTH',
            },
          },
        }
      : {}),
    ...requirementProperties(vacancy),
    totalJobOpenings: vacancy.kuota,
    // 'Lamar Sekarang' leads to the application form on this site.
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: organizationName, value: String(vacancy.id) },
    url: `${origin}/lowongan/${vacancy.slug}`,
  };
}
