import type { FeaturePlugin } from '../../lib/feature.ts';
import { mailBooking, mailContext } from './hiring-days-mail.ts';

/**
 * The day-before reminder: a periodic task (docs/decisions/017-durable-jobs.md) finds places in
 * hiring days starting within the next 24 hours that have not been reminded, and for each one marks
 * the booking and writes its mail job in one transaction. The mark is a conditional UPDATE, so two
 * instances (or a rerun after a crash) never remind anyone twice; moving a hiring day clears it.
 */

/** The job type as stored in the jobs table since the feature began (stored names stay, as table names do). */
export const REMINDER_TASK = 'session-reminders';
const INTERVAL_MS = 10 * 60_000;
const AHEAD_MS = 24 * 3600_000;

export const hiringDaysReminders: FeaturePlugin = async (app, { config }) => {
  const mail = mailContext(app.mailer, config);

  app.jobs.every(REMINDER_TASK, INTERVAL_MS, async ({ now, log }) => {
    // Without SMTP nothing is marked: once mail is set up, places still ahead get theirs.
    if (!app.mailer.isEnabled) return;
    const due = await app.db
      .selectFrom('session_bookings as b')
      .innerJoin('hiring_sessions as s', 's.id', 'b.sesi_id')
      .innerJoin('applicants as a', 'a.id', 'b.pelamar_id')
      .select(['b.id as booking_id', 'b.pelamar_id', 'b.kode', 'a.nama', 'a.email', 's.id'])
      .where('b.diingatkan_at', 'is', null)
      .where('s.dibatalkan_at', 'is', null)
      .where('s.mulai', '>', now.toISOString())
      .where('s.mulai', '<=', new Date(now.getTime() + AHEAD_MS).toISOString())
      .orderBy('b.id')
      .limit(500)
      .execute();
    let sent = 0;
    for (const row of due) {
      await app.db.transaction().execute(async (tx) => {
        const marked = await tx
          .updateTable('session_bookings')
          .set({ diingatkan_at: now.toISOString() })
          .where('id', '=', row.booking_id)
          .where('diingatkan_at', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return;
        const hiringDay = await tx
          .selectFrom('hiring_sessions')
          .selectAll()
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow();
        await mailBooking(mail, tx, 'reminder', hiringDay, row);
        sent += 1;
      });
    }
    if (sent) log.info({ reminders: sent }, 'hiring day reminders queued');
  });
};
