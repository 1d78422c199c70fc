import type { ReactNode } from 'react';

import { type ApplicantStatus, POSITION_LABELS, type Position } from '#common/rules';
import {
  type Applicant,
  ageOn,
  isValidSchedule,
  parseResumeList,
} from '#common/schemas/applicants';
import { applicationFormText as f, applicantsText as t } from '#common/texts/applicants';

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

/** 'Senin, 4 Mei 2026' from YYYY-MM-DD (a calendar date: formatted in UTC so it never shifts). */
export function formatDate(date: string) {
  const at = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat('id-ID', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
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

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-brand-900 mb-2 text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** 'Detail Lamaran Saya' (SPEC §2), read-only. */
export function MyApplicationDetail({
  application,
  timeZone,
  today,
}: {
  application: Applicant;
  timeZone: string;
  today: string;
}) {
  const documents = parseResumeList(application.resume);
  const appliedDay = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(application.created_at));
  const positionLabel = POSITION_LABELS[application.posisi as Position] ?? application.posisi;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.myDetailTitle}</h1>
      <div className="grid gap-5 md:grid-cols-[14rem_minmax(0,1fr)]">
        <div className="flex flex-col items-center gap-3 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          {application.foto ? (
            <img
              src={application.foto}
              alt={f.photoAlt(application.nama)}
              className="h-48 w-40 rounded-xl object-cover ring-1 ring-slate-200"
            />
          ) : (
            <div className="flex h-48 w-40 items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-500">
              {t.noPhoto}
            </div>
          )}
          <p className="text-center font-semibold text-slate-900">{application.nama}</p>
          <StatusBadge status={application.status} />
        </div>
        <div className="space-y-5">
          <Card title={f.personalInfo}>
            <dl className="divide-y divide-slate-100">
              <Row label="Nama">{application.nama}</Row>
              <Row label="Email">{application.email}</Row>
              <Row label="No. Telepon">{application.telepon}</Row>
              <Row label="Jenis Kelamin">{application.jenis_kelamin}</Row>
              <Row label="Tanggal Lahir">{formatDate(application.tanggal_lahir)}</Row>
              <Row label={f.age}>{f.ageYears(ageOn(application.tanggal_lahir, today))}</Row>
            </dl>
          </Card>
          <Card title={f.applicationInfo}>
            <dl className="divide-y divide-slate-100">
              <Row label="Posisi">{positionLabel}</Row>
              <Row label={f.appliedAt}>{formatDate(appliedDay)}</Row>
              <Row label={f.addressLabel}>{application.pesan || t.noAddress}</Row>
              <Row label={f.status}>
                <StatusBadge status={application.status} />
              </Row>
              <Row label={f.schedule}>
                {isValidSchedule(application.jadwal_interview)
                  ? formatSchedule(application.jadwal_interview)
                  : t.notScheduled}
              </Row>
            </dl>
          </Card>
          <Card title={f.documents}>
            {documents.length === 0 ? (
              <p className="text-sm text-slate-500">{f.noDocuments}</p>
            ) : (
              <ul className="space-y-2">
                {documents.map((url, index) => (
                  <li key={url}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand-700 inline-flex items-center gap-2 text-sm font-semibold hover:underline"
                    >
                      <svg
                        viewBox="0 0 24 24"
                        className="h-4 w-4"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        aria-hidden="true"
                      >
                        <path
                          d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z M14 3v6h6"
                          strokeLinejoin="round"
                        />
                      </svg>
                      {documents.length > 1 ? f.documentNumbered(index + 1) : f.documentSingle}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
