import type { FastifyBaseLogger } from 'fastify';

import type { Kysely } from 'kysely';

import { formatDateTime } from '#common/dates';
import { isValidSchedule } from '#common/schemas/applicants';
import { positionLabel, type RecruitingSettings } from '#common/schemas/recruiting';
import { recruitingText as t } from '#common/texts/recruiting';

import type { DB } from '../db/schema.ts';
import type { JobExecutor } from './job-store.ts';
import { readRecruitingSettings } from './recruiting-settings.ts';
import { zonedToUtc } from '../lib/dates.ts';
import type { Mailer } from '../ports/mail.ts';
import { calendarEvent } from '../lib/calendar-event.ts';

/**
 * Interview invitations (docs/decisions/025): an iCalendar event built with the `ics` library, e-mailed
 * as interview.ics when staff save a schedule and served to staff and to the applicant
 * (docs/decisions/025-interview-invitations.md). Staff review sends and serves them; the applicant's
 * side serves the applicant's own.
 */

export const INTERVIEW_MINUTES = 60;

/** 'Kamis, 5 Maret 2026 pukul 10.30 WIB' for a stored local schedule 'YYYY-MM-DDTHH:mm'. */
function formatSchedule(localDateTime: string, timeZone: string) {
  // The text already is wall-clock time in timeZone: format it as-is (as UTC) so nothing shifts.
  const at = new Date(`${localDateTime}:00Z`);
  const text = formatDateTime(at, 'UTC', { weekday: 'long' });
  const zone = new Intl.DateTimeFormat('id-ID', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${text} ${zone}` : text;
}

interface Invitee {
  id: number;
  nama: string;
  email: string;
  posisi: string;
}

export interface InvitationContext {
  settings: Pick<RecruitingSettings, 'interviewPlace' | 'interviewNotes'>;
  timeZone: string;
  siteUrl: string;
}

/** The .ics text of an applicant's interview at `schedule` (local 'YYYY-MM-DDTHH:mm'). */
export function interviewIcs(invitee: Invitee, schedule: string, context: InvitationContext) {
  const start = zonedToUtc(schedule, context.timeZone);
  const host = new URL(context.siteUrl).hostname || 'sigap';
  const posisi = positionLabel(invitee.posisi);
  return calendarEvent({
    // The same uid for every version: a calendar replaces the old time instead of adding one.
    uid: `pelamar-${invitee.id}-interview@${host}`,
    productId: 'sigap/recruiting',
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: INTERVIEW_MINUTES },
    title: t.inviteTitle(posisi),
    description: t.inviteDescription(posisi, context.settings.interviewNotes),
    location: context.settings.interviewPlace || undefined,
    url: `${context.siteUrl}/career/detail`,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    sequence: Math.floor(Date.now() / 1000),
  });
}

/** Response headers of a downloaded interview.ics (personal data: never cached). */
export const ICS_HEADERS = {
  'content-type': 'text/calendar; charset=utf-8',
  'content-disposition': 'attachment; filename="interview.ics"',
  'cache-control': 'private, no-store',
} as const;

/**
 * The interview.ics an application answers for download, with the current recruiting settings;
 * undefined when no interview is scheduled. Staff (applicant-review) and the applicant
 * (applications) download the same file.
 */
export async function interviewFile(
  db: Kysely<DB>,
  row: Invitee & { jadwal_interview: string | null },
  context: Omit<InvitationContext, 'settings'>,
) {
  if (!isValidSchedule(row.jadwal_interview)) return undefined;
  const settings = await readRecruitingSettings(db);
  return interviewIcs(row, row.jadwal_interview, { ...context, settings });
}

/** E-mails the invitation with interview.ics; without SMTP nothing is sent. */
export async function sendInterviewInvitation(
  mailer: Mailer | undefined,
  log: FastifyBaseLogger,
  invitee: Invitee,
  schedule: string,
  context: InvitationContext,
  executor?: JobExecutor,
) {
  if (!mailer?.isEnabled) return;
  const content = interviewIcs(invitee, schedule, context);
  await mailer.send(
    {
      to: invitee.email,
      subject: t.inviteMailSubject,
      text: t.inviteMailText(
        invitee.nama,
        positionLabel(invitee.posisi),
        formatSchedule(schedule, context.timeZone),
        context.settings.interviewPlace,
        context.settings.interviewNotes,
      ),
      attachments: [{ filename: 'interview.ics', content, contentType: 'text/calendar' }],
    },
    executor,
  );
  log.info({ mail: 'applicant-interview', applicantId: invitee.id }, 'interview invitation queued');
}
