import { createEvent } from 'ics';

import { formatDateTime } from '#common/dates';
import { prospectsText as t } from '#common/texts/prospects';

import type { MailMessage } from '../../ports/mail.ts';

/** A site survey lasts about this long; the calendar blocks it. */
const SURVEY_MINUTES = 90;

/**
 * Control characters (a pasted tab, a bell, a form feed) never reach the calendar file or a mail
 * header: calendar apps reject or mangle them. Line breaks become spaces.
 */
// eslint-disable-next-line no-control-regex -- exactly the characters to remove
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
const clean = (value: string) =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(CONTROL_CHARACTERS, '')
    .trim();

interface SurveyFor {
  request: { id: number; kode: string; perusahaan: string; nama: string; email: string };
  survey: { mulai: string; lokasi: string };
  siteUrl: string;
}

/** The survey as an iCalendar event; the same uid for every reschedule, so calendars replace it. */
export function surveyIcs({ request, survey, siteUrl }: SurveyFor) {
  const host = new URL(siteUrl).hostname || 'sigap';
  const { error, value } = createEvent({
    uid: `prospek-${request.id}-survei@${host}`,
    productId: 'sigap/prospects',
    start: Date.parse(survey.mulai),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: SURVEY_MINUTES },
    title: clean(t.surveyCalendarTitle(request.perusahaan)),
    description: clean(`${request.kode} · ${request.perusahaan}`),
    location: clean(survey.lokasi),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    sequence: Math.floor(Date.parse(survey.mulai) / 60_000) % 1_000_000,
  });
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  return value;
}

/** The client's invitation, the calendar file attached. */
export function surveyMail(input: SurveyFor & { timeZone: string }): MailMessage {
  const when = formatDateTime(new Date(input.survey.mulai), input.timeZone, { weekday: 'long' });
  return {
    to: input.request.email,
    subject: clean(t.surveyMailSubject(input.request.kode)),
    text: [
      `Yth. ${input.request.nama},`,
      '',
      `Tim Sigap akan melakukan survei lokasi untuk permintaan ${input.request.kode} (${input.request.perusahaan}):`,
      `Waktu  : ${when} (${input.timeZone})`,
      `Lokasi : ${clean(input.survey.lokasi)}`,
      '',
      'Jadwal terlampir sebagai file kalender (survei.ics). Balas e-mail ini bila waktu tersebut tidak sesuai.',
    ].join('\n'),
    attachments: [
      {
        filename: 'survei.ics',
        content: surveyIcs(input),
        contentType: 'text/calendar; charset=utf-8',
      },
    ],
  };
}

export const SURVEY_ICS_HEADERS = {
  'content-type': 'text/calendar; charset=utf-8',
  'content-disposition': 'attachment; filename="survei.ics"',
  'cache-control': 'private, no-store',
} as const;
