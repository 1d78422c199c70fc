import { useState } from 'react';
import { useNavigate } from 'react-router';

import {
  APPLICANT_STATUSES,
  type ApplicantStatus,
  POSITION_LABELS,
  type Position,
} from '#common/rules';
import { SPECIFIC_DATA_ROLES, hasRole } from '#common/roles';
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
import { vacanciesText } from '#common/texts/vacancies';

import { ApplicationVacancyLink } from '../../../components/ui/application-vacancy.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Button } from '../../../components/ui/field.tsx';
import { SelectOptions, optionsOf } from '../../../components/ui/select-options.tsx';
import { showError, showSuccess, showWarning } from '../../../lib/alerts.ts';
import {
  ApplicantContactActions,
  ApplicantNotes,
} from '../components/applicant-recruiting-panels.tsx';
import { HistoryCard } from '../../../components/applicant/history-card.tsx';
import { useRecruitingSettings } from '../recruiting.queries.ts';
import { useSaveApplicantSchedule, useSaveApplicantStatus } from '../applicant-review.queries.ts';
import {
  ApplicantPhotoCard,
  DetailCard,
  PersonalInfoCard,
  DetailRow,
  StatusBadge,
  formatSchedule,
} from '../../../components/applicant/applicant-profile.tsx';
import { RetentionNote } from '../components/retention-note.tsx';
import { ApplicantAnswers } from '../components/applicant-answers.tsx';
import { ScheduleInput } from '../components/schedule-input.tsx';
import { IdentityCard, RequirementChecklist } from '../components/applicant-guard-panels.tsx';
import { ApplicantDocumentsCard } from '../components/applicant-documents-card.tsx';
import { SaveableCard } from '../components/saveable-card.tsx';
import { useConfirmedDelete } from '../components/use-delete-applicant.ts';
import { readStaffRole } from '../../../lib/auth-storage.ts';

const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/**
 * 'Detail Pelamar' (docs/product.md §2). The evidence leads (docs/decisions/058): the requirement
 * checklist and the one 'Dokumen' card with thumbnails and verification in place, then status and
 * schedule (editable for `canEdit` roles only; bos reads), then who the person is, notes and
 * history. Delete is here, at the end, for the roles that may (phones have no delete on the list).
 */
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
  // docs/decisions/046: hrd and superadmin verify documents and open the SKCK and health files.
  const isDocumentRole = hasRole(readStaffRole(), SPECIFIC_DATA_ROLES);
  const confirmedDelete = useConfirmedDelete();
  const onDelete = async () => {
    if (await confirmedDelete(applicant.id)) navigate('/admin/pelamar', { replace: true });
  };

  // docs/product.md §4: after a successful save the page navigates to /admin/pelamar/{id}.
  const afterSave = async (text: string) => {
    await showSuccess(commonText.success, text, 1500);
    navigate(`/admin/pelamar/${applicant.id}`, { replace: true });
  };

  // Both the status and the schedule need a valid interview schedule before they are saved
  // (docs/product.md §5); each then reports its own failure or success.
  const saveWhenScheduled = async (
    isScheduled: boolean,
    save: () => Promise<unknown>,
    texts: { failed: string; saved: string },
  ) => {
    if (!isScheduled) return showWarning(commonText.warning, t.scheduleRequired);
    try {
      await save();
    } catch {
      return showError(commonText.error, texts.failed);
    }
    await afterSave(texts.saved);
  };
  const onSaveStatus = () =>
    saveWhenScheduled(hasValidSchedule, () => saveStatus.mutateAsync(status), {
      failed: t.statusSaveFailed,
      saved: t.statusSaved,
    });
  const onSaveSchedule = () =>
    saveWhenScheduled(isValidSchedule(schedule), () => saveSchedule.mutateAsync(schedule), {
      failed: t.scheduleSaveFailed,
      saved: t.scheduleSaved,
    });

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t.detailTitle}</h1>
        <ButtonLink to="/admin/pelamar" variant="secondary" className="px-4 py-2 text-sm shadow-sm">
          {commonText.back}
        </ButtonLink>
      </div>
      <div className="grid gap-5 md:grid-cols-[14rem_minmax(0,1fr)]">
        <ApplicantPhotoCard applicant={applicant} isCompactOnPhone />
        <div className="space-y-5">
          {applicant.duplicate ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {r.duplicate}: {r.duplicateHint}
            </p>
          ) : null}
          {applicant.lowongan || applicant.syarat.length ? (
            <RequirementChecklist results={applicant.syarat} />
          ) : null}
          <ApplicantDocumentsCard
            applicantId={applicant.id}
            documents={applicant.dokumen}
            applicationFiles={documents}
            canVerify={isDocumentRole}
            canOpenSpecific={isDocumentRole}
          />
          <div className="grid gap-5 lg:grid-cols-2">
            <SaveableCard
              id="applicant-status"
              title={f.status}
              saveText={a.saveStatus}
              isSaving={saveStatus.isPending}
              onSave={() => void onSaveStatus()}
              canEdit={canEdit}
              readOnly={<StatusBadge status={applicant.status} />}
              footer={<RetentionNote until={applicant.retensi_hingga} />}
            >
              <select
                id="applicant-status"
                className={CONTROL}
                value={status}
                onChange={(event) => setStatus(event.target.value as ApplicantStatus)}
              >
                <SelectOptions options={optionsOf(APPLICANT_STATUSES)} />
              </select>
            </SaveableCard>
            <SaveableCard
              id="applicant-schedule"
              title={f.schedule}
              saveText={a.saveSchedule}
              isSaving={saveSchedule.isPending}
              onSave={() => void onSaveSchedule()}
              canEdit={canEdit}
              readOnly={
                <p className="text-sm text-slate-900">
                  {hasValidSchedule ? formatSchedule(applicant.jadwal_interview!) : t.notScheduled}
                </p>
              }
            >
              <ScheduleInput
                id="applicant-schedule"
                className={CONTROL}
                value={schedule}
                onChange={setSchedule}
              />
            </SaveableCard>
          </div>
          <ApplicantContactActions
            applicant={applicant}
            templates={settings.data?.whatsAppTemplates}
          />
          <PersonalInfoCard applicant={applicant} today={today} />
          <IdentityCard nik={applicant.nik} duplikat={applicant.duplikat} facts={applicant} />
          <DetailCard title={f.applicationInfo}>
            <dl className="divide-y divide-slate-100">
              <DetailRow label="Posisi">
                {POSITION_LABELS[applicant.posisi as Position] ?? applicant.posisi}
              </DetailRow>
              {applicant.lowongan ? (
                <DetailRow label={vacanciesText.appliedVacancy}>
                  <ApplicationVacancyLink vacancy={applicant.lowongan} />
                </DetailRow>
              ) : null}
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
          <ApplicantAnswers
            answers={applicant.jawaban}
            meetsRequirements={applicant.memenuhi_syarat}
          />
          <HistoryCard title={r.historyTitle} application={applicant} timeZone={timeZone} />
          <ApplicantNotes applicant={applicant} canWrite={canEdit} timeZone={timeZone} />
          {canEdit ? (
            <div className="flex justify-end">
              <Button
                variant="danger"
                className="min-h-11"
                aria-label={a.deleteOf(applicant.nama)}
                onClick={() => void onDelete()}
              >
                {commonText.delete}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
