import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp } from '../test/build-test-app.ts';
import { useTestAppWithSmtp } from '../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../test/for-each-database.ts';
import { type SmtpSink, startSmtpSink } from '../../test-support/smtp-sink.ts';

const mailJobs = (app: TestApp) =>
  app.db.selectFrom('jobs').selectAll().where('type', '=', 'mail').execute();

describe.each(TEST_DATABASES)('mailer on %s', (dialect) => {
  let app: TestApp;
  let smtp: SmtpSink;
  useTestAppWithSmtp((built, sink) => ([app, smtp] = [built, sink]), dialect, {
    SMTP_FROM: 'Sigap <no-reply@sigap.test>',
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('sends a queued message through the configured SMTP server', async () => {
    expect(app.mailer.isEnabled).toBe(true);
    await app.mailer.send({
      to: 'info@sigap.test',
      subject: 'Pesan baru',
      text: 'Halo dari pengunjung',
      replyTo: 'budi@contoh.id',
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail.from).toBe('no-reply@sigap.test');
    expect(mail.to).toEqual(['info@sigap.test']);
    expect(mail.raw).toContain('Subject: Pesan baru');
    expect(mail.raw).toContain('Reply-To: budi@contoh.id');
    expect(mail.raw).toContain('Halo dari pengunjung');
  });

  it('sends attachments with their file name and type', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await app.mailer.send({
      to: 'pelamar@contoh.id',
      subject: 'Undangan interview',
      text: 'Terlampir undangan.',
      attachments: [{ filename: 'interview.ics', content: ics, contentType: 'text/calendar' }],
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail.raw).toMatch(/Content-Type: text\/calendar/);
    expect(mail.raw).toMatch(/filename=interview\.ics/);
    const body = /filename=interview\.ics\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n-/.exec(mail.raw)?.[1];
    expect(Buffer.from(body ?? '', 'base64').toString('utf8')).toBe(ics);
  });

  it('never sends mail queued in a transaction that rolls back', async () => {
    await expect(
      app.db.transaction().execute(async (trx) => {
        await app.mailer.send({ to: 'a@sigap.test', subject: 'Dibatalkan', text: 'x' }, trx);
        throw new Error('save failed');
      }),
    ).rejects.toThrow('save failed');
    await app.db.transaction().execute(async (trx) => {
      await app.mailer.send({ to: 'b@sigap.test', subject: 'Tersimpan', text: 'y' }, trx);
    });
    await smtp.waitFor(1);
    await app.mailer.idle();
    expect(smtp.received.map((mail) => mail.to)).toEqual([['b@sigap.test']]);
    const jobs = await mailJobs(app);
    expect(jobs.every((job) => job.status === 'done' && job.payload === '{}')).toBe(true);
  });

  it('is a no-op when SMTP_URL is not configured', async () => {
    const quiet = await buildTestApp(dialect);
    try {
      expect(quiet.mailer.isEnabled).toBe(false);
      await quiet.mailer.send({ to: 'info@sigap.test', subject: 'x', text: 'y' });
      await quiet.mailer.idle();
      expect(await mailJobs(quiet)).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});

describe('mailer against a server that refuses mail', () => {
  let smtp: SmtpSink;
  afterEach(async () => {
    await smtp.close();
  });

  it('retries a message the server refused and delivers it once', async () => {
    smtp = await startSmtpSink();
    const app = await buildTestApp('sqlite', { SMTP_URL: smtp.url }, { jobs: { baseDelayMs: 5 } });
    try {
      smtp.failNext(2);
      await app.mailer.send({ to: 'info@sigap.test', subject: 'Coba ulang', text: 'isi' });
      await smtp.waitFor(1);
      await app.mailer.idle();
      expect(smtp.attempts).toBe(3);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
