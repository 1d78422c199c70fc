import { type FormEvent, type ReactNode, useState } from 'react';

import { formatDateTime } from '#common/dates';
import { PROSPECT_EDIT_ROLES, hasRole } from '#common/roles';
import { DEFAULT_TIME_ZONE } from '#common/rules';
import type { ProspectDetail } from '#common/schemas/prospects';
import { prospectsText as t } from '#common/texts/prospects';

import { apiDownload, clientErrorText } from '../../lib/api-client.ts';
import { toast } from '../../lib/alerts.ts';
import { readStaffRole } from '../../lib/auth-storage.ts';
import { useAddNote, useScheduleSurvey } from './prospects.queries.ts';
import { ProspectCard } from './stage-mover.tsx';

const INPUT = 'block min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';
const BUTTON = 'bg-brand-700 min-h-11 rounded-lg px-4 text-sm font-semibold text-white';
const when = (iso: string) => formatDateTime(iso, DEFAULT_TIME_ZONE);

/** Indonesian numbers as WhatsApp wants them: 62 and the digits, without the leading 0. */
const whatsappNumber = (phone: string) => phone.replace(/\D/g, '').replace(/^0/, '62');

/** One request for staff: contact (call, WhatsApp), stage, history, notes and the site survey. */
export function ProspectDetailView({
  prospect,
  estimate,
}: {
  prospect: ProspectDetail;
  estimate: ReactNode;
}) {
  const canWrite = hasRole(readStaffRole(), PROSPECT_EDIT_ROLES);
  const box = (title: string, children: ReactNode) => (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="mb-2 font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="space-y-4">
        {box(
          t.contact,
          <div className="space-y-1 text-sm text-slate-800">
            <p className="font-semibold">{prospect.perusahaan}</p>
            <p>
              {prospect.nama}
              {prospect.jabatan ? ` · ${prospect.jabatan}` : ''}
            </p>
            <p>{prospect.email}</p>
            <p>{prospect.alamat_lokasi}</p>
            {prospect.mulai ? <p>{`${t.startWanted}: ${prospect.mulai}`}</p> : null}
            <p>{`${t.source}: ${prospect.sumber ?? t.noSource}`}</p>
            <div className="flex flex-wrap gap-2 pt-2">
              <a
                href={`tel:${prospect.telepon.replace(/[^\d+]/g, '')}`}
                className={`${BUTTON} inline-flex items-center`}
              >
                {`${t.call} ${prospect.telepon}`}
              </a>
              <a
                href={`https://wa.me/${whatsappNumber(prospect.telepon)}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white"
              >
                {t.whatsapp}
              </a>
            </div>
            {prospect.catatan ? (
              <p className="pt-2">{`${t.requestNotes}: ${prospect.catatan}`}</p>
            ) : null}
          </div>,
        )}
        {box(
          t.columnStage,
          <ul>
            <ProspectCard prospect={prospect} canMove={canWrite} />
          </ul>,
        )}
        {box(
          t.history,
          <ol className="space-y-1 text-sm">
            {prospect.history.map((entry, index) => (
              <li key={index}>
                <span className="font-semibold">{t.stageNames[entry.tahap]}</span> ·{' '}
                {when(entry.at)} · {entry.by ?? '–'}
                {entry.alasan ? ` · ${t.lostReason}: ${entry.alasan}` : ''}
              </li>
            ))}
          </ol>,
        )}
      </div>
      <div className="space-y-4">
        {estimate}
        {box(t.survey, <SurveyPanel prospect={prospect} canWrite={canWrite} />)}
        {box(t.notes, <NotesPanel prospect={prospect} canWrite={canWrite} />)}
      </div>
    </div>
  );
}

function SurveyPanel({ prospect, canWrite }: { prospect: ProspectDetail; canWrite: boolean }) {
  const schedule = useScheduleSurvey(prospect.id);
  const [start, setStart] = useState('');
  const [place, setPlace] = useState(prospect.alamat_lokasi);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      // The browser's local time with its offset: the API takes ISO with an offset.
      const local = new Date(start);
      await schedule.mutateAsync({ mulai: local.toISOString(), lokasi: place });
      void toast('success', t.surveyScheduled);
    } catch (error) {
      void toast('error', clientErrorText(error, t.surveyStartInvalid));
    }
  }
  return (
    <div className="space-y-2 text-sm">
      {prospect.survei ? (
        <p>
          {when(prospect.survei.mulai)} · {prospect.survei.lokasi} ·{' '}
          <button
            type="button"
            className="text-brand-700 min-h-11 underline"
            onClick={() =>
              void apiDownload(`/prospek/${prospect.id}/survei.ics`, 'survei.ics', {
                auth: 'staff',
              })
            }
          >
            {t.surveyCalendar}
          </button>
        </p>
      ) : null}
      {canWrite ? (
        <form onSubmit={onSubmit} className="space-y-2">
          <label className="block font-medium" htmlFor="survey-start">
            {t.surveyStart}
          </label>
          <input
            id="survey-start"
            type="datetime-local"
            required
            className={INPUT}
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
          />
          <label className="block font-medium" htmlFor="survey-place">
            {t.surveyPlace}
          </label>
          <input
            id="survey-place"
            required
            className={INPUT}
            value={place}
            onChange={(e) => setPlace(e.currentTarget.value)}
          />
          <button type="submit" className={BUTTON}>
            {t.scheduleSurvey}
          </button>
        </form>
      ) : null}
    </div>
  );
}

function NotesPanel({ prospect, canWrite }: { prospect: ProspectDetail; canWrite: boolean }) {
  const addNote = useAddNote(prospect.id);
  const [text, setText] = useState('');
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await addNote.mutateAsync(text);
      setText('');
    } catch (error) {
      void toast('error', clientErrorText(error, t.noteRequired));
    }
  }
  return (
    <div className="space-y-2 text-sm">
      <ul className="space-y-1">
        {prospect.notes.map((note) => (
          <li key={note.id}>
            <span className="text-slate-600">
              {when(note.created_at)} · {note.author}:
            </span>{' '}
            {note.text}
          </li>
        ))}
      </ul>
      {canWrite ? (
        <form onSubmit={onSubmit} className="space-y-2">
          <label className="block font-medium" htmlFor="note-text">
            {t.noteLabel}
          </label>
          <textarea
            id="note-text"
            rows={2}
            className={INPUT}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <button type="submit" className={BUTTON}>
            {t.addNote}
          </button>
        </form>
      ) : null}
    </div>
  );
}
