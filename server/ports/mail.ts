import type { Kysely } from 'kysely';

import type { DB } from '../db/schema.ts';

/**
 * Outgoing mail as the domain and the features use it: `app.mailer` (server/plugins/mailer.ts)
 * implements it by writing a `mail` job that the job runner sends (docs/decisions/010, 017).
 */

/** The job type of a queued mail (the erasure deletes unsent ones: they hold addresses). */
export const MAIL_JOB = 'mail';

export interface MailAttachment {
  filename: string;
  /** The file's text (an .ics invitation, say), or its bytes in base64 with `encoding`. */
  content: string;
  /** 'base64' for a binary file (a PDF): the mail job is stored as JSON, so bytes travel as text. */
  encoding?: 'base64';
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where a reply should go, e.g. the visitor who wrote a contact message. */
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** True when SMTP_URL is configured. */
  readonly isEnabled: boolean;
  /** The configured sender (SMTP_FROM). */
  readonly from: string;
  /**
   * Queues a message as a job, inside `executor` when given (a Kysely transaction). Resolves
   * once the job row is written; rejects only when the database refuses it.
   */
  send(message: MailMessage, executor?: Kysely<DB>): Promise<void>;
  /** Resolves once no mail job is queued or running (tests, scripts). */
  idle(): Promise<void>;
}
