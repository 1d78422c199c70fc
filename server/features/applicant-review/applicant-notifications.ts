import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import { DOCUMENT_LABELS, type DocumentKind } from '#common/schemas/guard-hiring';
import { applicantsText } from '#common/texts/applicants';
import { guardHiringText } from '#common/texts/guard-hiring';

import type { DB } from '../../db/schema.ts';
import { applicantMailTo } from '../../domain/applicants/rows.ts';
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

/**
 * Tells the applicant that staff rejected one of their documents, with the note and the page
 * where they send it again (docs/decisions/052-guard-document-loop.md); queued in `trx`.
 */
export async function notifyDocumentRejected(
  mailer: Mailer | undefined,
  log: FastifyBaseLogger,
  trx: Kysely<DB>,
  document: { pelamar_id: number; jenis: string; catatan: string | null },
  siteUrl: string,
) {
  if (!mailer?.isEnabled) return;
  const to = await applicantMailTo(trx, document.pelamar_id);
  if (!to) return;
  const label = DOCUMENT_LABELS[document.jenis as DocumentKind] ?? document.jenis;
  await mailer.send(
    {
      to: to.email,
      subject: guardHiringText.rejectedMailSubject(label),
      text: guardHiringText.rejectedMailText(
        to.nama,
        label,
        to.posisi,
        document.catatan ?? '',
        `${siteUrl}/career/detail`,
      ),
    },
    trx,
  );
  log.info({ mail: 'applicant-document-rejected' }, 'applicant notice queued');
}
