import { describe, expect, it } from 'vitest';

import type { SmtpSink } from '../../../test-support/smtp-sink.ts';
import { JOBS_ON_DEMAND, type TestApp } from '../../test/build-test-app.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';
import { TEST_REDIS_URL } from '../../test/redis.ts';
import { useTestAppWithSmtp } from '../../test/test-app-per-suite.ts';
import { applicantWithToken, book, createHiringDay, invite } from '../../test/hiring-days.ts';
import { SHARED_DATABASES, useTwoInstances } from '../../test/two-instances.ts';
import { BOOKING_NOTICE_JOB, BOOKING_NOTICE_QUIET_MS } from './booking-notice.ts';
import { BOOKING_CHANGES_PER_HOUR } from './hiring-days-booking.routes.ts';

/**
 * Booking cannot be used to send mail (docs/decisions/049): each application books and frees a
 * limited number of times an hour, under a burst and over two instances, and is mailed the place
 * it holds after a quiet minute, once, whatever it did in between.
 */

const TOO_MANY = 'Terlalu banyak percobaan. Silakan coba lagi nanti.';
const unfold = (raw: string) => raw.replace(/\r\n[ \t]+/g, ' ');
const free = (app: TestApp, headers: Record<string, string>, sesiId: number) =>
  app.inject({ method: 'DELETE', url: `/api/user/sesi/${sesiId}/pesan`, headers });

/** An applicant invited to two sessions, ready to book. */
async function invitedApplicant(app: TestApp) {
  const staff = (await loginAs(app, 'hrd')).headers;
  const first = await createHiringDay(app, staff, { judul: 'Hari Rekrutmen Pagi' });
  const second = await createHiringDay(app, staff, { judul: 'Hari Rekrutmen Siang' });
  const person = await applicantWithToken(app);
  for (const session of [first, second]) await invite(app, staff, session.id, [person.row.id]);
  return { person, first, second };
}

describe.each(TEST_DATABASES)('booking limits and the quiet-minute notice on %s', (dialect) => {
  let app: TestApp;
  let smtp: SmtpSink;
  useTestAppWithSmtp(
    (built, sink) => {
      app = built;
      smtp = sink;
    },
    dialect,
    { RATE_LIMIT_FACTOR: '1' },
    JOBS_ON_DEMAND,
  );

  /** The booking notices `email` received (the invitations aside). */
  const mailsTo = (email: string) =>
    smtp.received.filter(
      (mail) => mail.to.includes(email) && unfold(mail.raw).includes('sudah dipesan'),
    );
  /** Runs every job due `ms` from now, mail included, twice (the notice writes a mail job). */
  const runIn = async (ms: number) => {
    for (let i = 0; i < 2; i += 1) await app.jobs.runDue({ now: new Date(Date.now() + ms) });
  };

  it('fifty bookings at once by one application: ten pass the limit, forty get 429', async () => {
    const { person, first } = await invitedApplicant(app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => book(app, person.headers, first.id)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - BOOKING_CHANGES_PER_HOUR);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expectError(
      responses.find((response) => response.statusCode === 429)!,
      429,
      TOO_MANY,
      'rate_limited',
    );
    // Freeing has its own count, and the limit is per application: another applicant books.
    expect((await free(app, person.headers, first.id)).statusCode).toBe(204);
    const other = await invitedApplicant(app);
    expect((await book(app, other.person.headers, other.first.id)).statusCode).toBe(201);
  });

  it('a book/free/move burst mails the place held at the end once, after a quiet minute', async () => {
    const { person, first, second } = await invitedApplicant(app);
    const email = person.row.email;
    expect((await book(app, person.headers, first.id)).statusCode).toBe(201);
    expect((await free(app, person.headers, first.id)).statusCode).toBe(204);
    expect((await book(app, person.headers, first.id)).statusCode).toBe(201);
    expect((await book(app, person.headers, second.id)).statusCode).toBe(201);
    // One waiting notice for the application, whatever the number of changes.
    const waiting = await app.db
      .selectFrom('jobs')
      .select(['run_at'])
      .where('type', '=', BOOKING_NOTICE_JOB)
      .where('status', '=', 'queued')
      .where('unique_key', '=', `${BOOKING_NOTICE_JOB}:${person.row.id}`)
      .execute();
    expect(waiting).toHaveLength(1);
    // Nothing is sent within the quiet minute.
    await runIn(BOOKING_NOTICE_QUIET_MS - 5_000);
    expect(mailsTo(email)).toEqual([]);
    await runIn(BOOKING_NOTICE_QUIET_MS + 5_000);
    const sent = mailsTo(email);
    expect(sent).toHaveLength(1);
    const raw = unfold(sent[0].raw);
    expect(raw).toContain('Subject: Tempat Anda di Hari Rekrutmen Siang sudah dipesan');
    const held = await app.db
      .selectFrom('session_bookings')
      .select(['kode', 'diberitahu_at'])
      .where('pelamar_id', '=', person.row.id)
      .executeTakeFirstOrThrow();
    expect(raw).toContain(held.kode);
    expect(held.diberitahu_at).not.toBeNull();
    // Later runs send nothing more; the settled job gave its key up for the next change.
    await runIn(10 * BOOKING_NOTICE_QUIET_MS);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('a place booked and freed within the minute mails nothing', async () => {
    const { person, first } = await invitedApplicant(app);
    expect((await book(app, person.headers, first.id)).statusCode).toBe(201);
    expect((await free(app, person.headers, first.id)).statusCode).toBe(204);
    await runIn(2 * BOOKING_NOTICE_QUIET_MS);
    expect(mailsTo(person.row.email)).toEqual([]);
  });

  it('a change after the notice starts a new quiet minute and one more mail', async () => {
    const { person, first, second } = await invitedApplicant(app);
    expect((await book(app, person.headers, first.id)).statusCode).toBe(201);
    await runIn(2 * BOOKING_NOTICE_QUIET_MS);
    expect(mailsTo(person.row.email)).toHaveLength(1);
    expect((await book(app, person.headers, second.id)).statusCode).toBe(201);
    await runIn(2 * BOOKING_NOTICE_QUIET_MS);
    const subjects = mailsTo(person.row.email).map(
      (mail) => /^Subject: (.*)$/m.exec(unfold(mail.raw))?.[1],
    );
    expect(subjects).toEqual([
      'Tempat Anda di Hari Rekrutmen Pagi sudah dipesan',
      'Tempat Anda di Hari Rekrutmen Siang sudah dipesan',
    ]);
  });
});

describe.skipIf(!TEST_REDIS_URL || !SHARED_DATABASES.length)(
  'the booking limit over two instances',
  () => {
    // needs TEST_DATABASE_URL and TEST_REDIS_URL
    let a: TestApp;
    let b: TestApp;
    useTwoInstances((pair) => ({ a, b } = pair), 'postgres', TEST_REDIS_URL!, {
      RATE_LIMIT_FACTOR: '1',
    });

    it('fifty frees at once over both: ten pass the limit, forty get 429', async () => {
      const { person, first } = await invitedApplicant(a);
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) => free(i % 2 ? a : b, person.headers, first.id)),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        50 - BOOKING_CHANGES_PER_HOUR,
      );
      expect(statuses.filter((status) => status === 404)).toHaveLength(BOOKING_CHANGES_PER_HOUR);
    });
  },
);
