import { describe, expect, it } from 'vitest';

import { type TestApp, JOBS_ON_DEMAND } from '../../test/build-test-app.ts';
import { useTestAppWithSmtp } from '../../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { failedMailJob } from '../../test/failed-mail-job.ts';
import type { SmtpSink } from '../../../test-support/smtp-sink.ts';
import { JobsCliError, jobsCommand } from './jobs-cli.ts';

describe.each(TEST_DATABASES)('jobs command on %s', (dialect) => {
  let app: TestApp;
  let smtp: SmtpSink;
  useTestAppWithSmtp((built, sink) => ([app, smtp] = [built, sink]), dialect, {}, JOBS_ON_DEMAND);

  /** A mail job that used up its attempts, as the runner leaves it. */
  const failedMail = (subject: string) =>
    failedMailJob(
      app,
      { subject, text: 'Isi rahasia' },
      { error: '451 Coba lagi nanti', attempts: 10 },
    );

  it('lists failed jobs first with their last error and never the address or text', async () => {
    await app.mailer.send({ to: 'lain@contoh.id', subject: 'Antre', text: 'x' });
    const id = await failedMail('Subjek rahasia');
    const lines = await jobsCommand(app.db, []);
    expect(lines[0]).toBe(`#${id}  mail  failed  10/10  at ${lines[0].split('  at ')[1]}`);
    expect(lines[0]).toContain('451 Coba lagi nanti');
    expect(lines.some((line) => /^#\d+ {2}mail {2}queued {2}0\/10 {2}due /.test(line))).toBe(true);
    const output = lines.join('\n');
    expect(output).not.toMatch(/contoh\.id|rahasia|Antre/i);
    expect(await jobsCommand(app.db, ['--status', 'failed'])).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^#${id}  mail  failed`))]),
    );
  });

  it('re-queues one failed mail, which is then sent', async () => {
    await app.jobs.runDue({ types: ['mail'] });
    smtp.received.length = 0;
    const id = await failedMail('Kirim ulang saya');
    expect(await jobsCommand(app.db, ['retry', String(id)])).toEqual([
      `Re-queued 1 job(s): #${id}`,
    ]);
    expect(await app.jobs.runDue({ types: ['mail'] })).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].raw).toContain('Subject: Kirim ulang saya');
    const job = await app.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('re-queues every failed job with --all-failed', async () => {
    const first = await failedMail('Satu');
    const second = await failedMail('Dua');
    const [line] = await jobsCommand(app.db, ['retry', '--all-failed']);
    expect(line).toMatch(/^Re-queued \d+ job\(s\): /);
    expect(line).toContain(`#${first}`);
    expect(line).toContain(`#${second}`);
    expect(await jobsCommand(app.db, ['--status', 'failed'])).toEqual(['No jobs.']);
  });

  it('refuses a job that has not failed and bad arguments', async () => {
    await expect(jobsCommand(app.db, ['retry', '999999'])).rejects.toThrow(JobsCliError);
    await expect(jobsCommand(app.db, ['retry'])).rejects.toThrow(/one job id or --all-failed/);
    await expect(jobsCommand(app.db, ['retry', 'abc'])).rejects.toThrow(JobsCliError);
    await expect(jobsCommand(app.db, ['--status', 'lost'])).rejects.toThrow(/--status/);
    await expect(jobsCommand(app.db, ['purge'])).rejects.toThrow(/Unknown action/);
  });
});
