import type { ReactNode } from 'react';

import { formatLongDate } from '#common/dates';
import type { ApplicantStatus } from '#common/rules';
import { ageOn } from '#common/applicant-values';
import type { Applicant } from '#common/schemas/applicants';
import { applicationFormText as f, applicantsText as t } from '#common/texts/applicants';

import { OutlineIcon } from '../ui/outline-icon.tsx';

/** Display pieces shared by the staff's 'Detail Pelamar' and the applicant's 'Detail Lamaran Saya'. */

const STATUS_STYLES: Record<ApplicantStatus, string> = {
  Menunggu: 'bg-amber-100 text-amber-800 ring-amber-200',
  Diterima: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  Ditolak: 'bg-red-100 text-red-800 ring-red-200',
};

export function StatusBadge({ status }: { status: ApplicantStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ${STATUS_STYLES[status]}`}
    >
      {status}
    </span>
  );
}

/** A local date-time 'YYYY-MM-DDTHH:mm' (the company's time zone) as 'Senin, 4 Mei 2026 pukul 09.00'. */
export function formatSchedule(value: string) {
  const at = new Date(`${value.slice(0, 16)}:00Z`);
  if (Number.isNaN(at.getTime())) return value;
  return new Intl.DateTimeFormat('id-ID', {
    timeZone: 'UTC',
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(at);
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-brand-900 mb-2 text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * 'Dokumen' (docs/product.md §2): each uploaded file as a link in a new tab, numbered when there are several.
 * The applicant's own view marks the links with a file icon.
 */
export function DocumentsCard({ urls, hasIcons = false }: { urls: string[]; hasIcons?: boolean }) {
  const List = hasIcons ? 'ul' : 'ol';
  return (
    <DetailCard title={f.documents}>
      {urls.length === 0 ? (
        <p className="text-sm text-slate-500">{f.noDocuments}</p>
      ) : (
        <List className="space-y-2">
          {urls.map((url, index) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className={`text-brand-700 text-sm font-semibold hover:underline${hasIcons ? 'inline-flex items-center gap-2' : ''}`}
              >
                {hasIcons ? (
                  <OutlineIcon className="h-4 w-4">
                    <path
                      d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z M14 3v6h6"
                      strokeLinejoin="round"
                    />
                  </OutlineIcon>
                ) : null}
                {urls.length > 1 ? f.documentNumbered(index + 1) : f.documentSingle}
              </a>
            </li>
          ))}
        </List>
      )}
    </DetailCard>
  );
}

/**
 * The side card: photo (or 'no photo'), name and status badge. `isCompactOnPhone` makes it one
 * short row below 768 px, so the staff detail's evidence is on the first screen of a phone
 * (docs/decisions/058).
 */
export function ApplicantPhotoCard({
  applicant,
  isCompactOnPhone = false,
}: {
  applicant: Applicant;
  isCompactOnPhone?: boolean;
}) {
  const layout = isCompactOnPhone ? 'flex-row md:flex-col' : 'flex-col';
  const size = isCompactOnPhone ? 'h-24 w-20 md:h-48 md:w-40' : 'h-48 w-40';
  return (
    <div
      className={`flex ${layout} items-center gap-3 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm`}
    >
      {applicant.foto ? (
        <img
          src={applicant.foto}
          alt={f.photoAlt(applicant.nama)}
          className={`${size} rounded-xl object-cover ring-1 ring-slate-200`}
        />
      ) : (
        <div
          className={`flex ${size} items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-500`}
        >
          {t.noPhoto}
        </div>
      )}
      <div
        className={`flex flex-col gap-2 ${isCompactOnPhone ? 'items-start md:items-center' : 'items-center'}`}
      >
        <p className="text-center font-semibold text-slate-900">{applicant.nama}</p>
        <StatusBadge status={applicant.status} />
      </div>
    </div>
  );
}

/** Name, email, phone, gender, birth date and age on `today` (YYYY-MM-DD). */
export function PersonalInfoCard({ applicant, today }: { applicant: Applicant; today: string }) {
  return (
    <DetailCard title={f.personalInfo}>
      <dl className="divide-y divide-slate-100">
        <DetailRow label="Nama">{applicant.nama}</DetailRow>
        <DetailRow label="Email">{applicant.email}</DetailRow>
        <DetailRow label="No. Telepon">{applicant.telepon}</DetailRow>
        <DetailRow label="Jenis Kelamin">{applicant.jenis_kelamin}</DetailRow>
        <DetailRow label="Tanggal Lahir">{formatLongDate(applicant.tanggal_lahir)}</DetailRow>
        <DetailRow label={f.age}>{f.ageYears(ageOn(applicant.tanggal_lahir, today))}</DetailRow>
      </dl>
    </DetailCard>
  );
}
