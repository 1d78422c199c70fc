import { describe, expect, it } from 'vitest';

import type { SmtpSink } from '../../../test-support/smtp-sink.ts';
import { JOBS_ON_DEMAND, type TestApp } from '../../test/build-test-app.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';
import { useMailingInstances } from '../../test/mailing-instances.ts';
import { useTestAppWithSmtp } from '../../test/test-app-per-suite.ts';
import {
  applicantWithToken,
  book,
  createHiringDay,
  invite,
  hiringDayInput,
} from '../../test/hiring-days.ts';
import { REMINDER_TASK } from './hiring-days-reminders.ts';

/**
 * What applicants are told, through the job table: on invitation, on booking (with the ticket),
 * the day before, and once each when a hiring day is moved or cancelled, even across a restart.
 */

/** A received message with folded header lines unfolded. */
const unfold = (raw: string) => raw.replace(/\r\n[ \t]+/g, ' ');
const subjectsTo = (smtp: SmtpSink, email: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => /^Subject: (.*)$/m.exec(unfold(mail.raw))?.[1] ?? '');

describe('hiring day e-mails on one instance', () => {
  let app: TestApp;
  let smtp: SmtpSink;
  let staff: Record<string, string>;
  useTestAppWithSmtp(
    async (built, sink) => {
      app = built;
      smtp = sink;
      staff = (await loginAs(app, 'hrd')).headers;
    },
    'sqlite',
    {},
    JOBS_ON_DEMAND,
  );

  it('invites, confirms a booking with its ticket, and reminds the day before once', async () => {
    const hiringDay = await createHiringDay(app, staff, { judul: 'Interview Cleaning' }, 12);
    const me = await applicantWithToken(app);
    await invite(app, staff, hiringDay.id, [me.row.id]);
    await app.jobs.runDue();
    expect(subjectsTo(smtp, me.row.email)).toContain('Undangan: Interview Cleaning');
    await book(app, me.headers, hiringDay.id);
    await app.jobs.runDue();
    const booked = smtp.received.find((mail) => unfold(mail.raw).includes('sudah dipesan'));
    expect(booked?.raw).toContain('tiket.ics');
    // The periodic task finds the place (12 hours ahead) once, then never again.
    await app.jobs.runDue({ now: new Date(Date.now() + 11 * 60_000) });
    await app.jobs.runDue({ now: new Date(Date.now() + 22 * 60_000) });
    await app.jobs.runDue({ now: new Date(Date.now() + 33 * 60_000) });
    const reminders = subjectsTo(smtp, me.row.email).filter((s) => s.startsWith('Pengingat'));
    expect(reminders).toEqual(['Pengingat: Interview Cleaning besok']);
    expect(app.jobs.definedTypes()).toContain(REMINDER_TASK);
  });
});

describe.each(TEST_DATABASES)('hiring day notices survive a restart on %s', (dialect) => {
  let smtp: SmtpSink;
  const { startInstance, stopInstance } = useMailingInstances(dialect, (sink) => (smtp = sink));

  it('a move and a cancel tell each holder once, sent by the next instance', async () => {
    const first = await startInstance({ autoStart: false }, 'first');
    const staff = (await loginAs(first, 'hrd')).headers;
    const hiringDay = await createHiringDay(first, staff, { judul: 'Hari Rekrutmen Parkir' });
    const people = [
      await applicantWithToken(first),
      await applicantWithToken(first),
      await applicantWithToken(first),
    ];
    await invite(
      first,
      staff,
      hiringDay.id,
      people.map((p) => p.row.id),
    );
    for (const person of people) await book(first, person.headers, hiringDay.id);
    const moved = await first.inject({
      method: 'PUT',
      url: `/api/sesi/${hiringDay.id}`,
      headers: staff,
      payload: hiringDayInput({ judul: 'Hari Rekrutmen Parkir' }, 100),
    });
    expect(moved.statusCode).toBe(200);
    const cancelled = await first.inject({
      method: 'DELETE',
      url: `/api/sesi/${hiringDay.id}`,
      headers: staff,
    });
    expect(cancelled.statusCode).toBe(204);
    // Stopped before any job ran: the notices wait in the table.
    await stopInstance(first);
    expect(smtp.received).toHaveLength(0);

    const second = await startInstance({ autoStart: false }, 'second');
    await second.jobs.runDue();
    for (const person of people) {
      const subjects = subjectsTo(smtp, person.row.email);
      expect(subjects.filter((s) => s === 'Jadwal Hari Rekrutmen Parkir berubah')).toHaveLength(1);
      expect(subjects.filter((s) => s === 'Hari Rekrutmen Parkir dibatalkan')).toHaveLength(1);
    }
  });
});
