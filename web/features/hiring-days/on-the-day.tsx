import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';

import type { Participant } from '#common/schemas/hiring-days';
import { commonText } from '#common/texts/common';
import { hiringDaysText as t } from '#common/texts/hiring-days';

import { Button, Spinner, TextField } from '../../components/ui/field.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';
import { confirmAction, showError, showSuccess, showWarning } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { ParticipantsCsvButton } from './participants-csv-button.tsx';
import { QrScanner } from './qr-scanner.tsx';
import { ResultForm } from './result-form.tsx';
import { HiringDayPlace, type StatusText, StatusMessage } from './hiring-day-lines.tsx';
import { formatClock, formatWhen } from './hiring-day-time.ts';
import {
  useAcceptPassed,
  useCheckIn,
  useParticipants,
  useStaffHiringDay,
} from './hiring-days.queries.ts';

type Tab = 'expected' | 'arrived' | 'missing';

/**
 * A hiring day on a phone: check-in by typed code (always) or the camera, who is expected,
 * who has arrived and who is missing (after the end: no-shows), a result per arrived person, the
 * CSV, and 'Diterima' for everyone who passed through the list's bulk status change.
 */
export function OnTheDay({
  sesiId,
  canEdit,
  canExport,
}: {
  sesiId: number;
  canEdit: boolean;
  canExport: boolean;
}) {
  const { timeZone } = usePublicConfig();
  const hiringDay = useStaffHiringDay(sesiId);
  const participants = useParticipants(sesiId);
  const [tab, setTab] = useState<Tab>('missing');
  const [openResult, setOpenResult] = useState<number | null>(null);
  const [openedAt] = useState(() => Date.now());

  if (hiringDay.isPending || participants.isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner label={commonText.loading} />
      </div>
    );
  if (!hiringDay.data || !participants.data)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-700">
        {t.loadFailed}
      </p>
    );

  const all = participants.data;
  const arrived = all.filter((p) => p.hadir);
  const missing = all.filter((p) => !p.hadir);
  const isOver = Date.parse(hiringDay.data.selesai) < openedAt;
  const shown = tab === 'expected' ? all : tab === 'arrived' ? arrived : missing;
  const tabs: Array<[Tab, string]> = [
    ['missing', isOver ? t.tabNoShow(missing.length) : t.tabMissing(missing.length)],
    ['arrived', t.tabArrived(arrived.length)],
    ['expected', t.tabExpected(all.length)],
  ];
  const passedIds = all.filter((p) => p.lulus && p.status !== 'Diterima').map((p) => p.pelamar_id);

  return (
    <div className="space-y-4">
      <Link to="/admin/sesi" className="text-brand-700 text-sm underline underline-offset-2">
        {t.backToList}
      </Link>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">{hiringDay.data.judul}</h1>
        <p className="text-sm text-slate-600">{formatWhen(hiringDay.data.mulai, timeZone)}</p>
        <HiringDayPlace hiringDay={hiringDay.data} />
        <p className="mt-1 text-sm font-semibold text-slate-900">
          {t.placesTaken(hiringDay.data.terisi, hiringDay.data.kapasitas)}
          {hiringDay.data.dibatalkan ? ` · ${t.cancelledBadge}` : ''}
        </p>
      </div>

      {canEdit && !hiringDay.data.dibatalkan ? <CheckInForm sesiId={sesiId} /> : null}

      <div role="tablist" aria-label={t.checkInTitle} className="flex gap-1 overflow-x-auto">
        {tabs.map(([key, label]) => (
          <button
            key={key}
            role="tab"
            type="button"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
            className={`rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap ${
              tab === key
                ? 'bg-brand-700 text-white'
                : 'bg-white text-slate-700 ring-1 ring-slate-300'
            }`}
          >
            {label}
          </button>
        ))}
      </div>

      <div role="tabpanel" aria-label={tabs.find(([key]) => key === tab)?.[1]}>
        {shown.length ? (
          <ul className="space-y-2">
            {shown.map((person) => (
              <ParticipantRow
                key={person.pelamar_id}
                person={person}
                sesiId={sesiId}
                timeZone={timeZone}
                canEdit={canEdit}
                isOpen={openResult === person.pelamar_id}
                onToggle={() =>
                  setOpenResult((open) => (open === person.pelamar_id ? null : person.pelamar_id))
                }
              />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
            {t.noneInTab}
          </p>
        )}
      </div>

      <div className="flex flex-wrap gap-2">
        {canEdit ? <AcceptPassedButton ids={passedIds} /> : null}
        {canExport ? <ParticipantsCsvButton sesiId={sesiId} /> : null}
      </div>
    </div>
  );
}

function CheckInForm({ sesiId }: { sesiId: number }) {
  const [kode, setKode] = useState('');
  const [message, setMessage] = useState<StatusText>(null);
  const checkIn = useCheckIn(sesiId);
  const { timeZone } = usePublicConfig();

  const submit = async (value: string) => {
    try {
      const result = await checkIn.mutateAsync(value);
      // The date and time written out, so a code of another day could never pass unnoticed.
      setMessage({ tone: 'ok', text: t.checkedIn(result.nama, formatWhen(result.hadir_at, timeZone)) }); // prettier-ignore
      setKode('');
    } catch (error) {
      setMessage({
        tone: 'error',
        text: error instanceof ApiError ? error.message : t.actionFailed,
      });
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(kode);
  };

  return (
    <TitledSection
      title={t.checkInTitle}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <form noValidate onSubmit={onSubmit} className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={t.codeLabel}
            hint={t.codeHint}
            value={kode}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            className="font-mono text-lg tracking-widest uppercase"
            onChange={(event) => setKode(event.target.value)}
          />
        </div>
        <Button type="submit" isBusy={checkIn.isPending} className="mb-6 py-3">
          {t.checkInButton}
        </Button>
      </form>
      <QrScanner onCode={(code) => void submit(code)} />
      <StatusMessage message={message} />
    </TitledSection>
  );
}

function ParticipantRow({
  person,
  sesiId,
  timeZone,
  canEdit,
  isOpen,
  onToggle,
}: {
  person: Participant;
  sesiId: number;
  timeZone: string;
  canEdit: boolean;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const result =
    person.lulus === null
      ? ''
      : [
          person.lulus ? t.passed : t.failed,
          person.tinggi_badan ? `${person.tinggi_badan} cm` : '',
          person.berat_badan ? `${person.berat_badan} kg` : '',
        ]
          .filter(Boolean)
          .join(' · ');
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            <Link to={`/admin/pelamar/${person.pelamar_id}`} className="hover:underline">
              {person.nama}
            </Link>
          </p>
          <p className="text-sm text-slate-600">
            <span className="font-mono">{person.kode}</span> ·{' '}
            {person.hadir_at ? t.arrivedAt(formatClock(person.hadir_at, timeZone)) : t.notArrived}
          </p>
          {result ? (
            <p
              className={`text-sm font-semibold ${person.lulus ? 'text-emerald-700' : 'text-red-700'}`}
            >
              {result}
            </p>
          ) : null}
        </div>
        {canEdit && person.hadir ? (
          <Button
            variant="secondary"
            className="shrink-0 py-2"
            aria-expanded={isOpen}
            onClick={onToggle}
          >
            {person.lulus === null ? t.resultButton : t.resultEdit}
          </Button>
        ) : null}
      </div>
      {isOpen ? <ResultForm sesiId={sesiId} participant={person} onDone={onToggle} /> : null}
    </li>
  );
}

function AcceptPassedButton({ ids }: { ids: number[] }) {
  const accept = useAcceptPassed();
  if (!ids.length) return null;
  const onClick = async () => {
    if (!(await confirmAction(t.acceptPassed(ids.length), t.acceptConfirm(ids.length)))) return;
    try {
      const result = await accept.mutateAsync(ids);
      if (result.skipped.length)
        await showWarning(
          t.acceptDone(result.updated),
          result.skipped.map((s) => s.nama).join(', '),
        );
      else await showSuccess(commonText.success, t.acceptDone(result.updated), 1500);
    } catch (error) {
      await showError(t.actionFailed, error instanceof ApiError ? error.message : undefined);
    }
  };
  return (
    <Button isBusy={accept.isPending} onClick={() => void onClick()}>
      {t.acceptPassed(ids.length)}
    </Button>
  );
}
