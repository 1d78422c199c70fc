import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

import type { Config } from '../config.ts';
import { MAIL_JOB, type Mailer, type MailMessage } from '../ports/mail.ts';

/**
 * Outgoing e-mail through the durable job table (docs/decisions/017-durable-jobs.md).
 * `await app.mailer.send(message, trx?)` writes a `mail` job, in the caller's transaction when
 * one is passed, so a change that rolls back never sends its mail and a committed one always
 * does, even across a restart. Any instance's job runner then sends it with nodemailer, retrying
 * with exponential backoff; after the last attempt the job is `failed` and staff can retry it
 * (`npm run cli -- jobs`). Without SMTP_URL, send() writes nothing (a debug log line).
 */

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** With the runner's default backoff (30 s doubling, capped at 1 h) this spans about 3 hours. */
const MAIL_MAX_ATTEMPTS = 10;

export interface MailerOptions {
  config: Config;
  maxAttempts?: number;
}

export const mailerPlugin = fp(
  async (app: FastifyInstance, { config, maxAttempts = MAIL_MAX_ATTEMPTS }: MailerOptions) => {
    const log = app.log.child({ component: 'mailer' });
    const url = config.smtp.url;
    const transport: Transporter | undefined = url
      ? nodemailer.createTransport({
          url,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        } satisfies SMTPTransport.Options)
      : undefined;

    // Only an instance that can send defines the job type: without SMTP_URL, mail queued earlier
    // stays queued for an instance that has it.
    if (transport) {
      app.jobs.define<MailMessage>(
        MAIL_JOB,
        async (message, { jobId, attempt }) => {
          const info = await transport.sendMail({
            from: config.smtp.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            replyTo: message.replyTo,
            attachments: message.attachments?.map((file) => ({
              filename: file.filename,
              content: file.content,
              encoding: file.encoding,
              contentType: file.contentType,
            })),
          });
          // No address or subject here: logs carry no personal data.
          log.info({ jobId, attempt, messageId: info.messageId }, 'mail sent');
        },
        { maxAttempts },
      );
    }

    const mailer: Mailer = {
      isEnabled: Boolean(transport),
      from: config.smtp.from,
      async send(message, executor) {
        if (!transport) {
          log.debug('SMTP_URL not set; mail not sent');
          return;
        }
        await app.jobs.enqueue(MAIL_JOB, message, { executor });
      },
      async idle() {
        if (transport) await app.jobs.idle([MAIL_JOB]);
      },
    };
    app.decorate('mailer', mailer);

    app.addHook('onClose', async () => {
      transport?.close();
    });
  },
);
