import { useState } from 'react';
import { Link } from 'react-router';

import type { StaffSession } from '#common/schemas/sessions';
import { commonText } from '#common/texts/common';
import { sessionsText as t } from '#common/texts/sessions';

import { CardList, CardListItem } from '../../components/ui/card-list.tsx';
import { Button } from '../../components/ui/field.tsx';
import { confirmAction } from '../../lib/alerts.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { runWithToast } from '../../lib/run-with-toast.ts';
import { ParticipantsCsvButton } from './participants-csv-button.tsx';
import { SessionEditor, type VacancyChoice } from './session-editor.tsx';
import { SessionPlace } from './session-lines.tsx';
import { formatWhen } from './session-time.ts';
import { useCancelSession, useStaffSessions } from './sessions.queries.ts';

type Editing = { kind: 'new' } | { kind: 'edit'; session: StaffSession } | null;

function stateOf(session: StaffSession, now: number) {
  if (session.dibatalkan) return { label: t.cancelledBadge, tone: 'bg-red-50 text-red-800' };
  if (Date.parse(session.selesai) < now)
    return { label: t.pastBadge, tone: 'bg-slate-100 text-slate-800' };
  return { label: t.upcomingBadge, tone: 'bg-emerald-50 text-emerald-800' };
}

/**
 * /admin/sesi: every session, the latest first, with places taken, invitations and arrivals;
 * create, change, cancel, the CSV, and a link to the day's screen. Cards, not a table, so a
 * phone reads them without scrolling sideways.
 */
export function SessionStaffList({
  canEdit,
  canExport,
  vacancies,
}: {
  canEdit: boolean;
  canExport: boolean;
  vacancies: VacancyChoice[];
}) {
  const { timeZone } = usePublicConfig();
  const list = useStaffSessions();
  const cancel = useCancelSession();
  const [editing, setEditing] = useState<Editing>(null);
  // The moment the list opened: what counts as past or upcoming while it is on screen.
  const [now] = useState(() => Date.now());

  const onCancel = async (session: StaffSession) => {
    if (!(await confirmAction(t.cancelConfirm, t.cancelConfirmText(session.terisi)))) return;
    await runWithToast(() => cancel.mutateAsync(session.id), t.cancelledToast, t.actionFailed);
  };

  if (editing)
    return (
      <SessionEditor
        session={editing.kind === 'edit' ? editing.session : undefined}
        vacancies={vacancies}
        onDone={() => setEditing(null)}
      />
    );

  return (
    <div className="space-y-4">
      {canEdit ? <Button onClick={() => setEditing({ kind: 'new' })}>{t.add}</Button> : null}
      <CardList query={list} errorText={t.loadFailed} emptyText={t.empty}>
        {(sessions) =>
          sessions.map((session) => {
            const state = stateOf(session, now);
            const isOpen = !session.dibatalkan && Date.parse(session.selesai) >= now;
            return (
              <CardListItem
                key={session.id}
                actions={
                  <>
                    <Link
                      to={`/admin/sesi/${session.id}`}
                      className="bg-brand-700 hover:bg-brand-800 inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold text-white"
                    >
                      {t.openDay}
                    </Link>
                    {canExport ? <ParticipantsCsvButton sesiId={session.id} /> : null}
                    {canEdit && !session.dibatalkan ? (
                      <Button
                        variant="secondary"
                        onClick={() => setEditing({ kind: 'edit', session })}
                      >
                        {commonText.edit}
                      </Button>
                    ) : null}
                    {canEdit && isOpen ? (
                      <Button variant="danger" onClick={() => void onCancel(session)}>
                        {t.cancelSession}
                      </Button>
                    ) : null}
                  </>
                }
              >
                <div className="min-w-0 space-y-1">
                  <p className="text-sm text-slate-600">
                    {t.jenisLabel[session.jenis]} · {formatWhen(session.mulai, timeZone)}
                  </p>
                  <h2 className="text-base font-bold text-slate-900">
                    <Link
                      to={`/admin/sesi/${session.id}`}
                      className="hover:text-brand-700 underline-offset-2 hover:underline"
                    >
                      {session.judul}
                    </Link>
                  </h2>
                  <SessionPlace session={session} />
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${state.tone}`}
                    >
                      {state.label}
                    </span>
                    <span className="font-semibold text-slate-900">
                      {t.placesTaken(session.terisi, session.kapasitas)}
                    </span>
                    <span className="text-slate-600">{t.invitedCount(session.diundang)}</span>
                    <span className="text-slate-600">{t.arrivedCount(session.hadir)}</span>
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
