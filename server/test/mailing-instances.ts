import { afterEach, beforeEach } from 'vitest';

import type { Dialect } from '../db/database.ts';
import type { JobsOptions } from '../plugins/jobs.ts';
import { type TestApp, buildTestApp } from './build-test-app.ts';
import { openSharedTestDatabase } from './shared-database.ts';
import { type SmtpSink, startSmtpSink } from '../../test-support/smtp-sink.ts';

/**
 * App instances that share one test database and mail one SMTP sink, as several servers behind
 * a balancer do: the database and the sink are fresh for each test, and every instance the test
 * started and did not stop is closed after it. `ready` receives the sink before each test.
 */
export function useMailingInstances(dialect: Dialect, ready: (smtp: SmtpSink) => void) {
  let smtp: SmtpSink;
  let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;
  const open: TestApp[] = [];

  beforeEach(async () => {
    smtp = await startSmtpSink();
    shared = await openSharedTestDatabase(dialect);
    ready(smtp);
  });
  afterEach(async () => {
    for (const app of open.splice(0)) await app.close();
    await smtp.close();
    await shared.drop();
  });

  /** One more instance with these job options, named `name` in the shared database. */
  async function startInstance(jobs: JobsOptions, name = `instance-${open.length}`) {
    const app = await buildTestApp(
      dialect,
      { SMTP_URL: smtp.url },
      { database: shared.open(name), jobs },
    );
    open.push(app);
    return app;
  }

  /** Closes an instance in the middle of a test, as a stopped server. */
  async function stopInstance(app: TestApp) {
    open.splice(open.indexOf(app), 1);
    await app.close();
  }

  return { startInstance, stopInstance };
}
