import { useState } from 'react';
import { Link } from 'react-router';

import type { StaffHiringDay } from '#common/schemas/hiring-days';
import { commonText } from '#common/texts/common';
import { hiringDaysText as t } from '#common/texts/hiring-days';

import { CardList, CardListItem } from '../../components/ui/card-list.tsx';
import { Button } from '../../components/ui/field.tsx';
import { confirmAction } from '../../lib/alerts.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { runWithToast } from '../../lib/run-with-toast.ts';
import { ParticipantsCsvButton } from './participants-csv-button.tsx';
import { HiringDayEditor, type VacancyChoice } from './hiring-day-editor.tsx';
import { HiringDayPlace } from './hiring-day-lines.tsx';
import { formatWhen } from './hiring-day-time.ts';
import { useCancelHiringDay, useStaffHiringDays } from './hiring-days.queries.ts';

type Editing = { kind: 'new' } | { kind: 'edit'; hiringDay: StaffHiringDay } | null;

function stateOf(hiringDay: StaffHiringDay, now: number) {
  if (hiringDay.dibatalkan) return { label: t.cancelledBadge, tone: 'bg-red-50 text-red-800' };
  if (Date.parse(hiringDay.selesai) < now)
    return { label: t.pastBadge, tone: 'bg-slate-100 text-slate-800' };
  return { label: t.upcomingBadge, tone: 'bg-emerald-50 text-emerald-800' };
}

/**
 * /admin/sesi: every hiring day, the latest first, with places taken, invitations and arrivals;
 * create, change, cancel, the CSV, and a link to the day's screen. Cards, not a table, so a
 * phone reads them without scrolling sideways.
 */
export function HiringDayStaffList({
  canEdit,
  canExport,
  vacancies,
}: {
  canEdit: boolean;
  canExport: boolean;
  vacancies: VacancyChoice[];
}) {
  const { timeZone } = usePublicConfig();
  const list = useStaffHiringDays();
  const cancel = useCancelHiringDay();
  const [editing, setEditing] = useState<Editing>(null);
  // The moment the list opened: what counts as past or upcoming while it is on screen.
  const [now] = useState(() => Date.now());

  const onCancel = async (hiringDay: StaffHiringDay) => {
    if (!(await confirmAction(t.cancelConfirm, t.cancelConfirmText(hiringDay.terisi)))) return;
    await runWithToast(() => cancel.mutateAsync(hiringDay.id), t.cancelledToast, t.actionFailed);
  };

  if (editing)
    return (
      <HiringDayEditor
        hiringDay={editing.kind === 'edit' ? editing.hiringDay : undefined}
        vacancies={vacancies}
        onDone={() => setEditing(null)}
      />
    );

  return (
    <div className="space-y-4">
      {canEdit ? <Button onClick={() => setEditing({ kind: 'new' })}>{t.add}</Button> : null}
      <CardList query={list} errorText={t.loadFailed} emptyText={t.empty}>
        {(hiringDays) =>
          hiringDays.map((hiringDay) => {
            const state = stateOf(hiringDay, now);
            const isOpen = !hiringDay.dibatalkan && Date.parse(hiringDay.selesai) >= now;
            return (
              <CardListItem
                key={hiringDay.id}
                actions={
                  <>
                    <Link
                      to={`/admin/sesi/${hiringDay.id}`}
                      className="bg-brand-700 hover:bg-brand-800 inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold text-white"
                    >
                      {t.openDay}
                    </Link>
                    {canExport ? <ParticipantsCsvButton sesiId={hiringDay.id} /> : null}
                    {canEdit && !hiringDay.dibatalkan ? (
                      <Button
                        variant="secondary"
                        onClick={() => setEditing({ kind: 'edit', hiringDay })}
                      >
                        {commonText.edit}
                      </Button>
                    ) : null}
                    {canEdit && isOpen ? (
                      <Button variant="danger" onClick={() => void onCancel(hiringDay)}>
                        {t.cancelHiringDay}
                      </Button>
                    ) : null}
                  </>
                }
              >
                <div className="min-w-0 space-y-1">
                  <p className="text-sm text-slate-600">
                    {t.jenisLabel[hiringDay.jenis]} · {formatWhen(hiringDay.mulai, timeZone)}
                  </p>
                  <h2 className="text-base font-bold text-slate-900">
                    <Link
                      to={`/admin/sesi/${hiringDay.id}`}
                      className="hover:text-brand-700 underline-offset-2 hover:underline"
                    >
                      {hiringDay.judul}
                    </Link>
                  </h2>
                  <HiringDayPlace hiringDay={hiringDay} />
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${state.tone}`}
                    >
                      {state.label}
                    </span>
                    <span className="font-semibold text-slate-900">
                      {t.placesTaken(hiringDay.terisi, hiringDay.kapasitas)}
                    </span>
                    <span className="text-slate-600">{t.invitedCount(hiringDay.diundang)}</span>
                    <span className="text-slate-600">{t.arrivedCount(hiringDay.hadir)}</span>
                  </p>
                </div>
              </CardListItem>
            );
          })
        }
      </CardList>
    </div>
  );
}
