import { formatLongDate, localDate } from '#common/dates';
import { POSITION_LABELS, type Position } from '#common/rules';
import { isValidSchedule, parseResumeList } from '#common/schemas/applicants';
import type { MyApplication } from '#common/schemas/recruiting';
import { commonText } from '#common/texts/common';
import { recruitingText as r } from '#common/texts/recruiting';

import { Button } from '../../components/ui/field.tsx';
import { OutlineIcon } from '../../components/ui/outline-icon.tsx';
import { showError } from '../../lib/alerts.ts';
import { applicationFormText as f, applicantsText as t } from '#common/texts/applicants';

import {
  ApplicantPhotoCard,
  DetailCard,
  DetailRow,
  PersonalInfoCard,
  StatusBadge,
  formatSchedule,
} from './applicant-profile.tsx';
import { HistoryTimeline } from './applicant-recruiting-panels.tsx';
import { downloadIcs } from './recruiting.queries.ts';

/** 'Detail Lamaran Saya' (SPEC §2), read-only. */
export function MyApplicationDetail({
  application,
  timeZone,
  today,
}: {
  application: MyApplication;
  timeZone: string;
  today: string;
}) {
  const documents = parseResumeList(application.resume);
  const appliedDay = localDate(application.created_at, timeZone);
  const positionLabel = POSITION_LABELS[application.posisi as Position] ?? application.posisi;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.myDetailTitle}</h1>
      <div className="grid gap-5 md:grid-cols-[14rem_minmax(0,1fr)]">
        <ApplicantPhotoCard applicant={application} />
        <div className="space-y-5">
          <PersonalInfoCard applicant={application} today={today} />
          <DetailCard title={f.applicationInfo}>
            <dl className="divide-y divide-slate-100">
              <DetailRow label="Posisi">{positionLabel}</DetailRow>
              <DetailRow label={f.appliedAt}>{formatLongDate(appliedDay)}</DetailRow>
              <DetailRow label={f.addressLabel}>{application.pesan || t.noAddress}</DetailRow>
              <DetailRow label={f.status}>
                <StatusBadge status={application.status} />
              </DetailRow>
              <DetailRow label={f.schedule}>
                {isValidSchedule(application.jadwal_interview) ? (
                  <span className="flex flex-wrap items-center gap-3">
                    {formatSchedule(application.jadwal_interview)}
                    <Button
                      variant="secondary"
                      className="py-1"
                      onClick={() =>
                        void downloadIcs(
                          `/user/pelamar/${application.user_id}/interview.ics`,
                          'applicant',
                        ).catch(() => showError(commonText.error, r.calendarFailed))
                      }
                    >
                      {r.addToCalendar}
                    </Button>
                  </span>
                ) : (
                  t.notScheduled
                )}
              </DetailRow>
            </dl>
          </DetailCard>
          <DetailCard title={r.myHistoryTitle}>
            <HistoryTimeline
              createdAt={application.created_at}
              entries={application.history}
              timeZone={timeZone}
            />
          </DetailCard>
          <DetailCard title={f.documents}>
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
                      <OutlineIcon className="h-4 w-4">
                        <path
                          d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z M14 3v6h6"
                          strokeLinejoin="round"
                        />
                      </OutlineIcon>
                      {documents.length > 1 ? f.documentNumbered(index + 1) : f.documentSingle}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </DetailCard>
        </div>
      </div>
    </div>
  );
}
