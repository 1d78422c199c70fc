import type { FastifyBaseLogger } from 'fastify';
import { createEvent } from 'ics';

import { positionLabel, type RecruitingSettings } from '#common/schemas/recruiting';
import { recruitingText as t } from '#common/texts/recruiting';

import type { JobExecutor } from '../../domain/job-store.ts';
import { zonedToUtc } from '../../lib/dates.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { formatSchedule } from './applicant-notifications.ts';

/**
 * Interview invitations (issue 11): an iCalendar event built with the `ics` library, e-mailed
 * as interview.ics when staff save a schedule and served to staff and to the applicant
 * (docs/decisions/025-interview-invitations.md).
 */

export const INTERVIEW_MINUTES = 60;

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
  const { error, value } = createEvent({
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
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  return value;
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
