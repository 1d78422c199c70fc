import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

import type { Config } from '../config.ts';

/**
 * Outgoing e-mail. `app.mailer.send(message)` only queues:
 * it never throws and never waits for the SMTP server, so a visitor's request is answered before
 * any mail goes out. A background worker sends one message at a time and retries failures with
 * growing pauses; a message that still fails is logged and dropped. Without SMTP_URL every send is
 * a no-op logged at debug level. The queue lives in memory: one instance is the supported
 * deployment (docs/decisions/002-sqlite-and-postgresql.md), and a restart loses unsent mail.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where a reply should go, e.g. the visitor who wrote a contact message. */
  replyTo?: string;
  /** Files sent with the message, e.g. an interview invitation (interview.ics). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  /** True when SMTP_URL is configured. */
  readonly isEnabled: boolean;
  /** The configured sender (SMTP_FROM). */
  readonly from: string;
  /** Queues a message; returns at once and never throws. */
  send(message: MailMessage): void;
  /** Resolves once the queue is empty (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerOptions {
  config: Config;
  /** Pause before each retry, in ms; the number of entries is the number of retries. */
  retryDelaysMs?: number[];
}

/** 1 s, 10 s, 1 min, 5 min: rides out a restarting mail server without hammering it. */
const DEFAULT_RETRY_DELAYS_MS = [1_000, 10_000, 60_000, 300_000];
/** Bounds memory when the mail server is down and messages keep coming. */
const MAX_QUEUE = 1_000;
/** How long shutdown waits for the queue before dropping what is left. */
const CLOSE_GRACE_MS = 5_000;

interface Job {
  message: MailMessage;
  attempt: number;
}

export const mailerPlugin = fp(
  async (
    app: FastifyInstance,
    { config, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS }: MailerOptions,
  ) => {
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

    const queue: Job[] = [];
    const waiters: Array<() => void> = [];
    let running = false;
    let closing = false;
    const retryTimers = new Set<NodeJS.Timeout>();

    const isIdle = () => !running && queue.length === 0 && retryTimers.size === 0;
    const settleWaiters = () => {
      if (!isIdle()) return;
      for (const resolve of waiters.splice(0)) resolve();
    };

    async function deliver(job: Job) {
      if (!transport) return;
      const { message } = job;
      try {
        const info = await transport.sendMail({
          from: config.smtp.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          replyTo: message.replyTo,
          attachments: message.attachments,
        });
        log.info(
          {
            to: message.to,
            subject: message.subject,
            messageId: info.messageId,
            attempt: job.attempt,
          },
          'mail sent',
        );
      } catch (error) {
        const delay = retryDelaysMs[job.attempt - 1];
        if (delay === undefined || closing) {
          log.error(
            { err: error, to: message.to, subject: message.subject, attempts: job.attempt },
            'mail could not be sent; giving up',
          );
          return;
        }
        log.warn(
          { err: error, to: message.to, attempt: job.attempt, retryInMs: delay },
          'mail failed; will retry',
        );
        // Retries go to the back of the queue after the pause, so one bad message does not hold others.
        const timer = setTimeout(() => {
          retryTimers.delete(timer);
          queue.push({ message, attempt: job.attempt + 1 });
          void pump();
        }, delay);
        timer.unref();
        retryTimers.add(timer);
      }
    }

    async function pump() {
      if (running) return;
      running = true;
      try {
        for (let job = queue.shift(); job; job = queue.shift()) await deliver(job);
      } finally {
        running = false;
        settleWaiters();
      }
    }

    const mailer: Mailer = {
      isEnabled: Boolean(transport),
      from: config.smtp.from,
      send(message) {
        if (!transport) {
          log.debug(
            { to: message.to, subject: message.subject },
            'SMTP_URL not set; mail not sent',
          );
          return;
        }
        if (closing) {
          log.warn(
            { to: message.to, subject: message.subject },
            'server is closing; mail not sent',
          );
          return;
        }
        if (queue.length >= MAX_QUEUE) {
          const dropped = queue.shift();
          log.error(
            { to: dropped?.message.to, subject: dropped?.message.subject },
            'mail queue full; oldest message dropped',
          );
        }
        queue.push({ message, attempt: 1 });
        // After the current request has been answered.
        setImmediate(() => void pump());
      },
      idle() {
        if (isIdle()) return Promise.resolve();
        return new Promise((resolve) => waiters.push(resolve));
      },
    };
    app.decorate('mailer', mailer);

    app.addHook('onClose', async () => {
      closing = true;
      if (retryTimers.size > 0)
        log.warn({ dropped: retryTimers.size }, 'server closing; mail waiting for a retry dropped');
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      const grace = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref());
      await Promise.race([mailer.idle(), grace]);
      if (queue.length > 0)
        log.warn({ dropped: queue.length }, 'server closing; unsent mail dropped');
      queue.length = 0;
      settleWaiters();
      transport?.close();
    });
  },
);
