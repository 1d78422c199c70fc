import { describe, expect, it } from 'vitest';

import { addDays, todayIn } from '#common/dates';

import type { SmtpSink } from '../../../test-support/smtp-sink.ts';
import { JOBS_ON_DEMAND, type TestApp } from '../../test/build-test-app.ts';
import { createCredentialRow } from '../../test/credentials.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';
import { VALID_SITE_SETTINGS } from '../../test/site-settings.ts';
import { useTestApp, useTestAppWithSmtp } from '../../test/test-app-per-suite.ts';
import { CREDENTIALS_MAIL_TASK, WEEK_MS } from './credentials-mail.ts';

/** The weekly credential mail through the job table (docs/decisions/047-credential-register.md). */

const HOUR = 3600_000;
const unfold = (raw: string) => raw.replace(/\r\n[ \t]+/g, ' ');
const periodicRow = (app: TestApp) =>
  app.db
    .selectFrom('jobs')
    .select(['run_at', 'status'])
    .where('type', '=', CREDENTIALS_MAIL_TASK)
    .executeTakeFirstOrThrow();

describe.each(TEST_DATABASES)('weekly credential mail on %s', (dialect) => {
  let app: TestApp;
  let smtp: SmtpSink;
  useTestAppWithSmtp(
    (built, sink) => {
      app = built;
      smtp = sink;
    },
    dialect,
    { SMTP_FROM: 'Kantor Sigap <kantor@sigap.test>', HR_EMAIL: 'hrd@sigap.test' },
    JOBS_ON_DEMAND,
  );

  it('mails HR_EMAIL, once a week, what ends within 60 days', async () => {
    // An editor's company address never receives it (docs/decisions/049).
    const editor = await loginAs(app, 'editor');
    await app.inject({
      method: 'PUT',
      url: '/api/site-settings',
      headers: editor.headers,
      payload: { ...VALID_SITE_SETTINGS, email: 'editor.pribadi@contoh.co.id' },
    });
    const today = todayIn(app.config.timeZone);
    await createCredentialRow(
      app,
      { status: 'Diterima', nama: 'Agus Segera' },
      {
        kta_nomor: 'KTA-9',
        kta_berlaku_sampai: addDays(today, 30),
      },
    );
    await createCredentialRow(
      app,
      { status: 'Diterima', nama: 'Budi Lama' },
      {
        kta_berlaku_sampai: addDays(today, 200),
      },
    );
    await createCredentialRow(
      app,
      { status: 'Ditolak', nama: 'Cici Tolak' },
      {
        kta_berlaku_sampai: addDays(today, 5),
      },
    );
    const start = Date.now();
    const armed = await periodicRow(app);
    // The first run an hour after the first start.
    expect(Math.abs(Date.parse(armed.run_at) - (start + HOUR))).toBeLessThan(60_000);

    await app.jobs.runDue({ now: new Date(start + 2 * HOUR) });
    await app.jobs.runDue({ now: new Date(start + 2 * HOUR) });
    expect(smtp.received).toHaveLength(1);
    const raw = unfold(smtp.received[0].raw);
    expect(smtp.received[0].to).toEqual(['hrd@sigap.test']);
    expect(raw).toContain('Subject: Register kredensial: 1 berakhir dalam 60 hari');
    expect(raw).toContain(`Agus Segera (Security): KTA KTA-9 berlaku s.d. ${addDays(today, 30)}`);
    expect(raw).not.toContain('Budi Lama');
    expect(raw).not.toContain('Cici Tolak');
    // Re-armed a week after the run; nothing more until then.
    const rearmed = await periodicRow(app);
    expect(Date.parse(rearmed.run_at)).toBeGreaterThanOrEqual(start + 2 * HOUR + WEEK_MS - 60_000);
    await app.jobs.runDue({ now: new Date(start + 3 * 24 * HOUR) });
    expect(smtp.received).toHaveLength(1);
    await app.jobs.runDue({ now: new Date(start + 2 * HOUR + WEEK_MS + HOUR) });
    await app.jobs.runDue({ now: new Date(start + 2 * HOUR + WEEK_MS + HOUR) });
    expect(smtp.received).toHaveLength(2);
  });
});

describe.each(TEST_DATABASES)('weekly credential mail without HR_EMAIL on %s', (dialect) => {
  let app: TestApp;
  let smtp: SmtpSink;
  useTestAppWithSmtp(
    (built, sink) => {
      app = built;
      smtp = sink;
    },
    dialect,
    { SMTP_FROM: 'Kantor Sigap <kantor@sigap.test>' },
    JOBS_ON_DEMAND,
  );

  it('mails nobody, not even the company address an editor set', async () => {
    const editor = await loginAs(app, 'editor');
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/site-settings',
      headers: editor.headers,
      payload: { ...VALID_SITE_SETTINGS, email: 'editor.pribadi@contoh.co.id' },
    });
    expect(saved.statusCode).toBe(200);
    await createCredentialRow(
      app,
      { status: 'Diterima' },
      { kta_nomor: 'KTA-77', kta_berlaku_sampai: todayIn(app.config.timeZone) },
    );
    await app.jobs.runDue({ now: new Date(Date.now() + 2 * HOUR) });
    await app.jobs.runDue({ now: new Date(Date.now() + 2 * HOUR) });
    const mail = await app.db.selectFrom('jobs').select('id').where('type', '=', 'mail').execute();
    expect(mail).toEqual([]);
    expect(smtp.received).toEqual([]);
    expect(app.config.hrEmail).toBeUndefined();
  });
});

describe('weekly credential mail without SMTP', () => {
  let app: TestApp;
  useTestApp((built) => (app = built), 'sqlite', {}, JOBS_ON_DEMAND);

  it('writes no mail job', async () => {
    await createCredentialRow(
      app,
      { status: 'Diterima' },
      {
        kta_berlaku_sampai: todayIn(app.config.timeZone),
      },
    );
    await app.jobs.runDue({ now: new Date(Date.now() + 2 * HOUR) });
    const mail = await app.db.selectFrom('jobs').select('id').where('type', '=', 'mail').execute();
    expect(mail).toEqual([]);
    expect(app.jobs.definedTypes()).toContain(CREDENTIALS_MAIL_TASK);
  });
});
