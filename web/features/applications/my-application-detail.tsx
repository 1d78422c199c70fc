import { useState } from 'react';

import { formatLongDate, localDate } from '#common/dates';
import { DOCUMENT_LABELS, type DocumentKind } from '#common/guard-hiring-values';
import type { ApplicantDocumentState } from '#common/schemas/guard-hiring';
import { guardHiringScreensText as g } from '#common/texts/guard-hiring-screens';
import { POSITION_LABELS, type Position } from '#common/rules';
import { isValidSchedule, parseResumeList } from '#common/applicant-values';
import type { MyApplication } from '#common/schemas/recruiting';
import { commonText } from '#common/texts/common';
import { recruitingText as r } from '#common/texts/recruiting';

import { Button } from '../../components/ui/field.tsx';
import { showError } from '../../lib/alerts.ts';
import { applicationFormText as f, applicantsText as t } from '#common/texts/applicants';
import { vacanciesText } from '#common/texts/vacancies';

import { ApplicationVacancyLink } from '../../components/ui/application-vacancy.tsx';
import {
  ApplicantPhotoCard,
  DetailCard,
  DocumentsCard,
  DetailRow,
  PersonalInfoCard,
  StatusBadge,
  formatSchedule,
} from '../../components/applicant/applicant-profile.tsx';
import { HistoryCard } from '../../components/applicant/history-card.tsx';
import { downloadIcs } from '../../lib/download-ics.ts';
import { MyDocumentsCard } from './my-documents-card.tsx';

/** 'Detail Lamaran Saya' (docs/product.md §2), read-only. */
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
  const [ownDocuments, setOwnDocuments] = useState(application.dokumen ?? []);
  const [resent, setResent] = useState<string>();
  const onResent = (saved: ApplicantDocumentState) => {
    setOwnDocuments((list) => list.map((doc) => (doc.jenis === saved.jenis ? saved : doc)));
    setResent(g.resendDone(DOCUMENT_LABELS[saved.jenis as DocumentKind] ?? saved.jenis));
  };
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
              {application.lowongan ? (
                <DetailRow label={vacanciesText.appliedVacancy}>
                  <ApplicationVacancyLink vacancy={application.lowongan} />
                </DetailRow>
              ) : null}
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
          <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
            {resent}
          </p>
          <MyDocumentsCard documents={ownDocuments} onResent={onResent} />
          <HistoryCard title={r.myHistoryTitle} application={application} timeZone={timeZone} />
          <DocumentsCard urls={documents} hasIcons />
        </div>
      </div>
    </div>
  );
}
