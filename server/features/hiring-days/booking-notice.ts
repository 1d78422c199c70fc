import type { FastifyInstance } from 'fastify';

import { lockApplicantRow } from '../../domain/applicants/rows.ts';
import { mailBooking, type MailContext } from './hiring-days-mail.ts';
import type { Tx } from './hiring-days.repo.ts';

/**
 * The booking notice after a quiet minute (docs/decisions/049). Each booking or freeing moves one
 * job per application (keyed by its id in the job table) to a minute later, so a book/free burst
 * leaves one job; when it runs, the applicant is mailed the place held then, unless they were
 * told of that very booking already. A place freed at the end is not mailed, as before.
 */

export const BOOKING_NOTICE_JOB = 'session-booking-notice';
export const BOOKING_NOTICE_QUIET_MS = 60_000;

/** Defines the notice job; call once while the routes register. */
export function defineBookingNotice(app: FastifyInstance, mail: MailContext) {
  app.jobs.define<{ pelamarId: number }>(BOOKING_NOTICE_JOB, async ({ pelamarId }, { now }) => {
    await app.db.transaction().execute(async (tx) => {
      // The application's lock: a booking in flight finishes first, so this reads its result.
      await lockApplicantRow(tx, pelamarId);
      const held = await tx
        .selectFrom('session_bookings as b')
        .innerJoin('hiring_sessions as s', 's.id', 'b.sesi_id')
        .innerJoin('applicants as a', 'a.id', 'b.pelamar_id')
        .select(['b.id as booking_id', 'b.pelamar_id', 'b.kode', 'a.nama', 'a.email', 's.id'])
        .where('b.pelamar_id', '=', pelamarId)
        .where('b.diberitahu_at', 'is', null)
        .where('s.dibatalkan_at', 'is', null)
        .where('s.mulai', '>', now.toISOString())
        .executeTakeFirst();
      if (!held) return;
      const session = await tx
        .selectFrom('hiring_sessions')
        .selectAll()
        .where('id', '=', held.id)
        .executeTakeFirstOrThrow();
      await tx
        .updateTable('session_bookings')
        .set({ diberitahu_at: now.toISOString() })
        .where('id', '=', held.booking_id)
        .execute();
      await mailBooking(mail, tx, 'booked', session, held);
    });
  });
}

/** Moves the application's notice to a quiet minute after `at`, in the caller's transaction. */
export async function scheduleBookingNotice(
  app: FastifyInstance,
  tx: Tx,
  pelamarId: number,
  at: Date,
) {
  if (!app.mailer.isEnabled) return;
  await app.jobs.enqueue(
    BOOKING_NOTICE_JOB,
    { pelamarId },
    {
      executor: tx,
      key: String(pelamarId),
      runAt: new Date(at.getTime() + BOOKING_NOTICE_QUIET_MS),
    },
  );
}
