import { afterAll, beforeAll } from 'vitest';

import { type SmtpSink, startSmtpSink } from '../../test-support/smtp-sink.ts';
import type { Role } from '#common/roles';

import type { Dialect } from '../db/database.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { loginAs, loginAsEachRole, type LoggedInStaff, type StaffHeaders } from './login-as.ts';

/**
 * Builds one test app before the enclosing describe block's tests and closes it after them.
 * `keep` receives the app once it is ready (and may await more setup, such as logins):
 *
 *   let app: TestApp;
 *   useTestApp((built) => (app = built), dialect, { RATE_LIMIT_FACTOR: '1' });
 */
export function useTestApp(
  keep: (app: TestApp) => unknown,
  ...buildArgs: Parameters<typeof buildTestApp>
) {
  useForSuite(() => buildTestApp(...buildArgs), keep);
}

/**
 * Starts something closable (an app, a pair of instances) before the enclosing describe block's
 * tests and closes it after them; `keep` receives it once started.
 */
export function useForSuite<T extends { close(): Promise<unknown> }>(
  start: () => Promise<T>,
  keep: (started: T) => unknown,
) {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
    await keep(started);
  });
  afterAll(async () => {
    await started?.close();
  });
}

/**
 * `useTestApp` plus one logged-in staff user per role. Returns a getter for the app and each
 * role's headers, to call inside tests.
 */
export function useTestAppWithStaff(dialect: Dialect) {
  let context: { app: TestApp; headers: StaffHeaders } | undefined;
  useTestApp(async (app) => {
    context = { app, headers: await loginAsEachRole(app) };
  }, dialect);
  return () => {
    if (!context) throw new Error('the test app is built in beforeAll; call this inside a test');
    return context;
  };
}

/**
 * `useTestApp` plus one logged-in staff user with `role`; `keep` receives both once ready:
 *
 *   useTestAppAs('editor', dialect, (ready) => ({ app, user: editor } = ready));
 */
export function useTestAppAs(
  role: Role,
  dialect: Dialect,
  keep: (ready: { app: TestApp; user: LoggedInStaff }) => unknown,
) {
  useTestApp(async (app) => keep({ app, user: await loginAs(app, role) }), dialect);
}

/**
 * `useTestApp` with the app's mail going to a fresh SMTP sink (SMTP_URL, added to `env`); `keep`
 * receives the app and the sink, which is closed after the app.
 */
export function useTestAppWithSmtp(
  keep: (app: TestApp, smtp: SmtpSink) => unknown,
  dialect: Dialect = 'sqlite',
  env: Record<string, string> = {},
  options: Parameters<typeof buildTestApp>[2] = {},
) {
  let smtp: SmtpSink | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await buildTestApp(dialect, { SMTP_URL: smtp.url, ...env }, options);
    await keep(app, smtp);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
}

/**
 * `useTestApp` plus one logged-in staff user per role; `keep` receives the app and each role's
 * headers once ready:
 *
 *   useTestAppWithRoles((ready) => ({ app, headers } = ready), dialect);
 */
export function useTestAppWithRoles(
  keep: (ready: { app: TestApp; headers: StaffHeaders }) => unknown,
  ...buildArgs: Parameters<typeof buildTestApp>
) {
  useTestApp(async (app) => keep({ app, headers: await loginAsEachRole(app) }), ...buildArgs);
}
