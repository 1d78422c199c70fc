import type { FastifyBaseLogger } from 'fastify';

import { applicantsText } from '#common/texts/applicants';

import type { Mailer } from '../../plugins/mailer.ts';

/**
 * E-mails to the applicant when staff change their status (beyond the spec, issue 5); a new
 * interview schedule is an invitation with interview.ics (interview-invitation.ts, issue 11).
 * `mailer.send` only queues, so the staff's save never waits for SMTP; without SMTP_URL nothing
 * is sent.
 */

interface Recipient {
  nama: string;
  email: string;
  posisi: string;
}

/** 'Kamis, 5 Maret 2026 pukul 10.30 WIB' for a stored local schedule 'YYYY-MM-DDTHH:mm'. */
export function formatSchedule(localDateTime: string, timeZone: string) {
  // The text already is wall-clock time in timeZone: format it as-is (as UTC) so nothing shifts.
  const at = new Date(`${localDateTime}:00Z`);
  const text = new Intl.DateTimeFormat('id-ID', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  const zone = new Intl.DateTimeFormat('id-ID', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${text} ${zone}` : text;
}

export function notifyStatusChanged(
  mailer: Mailer | undefined,
  log: FastifyBaseLogger,
  to: Recipient,
  status: string,
) {
  if (!mailer?.isEnabled) return;
  mailer.send({
    to: to.email,
    subject: applicantsText.statusMailSubject(status),
    text: applicantsText.statusMailText(to.nama, to.posisi, status),
  });
  log.info({ mail: 'applicant-status' }, 'applicant notice queued');
}
