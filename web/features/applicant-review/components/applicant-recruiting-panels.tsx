import { useState } from 'react';

import { formatDateTime } from '#common/dates';
import { isValidSchedule } from '#common/schemas/applicants';
import {
  type ApplicantDetail,
  fillTemplate,
  indonesianMobile,
  positionLabel,
  type WhatsAppTemplates,
  whatsAppChatUrl,
} from '#common/schemas/recruiting';
import { commonText } from '#common/texts/common';
import { recruitingText as t } from '#common/texts/recruiting';

import { Button, TextAreaField } from '../../../components/ui/field.tsx';
import { WhatsAppIcon } from '../../../components/ui/whatsapp-icon.tsx';
import { showError, toast } from '../../../lib/alerts.ts';
import { DetailCard, formatSchedule } from '../../../components/applicant/applicant-profile.tsx';
import { downloadIcs } from '../../../lib/download-ics.ts';
import { useAddNote } from '../recruiting.queries.ts';

/** docs/decisions/025 panels of 'Detail Pelamar': WhatsApp and calendar, internal notes. */

export function ApplicantContactActions({
  applicant,
  templates,
}: {
  applicant: ApplicantDetail;
  templates: WhatsAppTemplates | undefined;
}) {
  const number = indonesianMobile(applicant.telepon);
  const hasSchedule = isValidSchedule(applicant.jadwal_interview);
  const template = templates
    ? applicant.status === 'Menunggu' && hasSchedule
      ? templates.interview
      : templates[applicant.status]
    : '';
  const message = fillTemplate(template, {
    nama: applicant.nama,
    posisi: positionLabel(applicant.posisi),
    status: applicant.status,
    jadwal: hasSchedule ? formatSchedule(applicant.jadwal_interview!) : '',
  });
  const onCalendar = async () => {
    try {
      await downloadIcs(`/pelamar/${applicant.id}/interview.ics`, 'staff');
    } catch {
      await showError(commonText.error, t.calendarFailed);
    }
  };
  return (
    <div className="flex flex-wrap items-start gap-3">
      {number ? (
        <a
          href={whatsAppChatUrl(number, message)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.whatsAppOf(applicant.nama)}
          className="inline-flex items-center gap-2 rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-green-800"
        >
          <WhatsAppIcon className="h-4 w-4" />
          {t.whatsApp}
        </a>
      ) : (
        <p className="max-w-md rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.whatsAppUnavailable(applicant.telepon)}
        </p>
      )}
      {hasSchedule ? (
        <Button variant="secondary" onClick={() => void onCalendar()}>
          {t.downloadIcs}
        </Button>
      ) : null}
    </div>
  );
}

export function ApplicantNotes({
  applicant,
  canWrite,
  timeZone,
}: {
  applicant: ApplicantDetail;
  canWrite: boolean;
  timeZone: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const addNote = useAddNote(applicant.id);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t.noteRequired);
    setError(undefined);
    try {
      await addNote.mutateAsync(text);
      setText('');
      void toast('success', t.noteSaved);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t.noteSaveFailed);
    }
  };
  return (
    <DetailCard title={t.notesTitle}>
      <p className="mb-3 text-xs text-slate-500">{t.notesHint}</p>
      {applicant.notes.length === 0 ? (
        <p className="text-sm text-slate-500">{t.notesEmpty}</p>
      ) : (
        <ul className="space-y-3">
          {applicant.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3">
              {/* Plain text: whatever a note holds (even HTML) is shown as typed, never run. */}
              <p className="text-sm break-words whitespace-pre-line text-slate-900">{note.text}</p>
              <p className="mt-1 text-xs text-slate-500">
                {note.by} · <time dateTime={note.at}>{formatDateTime(note.at, timeZone)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {canWrite ? (
        <form className="mt-4 space-y-3" onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextAreaField
            label={t.noteLabel}
            rows={3}
            maxLength={2000}
            value={text}
            error={error}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" isBusy={addNote.isPending}>
            {t.noteSave}
          </Button>
        </form>
      ) : null}
    </DetailCard>
  );
}
