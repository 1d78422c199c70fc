import { type ReactNode, useState } from 'react';

import { APPLICANT_STATUSES, type ApplicantStatus } from '#common/rules';
import { isValidSchedule } from '#common/schemas/applicants';
import { commonText } from '#common/texts/common';
import { applicantsText } from '#common/texts/applicants';
import { recruitingText as t } from '#common/texts/recruiting';

import { Button } from '../../../components/ui/field.tsx';
import { confirmAction, showError, showSuccess, showWarning } from '../../../lib/alerts.ts';
import type { ApplicantFilters } from '../applicant-review.queries.ts';
import { formatSchedule } from '../../../components/applicant/applicant-profile.tsx';
import { useBulkAction } from '../recruiting.queries.ts';
import { ScheduleInput } from './schedule-input.tsx';

const CONTROL =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/** What the page adds to the bar: controls acting on the chosen rows. */
export type BulkExtra = (chosen: {
  ids: number[];
  allMatching: boolean;
  onDone: () => void;
}) => ReactNode;

/** One status, one interview time or delete for the chosen (or all matching) rows (docs/decisions/025). */
export function ApplicantBulkBar({
  ids,
  allMatching,
  total,
  filters,
  onDone,
  extra,
}: {
  ids: number[];
  allMatching: boolean;
  total: number;
  filters: ApplicantFilters;
  onDone: () => void;
  /** More actions on the same rows, composed in by the page (a session invitation). */
  extra?: BulkExtra;
}) {
  const [status, setStatus] = useState<ApplicantStatus>('Diterima');
  const [schedule, setSchedule] = useState('');
  const bulk = useBulkAction();
  const count = allMatching ? total : ids.length;
  const target = allMatching
    ? {
        filters: Object.fromEntries(
          Object.entries(filters).filter(([key, value]) => key !== 'sort' && value),
        ),
      }
    : { ids };

  const run = async (
    question: string,
    input: {
      action: 'status' | 'jadwal' | 'delete';
      status?: ApplicantStatus;
      jadwal_interview?: string;
    },
  ) => {
    if (!(await confirmAction(t.bulkConfirmTitle, question))) return;
    try {
      const result = await bulk.mutateAsync({ ...input, ...target } as never);
      const done =
        input.action === 'delete' ? t.bulkDeleted(result.updated) : t.bulkDone(result.updated);
      if (result.skipped.length)
        await showWarning(done, t.bulkSkipped(result.skipped.map((row) => row.nama).join(', ')));
      else await showSuccess(commonText.success, done, 1500);
      onDone();
    } catch (error) {
      await showError(t.bulkFailed, error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <div
      role="region"
      aria-label={t.selectedCount(count)}
      className="border-brand-200 bg-brand-50 flex flex-wrap items-end gap-3 rounded-2xl border p-4"
    >
      <p className="w-full text-sm font-semibold text-slate-900">{t.selectedCount(count)}</p>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        {t.bulkStatusLabel}
        <select
          className={CONTROL}
          value={status}
          onChange={(event) => setStatus(event.target.value as ApplicantStatus)}
        >
          {APPLICANT_STATUSES.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </label>
      <Button
        isBusy={bulk.isPending}
        onClick={() => void run(t.bulkConfirmStatus(count, status), { action: 'status', status })}
      >
        {t.bulkStatus}
      </Button>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        {t.bulkScheduleLabel}
        <ScheduleInput className={CONTROL} value={schedule} onChange={setSchedule} />
      </label>
      <Button
        isBusy={bulk.isPending}
        onClick={() => {
          if (!isValidSchedule(schedule))
            return void showWarning(commonText.warning, applicantsText.scheduleRequired);
          void run(t.bulkConfirmSchedule(count, formatSchedule(schedule)), {
            action: 'jadwal',
            jadwal_interview: schedule,
          });
        }}
      >
        {t.bulkSchedule}
      </Button>
      {extra?.({ ids, allMatching, onDone })}
      <Button
        variant="danger"
        isBusy={bulk.isPending}
        onClick={() => void run(t.bulkConfirmDelete(count), { action: 'delete' })}
      >
        {t.bulkDelete}
      </Button>
    </div>
  );
}
