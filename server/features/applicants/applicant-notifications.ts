import type { FastifyBaseLogger } from 'fastify';

import { formatDateTime } from '#common/dates';
import { applicantsText } from '#common/texts/applicants';

import type { JobExecutor } from '../../domain/job-store.ts';
import type { Mailer } from '../../plugins/mailer.ts';

/**
 * E-mails to the applicant when staff change their status (beyond the spec, issue 5); a new
 * interview schedule is an invitation with interview.ics (interview-invitation.ts, issue 11).
 * `mailer.send` only writes a mail job, in the save's own transaction when `executor` is given,
 * so the staff's save never waits for SMTP and a save that rolls back sends nothing; without
 * SMTP_URL nothing is sent.
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
  const text = formatDateTime(at, 'UTC', { weekday: 'long' });
  const zone = new Intl.DateTimeFormat('id-ID', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${text} ${zone}` : text;
}

export async function notifyStatusChanged(
  mailer: Mailer | undefined,
  log: FastifyBaseLogger,
  to: Recipient,
  status: string,
  executor?: JobExecutor,
) {
  if (!mailer?.isEnabled) return;
  await mailer.send(
    {
      to: to.email,
      subject: applicantsText.statusMailSubject(status),
      text: applicantsText.statusMailText(to.nama, to.posisi, status),
    },
    executor,
  );
  log.info({ mail: 'applicant-status' }, 'applicant notice queued');
}
