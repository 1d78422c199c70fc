import { describe, expect, it } from 'vitest';

import { claimJob } from '../domain/job-store.ts';
import { TEST_DATABASES } from '../test/for-each-database.ts';
import { useMailingInstances } from '../test/mailing-instances.ts';
import type { SmtpSink } from '../../test-support/smtp-sink.ts';

/** A stopping instance hands its claimed jobs back instead of sitting on the lease (docs/decisions/036). */
describe.each(TEST_DATABASES)('jobs handed back on close on %s', (dialect) => {
  let smtp: SmtpSink;
  const { startInstance, stopInstance } = useMailingInstances(dialect, (sink) => (smtp = sink));
  const start = (name: string) => startInstance({ autoStart: false }, name);

  it('queues a job claimed by a closing instance again, and another instance sends it at once', async () => {
    const a = await start('a');
    await a.mailer.send({ to: 'pelamar@contoh.id', subject: 'Status', text: 'isi' });
    const now = new Date();
    // A holds the job, as if the instance were stopped in the middle of sending it.
    const claimed = await claimJob(a.db, a.dbDialect, {
      types: ['mail'],
      workerId: a.jobs.workerId,
      now,
      leaseUntil: new Date(now.getTime() + 3_600_000),
    });
    expect(claimed?.status).toBe('running');
    await stopInstance(a);

    const b = await start('b');
    const [row] = await b.db.selectFrom('jobs').selectAll().where('type', '=', 'mail').execute();
    expect(row).toMatchObject({ status: 'queued', attempts: 0, locked_by: null });
    // Long before the hour-long lease would have run out.
    expect(await b.jobs.runDue({ types: ['mail'], now: new Date(now.getTime() + 1_000) })).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });
});
