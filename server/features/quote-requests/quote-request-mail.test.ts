import { describe, expect, it } from 'vitest';

import type { SmtpSink } from '../../../test-support/smtp-sink.ts';
import { JOBS_ON_DEMAND, type TestApp } from '../../test/build-test-app.ts';
import { loginAs } from '../../test/login-as.ts';
import { createQuoteRequest } from '../../test/quote-requests.ts';
import { useTestAppWithSmtp } from '../../test/test-app-per-suite.ts';

/** A received message with folded header lines unfolded. */
const unfold = (raw: string) => raw.replace(/\r\n[ \t]+/g, ' ');
const subjectsTo = (smtp: SmtpSink, email: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => /^Subject: (.*)$/m.exec(unfold(mail.raw))?.[1] ?? '');

const SALES = 'sales@sigap.example';
const SLA_MINUTES = 30;

describe('quote request mails', () => {
  let app: TestApp;
  let smtp: SmtpSink;
  useTestAppWithSmtp(
    (built, sink) => {
      app = built;
      smtp = sink;
    },
    'sqlite',
    { SALES_EMAIL: SALES, LEAD_SLA_MINUTES: String(SLA_MINUTES) },
    JOBS_ON_DEMAND,
  );
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('mails the client the reference and the sales team at once, and reminds sales once after the SLA', async () => {
    const { kode } = await createQuoteRequest(app, { email: 'klien-sla@example.com' });
    await app.jobs.runDue();
    expect(subjectsTo(smtp, 'klien-sla@example.com')).toEqual([
      `Permintaan penawaran ${kode} diterima`,
    ]);
    expect(subjectsTo(smtp, SALES).filter((s) => s.includes(kode))).toEqual([
      expect.stringContaining(`Permintaan penawaran baru ${kode}`),
    ]);
    await app.jobs.runDue({ now: later(SLA_MINUTES - 1) });
    await app.jobs.runDue();
    expect(subjectsTo(smtp, SALES).filter((s) => s.includes(kode))).toHaveLength(1);
    await app.jobs.runDue({ now: later(SLA_MINUTES + 1) });
    await app.jobs.runDue({ now: later(SLA_MINUTES + 2) });
    await app.jobs.runDue({ now: later(SLA_MINUTES * 3) });
    expect(subjectsTo(smtp, SALES).filter((s) => s.includes(kode))).toEqual([
      expect.stringContaining(`Permintaan penawaran baru ${kode}`),
      `Belum dihubungi setelah ${SLA_MINUTES} menit: ${kode}`,
    ]);
  });

  it('sends no reminder for a request contacted within the SLA', async () => {
    const { id, kode } = await createQuoteRequest(app);
    const admin = await loginAs(app, 'admin');
    await app.inject({
      method: 'PUT',
      url: `/api/prospek/${id}/tahap`,
      headers: admin.headers,
      payload: { tahap: 'dihubungi' },
    });
    await app.jobs.runDue({ now: later(SLA_MINUTES + 1) });
    await app.jobs.runDue({ now: later(SLA_MINUTES + 2) });
    expect(subjectsTo(smtp, SALES).filter((s) => s.includes(kode))).toHaveLength(1);
  });

  it('mails the client a survey invitation with the calendar file', async () => {
    const { id } = await createQuoteRequest(app, { email: 'klien-survei@example.com' });
    const admin = await loginAs(app, 'admin');
    const response = await app.inject({
      method: 'POST',
      url: `/api/prospek/${id}/survei`,
      headers: admin.headers,
      payload: { mulai: '2027-03-01T09:30:00+07:00', lokasi: 'Pabrik Cikarang' },
    });
    expect(response.statusCode).toBe(201);
    await app.jobs.runDue();
    const invitation = smtp.received.find(
      (mail) =>
        mail.to.includes('klien-survei@example.com') && unfold(mail.raw).includes('Jadwal survei'),
    );
    expect(invitation?.raw).toContain('survei.ics');
    expect(invitation?.raw).toMatch(/text\/calendar/);
  });
});
