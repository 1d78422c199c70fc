import type { FastifyBaseLogger } from 'fastify';

import { applicantsText } from '#common/texts/applicants';

import type { JobExecutor } from '../../domain/job-store.ts';
import type { Mailer } from '../../ports/mail.ts';

/**
 * E-mails to the applicant when staff change their status (beyond the first version); a new
 * interview schedule is an invitation with interview.ics (interview-invitation.ts).
 * `mailer.send` only writes a mail job, in the save's own transaction when `executor` is given,
 * so the staff's save never waits for SMTP and a save that rolls back sends nothing; without
 * SMTP_URL nothing is sent.
 */

interface Recipient {
  nama: string;
  email: string;
  posisi: string;
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
