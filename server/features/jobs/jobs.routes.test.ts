import { describe, expect, it } from 'vitest';

import { type TestApp, JOBS_ON_DEMAND } from '../../test/build-test-app.ts';
import { useTestAppWithSmtp } from '../../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { failedMailJob } from '../../test/failed-mail-job.ts';
import { loginAs } from '../../test/login-as.ts';
import type { SmtpSink } from '../../../test-support/smtp-sink.ts';
import { expectError } from '../../test/expect-error.ts';

describe.each(TEST_DATABASES)('jobs API on %s', (dialect) => {
  let app: TestApp;
  let smtp: SmtpSink;
  useTestAppWithSmtp((built, sink) => ([app, smtp] = [built, sink]), dialect, {}, JOBS_ON_DEMAND);

  const failedMail = () =>
    failedMailJob(app, { subject: 'Rahasia', text: 'Isi' }, { error: '550 ditolak' });

  it('superadmin lists failed jobs first without addresses and retries one', async () => {
    const admin = await loginAs(app, 'superadmin');
    const id = await failedMail();
    const list = await app.inject({ method: 'GET', url: '/api/jobs', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({
      id,
      type: 'mail',
      status: 'failed',
      last_error: '550 ditolak',
    });
    expect(list.body).not.toMatch(/contoh\.id|Rahasia/);

    const retry = await app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/retry`,
      headers: admin.headers,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id, status: 'queued', attempts: 0 });
    await app.jobs.runDue({ types: ['mail'] });
    expect(smtp.received.some((mail) => mail.raw.includes('Subject: Rahasia'))).toBe(true);

    const again = await app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/retry`,
      headers: admin.headers,
    });
    expectError(again, 404, 'Tugas gagal tidak ditemukan');
  });

  it('refuses other staff roles and visitors', async () => {
    const id = await failedMail();
    for (const role of ['admin', 'hrd', 'editor', 'bos'] as const) {
      const staff = await loginAs(app, role);
      expect(
        (await app.inject({ method: 'GET', url: '/api/jobs', headers: staff.headers })).statusCode,
      ).toBe(403);
      expect(
        (await app.inject({ method: 'POST', url: `/api/jobs/${id}/retry`, headers: staff.headers }))
          .statusCode,
      ).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(401);
  });
});
