import { z } from 'zod';

import { idParamSchema } from '#common/schemas/common';
import { bookingResultSchema, myHiringDaySchema } from '#common/schemas/hiring-days';
import { hiringDaysText as t } from '#common/texts/hiring-days';

import { wallClock } from '../../lib/dates.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import {
  conflict,
  errorResponses,
  forbidden,
  isUniqueViolation,
  notFound,
} from '../../lib/http-errors.ts';
import { lockApplicantRow } from '../../domain/applicants/rows.ts';
import { setApplicationSchedule } from './application-schedule.ts';
import { bookingIcs, mailContext } from './hiring-days-mail.ts';
import { defineBookingNotice, scheduleBookingNotice } from './booking-notice.ts';
import { bookingsRepo } from './bookings.repo.ts';
import { newBookingCode, hiringDaysRepo, toHiringDay } from './hiring-days.repo.ts';

/**
 * The applicant's side: the hiring days they are invited to with the places left, booking a place
 * (moving one already held), freeing it and the ticket as .ics. Capacity is checked under the
 * hiring day row's lock (docs/decisions/045-hiring-day-capacity.md). Each application may book and
 * free a limited number of times an hour, and is mailed the place it holds after a quiet minute,
 * not once per change (docs/decisions/049).
 */

/** Per application and hour, for booking and for freeing each (RATE_LIMIT_FACTOR scales it). */
export const BOOKING_CHANGES_PER_HOUR = 10;
export const hiringDaysBookingRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = hiringDaysRepo(app.db);
  const bookings = bookingsRepo(app.db);
  const mail = mailContext(app.mailer, config);
  const mine = app.requireApplicant();
  const nowMs = () => app.clock().getTime();
  defineBookingNotice(app, mail);
  // Counted per account after the token check, in Redis when set (docs/decisions/032).
  const changeLimit = (space: string) => ({
    rateLimit: app.rateLimits.perApplicant(BOOKING_CHANGES_PER_HOUR, '1 hour', space),
  });

  /** The bearer's application, or 404. */
  async function applicationOf(userId: number) {
    const row = await bookings.applicationOf(userId);
    if (!row) throw notFound(t.noApplication);
    return row;
  }

  app.get(
    '/user/sesi',
    { preHandler: mine, schema: { response: { 200: myHiringDaySchema.array() } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const application = await bookings.applicationOf(request.applicant!.id);
      if (!application) return [];
      const rows = await bookings.hiringDaysFor(application.id);
      const booking = await bookings.heldBy(application.id);
      return rows.map((row) => {
        const hiringDay = toHiringDay(row, Number(row.terisi ?? 0));
        return {
          id: hiringDay.id,
          judul: hiringDay.judul,
          jenis: hiringDay.jenis,
          mulai: hiringDay.mulai,
          selesai: hiringDay.selesai,
          lokasi: hiringDay.lokasi,
          peta_url: hiringDay.peta_url,
          kapasitas: hiringDay.kapasitas,
          terisi: hiringDay.terisi,
          dibatalkan: hiringDay.dibatalkan,
          pemesanan:
            booking?.sesi_id === row.id
              ? { kode: booking.kode, hadir: booking.hadir_at !== null }
              : null,
        };
      });
    },
  );

  app.post(
    '/user/sesi/:id/pesan',
    {
      preHandler: mine,
      config: changeLimit('sesi-pesan'),
      schema: {
        params: idParamSchema,
        response: {
          200: bookingResultSchema,
          201: bookingResultSchema,
          ...errorResponses(401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const application = await applicationOf(request.applicant!.id);
      const pid = application.id;
      const at = app.clock().toISOString();
      try {
        const outcome = await app.db.transaction().execute(async (tx) => {
          // Applicant first, then the hiring day: every booking takes its locks in this order.
          await lockApplicantRow(tx, pid);
          const hiringDay = await repo.findRow(id, tx);
          if (!hiringDay) throw notFound(t.notFound);
          if (!(await bookings.isInvited(tx, id, pid))) throw forbidden(t.notInvited);
          if (hiringDay.dibatalkan_at) throw conflict(t.cancelled);
          if (Date.parse(hiringDay.mulai) <= nowMs()) throw conflict(t.started);
          const held = await bookings.heldBy(pid, tx);
          if (held?.sesi_id === id) return { kode: held.kode, isNew: false };
          if (held?.hadir_at) throw conflict(t.heldCheckedIn);
          if (held && !held.dibatalkan_at && Date.parse(held.mulai) <= nowMs())
            throw conflict(t.heldStarted);
          const locked = await repo.lockHiringDay(tx, id);
          if (!locked) throw notFound(t.notFound);
          if ((await repo.countBookings(tx, id)) >= locked.kapasitas)
            throw conflict(t.full, 'session_full');
          if (held) await bookings.free(tx, held.id);
          const kode = newBookingCode();
          const jadwal = wallClock(locked.mulai, config.timeZone);
          await bookings.book(tx, { sesi_id: id, pelamar_id: pid, kode, jadwal, booked_at: at });
          await setApplicationSchedule(tx, pid, jadwal, { by: t.historyByApplicant, at });
          await scheduleBookingNotice(app, tx, pid, app.clock());
          return { kode, isNew: true, movedFrom: held?.sesi_id };
        });
        request.log.info(
          { sesiId: id, applicantId: pid, movedFrom: outcome.movedFrom },
          outcome.isNew ? 'hiring day place booked' : 'hiring day place already held',
        );
        return reply.code(outcome.isNew ? 201 : 200).send({ kode: outcome.kode });
      } catch (error) {
        // Two bookings by one application at once on databases that let both read first.
        if (isUniqueViolation(error)) throw conflict(t.busy);
        throw error;
      }
    },
  );

  app.delete(
    '/user/sesi/:id/pesan',
    {
      preHandler: mine,
      config: changeLimit('sesi-batal'),
      schema: {
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponses(401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { id: pid } = await applicationOf(request.applicant!.id);
      const at = app.clock().toISOString();
      await app.db.transaction().execute(async (tx) => {
        await lockApplicantRow(tx, pid);
        const booking = await repo.bookingOf(tx, id, pid);
        if (!booking) throw notFound(t.noBooking);
        const hiringDay = await repo.findRow(id, tx);
        if (booking.hadir_at) throw conflict(t.freeCheckedIn);
        if (hiringDay && !hiringDay.dibatalkan_at && Date.parse(hiringDay.mulai) <= nowMs())
          throw conflict(t.freeStarted);
        await bookings.free(tx, booking.id);
        await setApplicationSchedule(
          tx,
          pid,
          null,
          { by: t.historyByApplicant, at },
          booking.jadwal,
        );
        await scheduleBookingNotice(app, tx, pid, app.clock());
      });
      request.log.info({ sesiId: id, applicantId: pid }, 'hiring day place freed');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/user/sesi/:id/tiket.ics',
    { preHandler: mine, schema: { params: idParamSchema } },
    async (request, reply) => {
      const { id: pid } = await applicationOf(request.applicant!.id);
      const booking = await repo.bookingOf(app.db, request.params.id, pid);
      const hiringDay = booking && (await repo.findRow(request.params.id));
      if (!booking || !hiringDay) throw notFound(t.noBooking);
      if (hiringDay.dibatalkan_at) throw conflict(t.cancelled);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="tiket.ics"')
        .header('cache-control', 'private, no-store')
        .send(bookingIcs(hiringDay, pid, booking.kode, config.siteUrl));
    },
  );
};
