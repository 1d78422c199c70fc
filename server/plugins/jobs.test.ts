import { describe, expect, it } from 'vitest';

import { claimJob } from '../domain/job-store.ts';
import type { JobsOptions } from './jobs.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { TEST_DATABASES } from '../test/for-each-database.ts';
import { useMailingInstances } from '../test/mailing-instances.ts';
import type { SmtpSink } from '../../test-support/smtp-sink.ts';

/**
 * The durable job table through its main user, the `mail` job, against a real SMTP server.
 * Time is passed in explicitly (runDue({ now })), so backoff and leases are tested without sleeps.
 */

const SECOND = 1000;
const MANUAL = { autoStart: false, baseDelayMs: SECOND, maxDelayMs: 60 * SECOND };
const MAIL = ['mail'];
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe.each(TEST_DATABASES)('durable jobs on %s', (dialect) => {
  let smtp: SmtpSink;
  const { startInstance, stopInstance } = useMailingInstances(dialect, (sink) => (smtp = sink));
  const start = (jobs: JobsOptions = MANUAL) => startInstance(jobs);
  const mailJobs = (app: TestApp) =>
    app.db.selectFrom('jobs').selectAll().where('type', '=', 'mail').orderBy('id').execute();

  it('retries a failing send with exponential backoff and ends failed after the last attempt', async () => {
    const app = await start();
    smtp.failNext(100);
    await app.mailer.send({ to: 'pelamar@contoh.id', subject: 'Status', text: 'isi' });
    let now = new Date();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await app.jobs.runDue({ types: MAIL, now })).toBe(1);
      const [job] = await mailJobs(app);
      expect(job.attempts).toBe(attempt);
      if (attempt === 10) break;
      expect(job.status).toBe('queued');
      const delay = Date.parse(job.run_at) - now.getTime();
      delays.push(delay);
      // Not due a moment before its retry time.
      expect(await app.jobs.runDue({ types: MAIL, now: later(now, delay - 1) })).toBe(0);
      now = later(now, delay);
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60].map((s) => s * SECOND));
    const [job] = await mailJobs(app);
    expect(job.status).toBe('failed');
    expect(job.last_error).toContain('451');
    expect(job.last_error).not.toContain('contoh.id');
    expect(smtp.attempts).toBe(10);
    expect(smtp.received).toHaveLength(0);
    // Nothing more happens to a failed job, however late.
    expect(await app.jobs.runDue({ types: MAIL, now: later(now, 24 * 3600 * SECOND) })).toBe(0);
  });

  it('delivers on a later attempt and keeps no address once done', async () => {
    const app = await start();
    smtp.failNext(1);
    await app.mailer.send({ to: 'pelamar@contoh.id', subject: 'Status', text: 'isi' });
    const now = new Date();
    await app.jobs.runDue({ types: MAIL, now });
    await app.jobs.runDue({ types: MAIL, now: later(now, SECOND) });
    const [job] = await mailJobs(app);
    expect(job).toMatchObject({ status: 'done', attempts: 2, payload: '{}', last_error: null });
    expect(smtp.received).toHaveLength(1);
  });

  it('two instances on one database send each mail exactly once', async () => {
    const a = await start();
    const b = await start();
    const subjects = Array.from({ length: 30 }, (_, i) => `Pesan ${i}`);
    for (const [i, subject] of subjects.entries())
      await (i % 2 ? a : b).mailer.send({ to: 'info@sigap.test', subject, text: subject });
    const [ranA, ranB] = await Promise.all([
      a.jobs.runDue({ types: MAIL }),
      b.jobs.runDue({ types: MAIL }),
    ]);
    expect(ranA + ranB).toBe(30);
    const sent = smtp.received.map((mail) => /Subject: (.*)/.exec(mail.raw)?.[1]).sort();
    expect(sent).toEqual([...subjects].sort());
    expect(smtp.attempts).toBe(30);
    const jobs = await mailJobs(a);
    expect(jobs.map((job) => [job.status, job.attempts])).toEqual(subjects.map(() => ['done', 1]));
  });

  it('picks up a job left running by a killed worker once its lease has run out', async () => {
    const app = await start();
    await app.mailer.send({ to: 'info@sigap.test', subject: 'Yatim', text: 'isi' });
    const claimedAt = new Date();
    // What a worker that died mid-send leaves behind: the job running under its lease.
    const orphan = await claimJob(app.db, app.dbDialect, {
      types: ['mail'],
      workerId: 'killed-worker',
      now: claimedAt,
      leaseUntil: later(claimedAt, 5 * 60 * SECOND),
    });
    expect(orphan?.status).toBe('running');
    expect(await app.jobs.runDue({ types: MAIL, now: later(claimedAt, 4 * 60 * SECOND) })).toBe(0);
    expect(smtp.attempts).toBe(0);
    expect(await app.jobs.runDue({ types: MAIL, now: later(claimedAt, 5 * 60 * SECOND) })).toBe(1);
    const [job] = await mailJobs(app);
    expect(job).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
    expect(smtp.received).toHaveLength(1);
  });

  it('sends mail queued before a restart once the app is back', async () => {
    const before = await start();
    await before.mailer.send({ to: 'info@sigap.test', subject: 'Sebelum restart', text: 'isi' });
    await stopInstance(before);
    expect(smtp.attempts).toBe(0);
    // Started with its background poller, as in production.
    const after = await start({ pollMs: 20 });
    const [mail] = await smtp.waitFor(1);
    expect(mail.raw).toContain('Subject: Sebelum restart');
    await after.mailer.idle();
    expect((await mailJobs(after)).map((job) => job.status)).toEqual(['done']);
  });

  it('schedules each periodic task once however many instances start, and re-arms it', async () => {
    const a = await start();
    const b = await start();
    const periodic = () =>
      a.db
        .selectFrom('jobs')
        .select(['type', 'unique_key', 'status', 'run_at', 'attempts'])
        .where('unique_key', 'is not', null)
        .orderBy('type')
        .execute();
    const rows = await periodic();
    expect(rows.map((row) => row.unique_key)).toEqual(
      expect.arrayContaining(['job-cleanup', 'session-cleanup', 'tmp-sweep']),
    );
    expect(new Set(rows.map((row) => row.unique_key)).size).toBe(rows.length);
    const now = later(new Date(), SECOND);
    const [ranA, ranB] = await Promise.all([a.jobs.runDue({ now }), b.jobs.runDue({ now })]);
    // Every task due by then ran once (the retention purge first waits an hour after the first start).
    const due = rows.filter((row) => row.run_at <= now.toISOString());
    expect(due.map((row) => row.type)).toEqual([
      'job-cleanup',
      'revisions-purge',
      'session-cleanup',
      'session-reminders',
      'staged-uploads-purge',
      'tmp-sweep',
      'vacancy-auto-close',
      'webauthn-challenge-cleanup',
    ]);
    expect(ranA + ranB).toBe(due.length);
    const rearmed = await periodic();
    expect(rearmed.every((row) => row.status === 'queued' && row.run_at > now.toISOString())).toBe(
      true,
    );
    expect(rearmed.find((row) => row.type === 'session-cleanup')?.run_at).toBe(
      later(now, 3600 * SECOND).toISOString(),
    );
    // Nothing runs again before the interval is over.
    expect(await a.jobs.runDue({ now: later(now, 60 * SECOND) })).toBe(0);
  });
});
