import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import {
  APPLICANT_STATUSES,
  type ApplicantStatus,
  POSITION_LABELS,
  type Position,
} from '#common/rules';
import { formatLongDate, localDate, todayIn } from '#common/dates';
import { isValidSchedule, parseResumeList } from '#common/schemas/applicants';
import type { ApplicantDetail as ApplicantDetailData } from '#common/schemas/recruiting';
import { recruitingText as r } from '#common/texts/recruiting';
import {
  applicantsAdminText as a,
  applicationFormText as f,
  applicantsText as t,
} from '#common/texts/applicants';
import { commonText } from '#common/texts/common';

import { Button } from '../../components/ui/field.tsx';
import { showError, showSuccess, showWarning } from '../../lib/alerts.ts';
import {
  ApplicantContactActions,
  ApplicantNotes,
  HistoryTimeline,
} from './applicant-recruiting-panels.tsx';
import { useRecruitingSettings } from './recruiting.queries.ts';
import { useSaveApplicantSchedule, useSaveApplicantStatus } from './applicants-admin.queries.ts';
import {
  ApplicantPhotoCard,
  DetailCard,
  DocumentsCard,
  PersonalInfoCard,
  DetailRow,
  StatusBadge,
  formatSchedule,
} from './applicant-profile.tsx';
import { RetentionNote } from './retention-note.tsx';
import { ApplicantAnswers } from './applicant-answers.tsx';

const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/** 'Detail Pelamar' (SPEC §2); status and schedule are editable for `canEdit` roles only (bos reads). */
export function ApplicantDetail({
  applicant,
  canEdit,
  timeZone,
}: {
  applicant: ApplicantDetailData;
  canEdit: boolean;
  timeZone: string;
}) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<ApplicantStatus>(applicant.status);
  const [schedule, setSchedule] = useState(applicant.jadwal_interview ?? '');
  const saveStatus = useSaveApplicantStatus(applicant.id);
  const saveSchedule = useSaveApplicantSchedule(applicant.id);
  const documents = parseResumeList(applicant.resume);
  const today = todayIn(timeZone);
  const hasValidSchedule = isValidSchedule(applicant.jadwal_interview);
  const settings = useRecruitingSettings();

  // SPEC §4: after a successful save the page navigates to /admin/pelamar/{id}.
  const afterSave = async (text: string) => {
    await showSuccess(commonText.success, text, 1500);
    navigate(`/admin/pelamar/${applicant.id}`, { replace: true });
  };

  const onSaveStatus = async () => {
    // Spec §5: a status save needs a valid (stored) interview schedule first.
    if (!hasValidSchedule) return showWarning(commonText.warning, t.scheduleRequired);
    try {
      await saveStatus.mutateAsync(status);
    } catch {
      return showError(commonText.error, t.statusSaveFailed);
    }
    await afterSave(t.statusSaved);
  };

  const onSaveSchedule = async () => {
    if (!isValidSchedule(schedule)) return showWarning(commonText.warning, t.scheduleRequired);
    try {
      await saveSchedule.mutateAsync(schedule);
    } catch {
      return showError(commonText.error, t.scheduleSaveFailed);
    }
    await afterSave(t.scheduleSaved);
  };

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t.detailTitle}</h1>
        <Link
          to="/admin/pelamar"
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50"
        >
          {commonText.back}
        </Link>
      </div>
      <div className="grid gap-5 md:grid-cols-[14rem_minmax(0,1fr)]">
        <ApplicantPhotoCard applicant={applicant} />
        <div className="space-y-5">
          <PersonalInfoCard applicant={applicant} today={today} />
          <ApplicantContactActions
            applicant={applicant}
            templates={settings.data?.whatsAppTemplates}
          />
          {applicant.duplicate ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {r.duplicate}: {r.duplicateHint}
            </p>
          ) : null}
          <DetailCard title={f.applicationInfo}>
            <dl className="divide-y divide-slate-100">
              <DetailRow label="Posisi">
                {POSITION_LABELS[applicant.posisi as Position] ?? applicant.posisi}
              </DetailRow>
              <DetailRow label={f.appliedAt}>
                {formatLongDate(localDate(applicant.created_at, timeZone))}
              </DetailRow>
            </dl>
          </DetailCard>
          <DetailCard title={f.addressLabel}>
            <p className="text-sm whitespace-pre-line text-slate-900">
              {applicant.pesan || t.noAddress}
            </p>
          </DetailCard>
          <div className="grid gap-5 lg:grid-cols-2">
            <DetailCard title={f.status}>
              {canEdit ? (
                <div className="space-y-3">
                  <label htmlFor="applicant-status" className="sr-only">
                    {f.status}
                  </label>
                  <select
                    id="applicant-status"
                    className={CONTROL}
                    value={status}
                    onChange={(event) => setStatus(event.target.value as ApplicantStatus)}
                  >
                    {APPLICANT_STATUSES.map((value) => (
                      <option key={value} value={value}>
                        {value}
                      </option>
                    ))}
                  </select>
                  <Button onClick={() => void onSaveStatus()} isBusy={saveStatus.isPending}>
                    {a.saveStatus}
                  </Button>
                </div>
              ) : (
                <StatusBadge status={applicant.status} />
              )}
              <RetentionNote until={applicant.retensi_hingga} />
            </DetailCard>
            <DetailCard title={f.schedule}>
              {canEdit ? (
                <div className="space-y-3">
                  <label htmlFor="applicant-schedule" className="sr-only">
                    {f.schedule}
                  </label>
                  <input
                    id="applicant-schedule"
                    type="datetime-local"
                    step={60}
                    className={CONTROL}
                    value={schedule}
                    onChange={(event) => setSchedule(event.target.value.slice(0, 16))}
                  />
                  <Button onClick={() => void onSaveSchedule()} isBusy={saveSchedule.isPending}>
                    {a.saveSchedule}
                  </Button>
                </div>
              ) : (
                <p className="text-sm text-slate-900">
                  {hasValidSchedule ? formatSchedule(applicant.jadwal_interview!) : t.notScheduled}
                </p>
              )}
            </DetailCard>
          </div>
          <ApplicantAnswers
            answers={applicant.jawaban}
            meetsRequirements={applicant.memenuhi_syarat}
          />
          <DocumentsCard urls={documents} />
          <DetailCard title={r.historyTitle}>
            <HistoryTimeline
              createdAt={applicant.created_at}
              entries={applicant.history}
              timeZone={timeZone}
            />
          </DetailCard>
          <ApplicantNotes applicant={applicant} canWrite={canEdit} timeZone={timeZone} />
        </div>
      </div>
    </div>
  );
}
