import { addDays, todayIn } from '#common/dates';
import {
  CREDENTIAL_DOCUMENTS,
  type Credential,
  MAIL_ENDS_WITHIN_DAYS,
} from '#common/schemas/credentials';
import { DOCUMENT_LABELS } from '#common/schemas/guard-hiring';
import { credentialsText as t } from '#common/texts/credentials';

import type { FeaturePlugin } from '../../lib/feature.ts';
import type { MailMessage } from '../../ports/mail.ts';
import { credentialsRepo } from './credentials.repo.ts';

/**
 * The weekly credential mail (docs/decisions/047-credential-register.md): a periodic task
 * (docs/decisions/017-durable-jobs.md) writes one mail job to HR_EMAIL listing the KTA and SKCK
 * of accepted applicants that end within 60 days (or have ended). Only the operator sets that
 * address: the company address of the site settings is an editor's to change, and KTA numbers
 * and SKCK dates must not follow it (docs/decisions/049). Without SMTP, without HR_EMAIL, or
 * with nothing ending, nothing is written.
 */

export const CREDENTIALS_MAIL_TASK = 'credential-register-mail';
export const WEEK_MS = 7 * 24 * 3600_000;
const HOUR_MS = 3600_000;

/** The mail for `rows` (already filtered to those ending by `lastDay`). */
export function credentialsMail(
  rows: Credential[],
  options: { to: string; lastDay: string; siteUrl: string },
): MailMessage {
  const lines = rows.map((row) => {
    const ends = [
      row.kta_berlaku_sampai && row.kta_berlaku_sampai <= options.lastDay
        ? t.mailKta(row.kta_nomor, row.kta_berlaku_sampai)
        : null,
      row.skck_berlaku_sampai && row.skck_berlaku_sampai <= options.lastDay
        ? t.mailSkck(row.skck_berlaku_sampai)
        : null,
      // A rejected document is never valid (docs/decisions/052-guard-document-loop.md).
      ...CREDENTIAL_DOCUMENTS.map((jenis) =>
        row.verifikasi[jenis] === 'ditolak' ? t.mailRejected(DOCUMENT_LABELS[jenis]) : null,
      ),
    ].filter((text): text is string => text !== null);
    return t.mailLine(row.nama, row.posisi, ends);
  });
  return {
    to: options.to,
    subject: t.mailSubject(rows.length),
    text: t.mailText(
      lines,
      `${options.siteUrl}/admin/kredensial?berakhir_dalam=${MAIL_ENDS_WITHIN_DAYS}`,
    ),
  };
}

export const credentialsMailTask: FeaturePlugin = async (app, { config }) => {
  const repo = credentialsRepo(app.db);
  // The first run waits an hour after the first start; later runs follow a week apart.
  app.jobs.every(
    CREDENTIALS_MAIL_TASK,
    WEEK_MS,
    async ({ now, log }) => {
      const to = config.hrEmail;
      if (!app.mailer.isEnabled || !to) return;
      const lastDay = addDays(todayIn(config.timeZone, now), MAIL_ENDS_WITHIN_DAYS);
      const rows = await repo.list({ lastDay });
      if (rows.length === 0) return;
      await app.mailer.send(credentialsMail(rows, { to, lastDay, siteUrl: config.siteUrl }));
      log.info({ credentials: rows.length }, 'credential register mail queued');
    },
    { firstRunInMs: HOUR_MS },
  );
};
