import { z } from 'zod';

import { APPLICANT_EDIT_ROLES, APPLICANT_VIEW_ROLES } from '#common/roles';
import { idParamSchema } from '#common/schemas/common';
import {
  inviteInputSchema,
  inviteResultSchema,
  hiringDayInputSchema,
  hiringDaySchema,
  type HiringDayValues,
  staffHiringDaySchema,
} from '#common/schemas/hiring-days';
import { hiringDaysText as t } from '#common/texts/hiring-days';

import { nowIso, wallClock } from '../../lib/dates.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { badRequest, conflict, errorResponses, notFound } from '../../lib/http-errors.ts';
import { setApplicationSchedule } from './application-schedule.ts';
import { openHiringDay } from './open-hiring-day.ts';
import { mailBooking, mailCancelled, mailContext, mailInvitation } from './hiring-days-mail.ts';
import { hiringDaysRepo, toHiringDay, type Tx } from './hiring-days.repo.ts';

/**
 * Hiring days and interview slots, the staff side: create, list, change, cancel, invite. A
 * change of time moves every booking (the application's jadwal_interview follows) and a cancel
 * clears them; each holder is e-mailed once, in the change's transaction.
 * Check-in, results and the participant list are in hiring-days-on-the-day.routes.ts.
 */
export const hiringDaysRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = hiringDaysRepo(app.db);
  const canView = app.requireStaff(APPLICANT_VIEW_ROLES);
  const canEdit = app.requireStaff(APPLICANT_EDIT_ROLES);
  const mail = mailContext(app.mailer, config);
  const now = () => app.clock().toISOString();

  async function checkValues(values: HiringDayValues, before?: { mulai: string }) {
    // A new hiring day, or a new time, must lie ahead; an unchanged time may already have passed.
    if (
      (!before || before.mulai !== values.mulai) &&
      Date.parse(values.mulai) <= app.clock().getTime()
    )
      throw badRequest(t.mulaiPast);
    if (values.lowongan_id !== null && !(await repo.vacancyExists(values.lowongan_id)))
      throw badRequest(t.lowonganInvalid);
  }

  /** The open hiring day's row (see openHiringDay), locked until the transaction ends. */
  async function lockOpenHiringDay(tx: Tx, id: number) {
    return openHiringDay(await repo.lockHiringDay(tx, id));
  }

  app.get(
    '/sesi',
    { preHandler: canView, schema: { response: { 200: staffHiringDaySchema.array() } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return repo.listForStaff();
    },
  );

  app.get(
    '/sesi/:id',
    {
      preHandler: canView,
      schema: {
        params: idParamSchema,
        response: { 200: staffHiringDaySchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const [hiringDay] = await repo.listForStaff(request.params.id);
      if (!hiringDay) throw notFound(t.notFound);
      reply.header('cache-control', 'private, no-store');
      return hiringDay;
    },
  );

  app.post(
    '/sesi',
    {
      preHandler: canEdit,
      schema: {
        body: hiringDayInputSchema,
        response: { 201: hiringDaySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await checkValues(request.body);
      const hiringDay = await repo.create(request.body, request.staff!.nama, nowIso());
      request.log.info({ sesiId: hiringDay.id, by: request.staff?.id }, 'hiring day created');
      return reply.code(201).send(hiringDay);
    },
  );

  app.put(
    '/sesi/:id',
    {
      preHandler: canEdit,
      schema: {
        params: idParamSchema,
        body: hiringDayInputSchema,
        response: { 200: hiringDaySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const values = request.body;
      const before = await repo.findRow(id);
      if (!before) throw notFound(t.notFound);
      await checkValues(values, before);
      const at = now();
      const result = await app.db.transaction().execute(async (tx) => {
        const locked = await lockOpenHiringDay(tx, id);
        const taken = await repo.countBookings(tx, id);
        if (values.kapasitas < taken) throw conflict(t.capacityBelowTaken(taken));
        const row = await repo.update(tx, id, values, at);
        if (locked.mulai !== row.mulai || locked.lokasi !== row.lokasi) {
          const jadwal = wallClock(row.mulai, config.timeZone);
          await tx
            .updateTable('session_bookings')
            .set({ jadwal, diingatkan_at: null })
            .where('sesi_id', '=', id)
            .execute();
          for (const holder of await repo.holders(tx, id)) {
            await setApplicationSchedule(tx, holder.pelamar_id, jadwal, {
              by: request.staff!.nama,
              at,
            });
            if (mail.mailer.isEnabled) await mailBooking(mail, tx, 'moved', row, holder);
          }
        }
        return toHiringDay(row, taken);
      });
      request.log.info({ sesiId: id, by: request.staff?.id }, 'hiring day updated');
      return result;
    },
  );

  app.delete(
    '/sesi/:id',
    {
      preHandler: canEdit,
      schema: {
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const at = now();
      const told = await app.db.transaction().execute(async (tx) => {
        await lockOpenHiringDay(tx, id);
        const row = await repo.cancel(tx, id, at);
        const holders = await repo.holders(tx, id);
        for (const holder of holders) {
          await setApplicationSchedule(
            tx,
            holder.pelamar_id,
            null,
            { by: request.staff!.nama, at },
            holder.jadwal,
          );
          if (mail.mailer.isEnabled) await mailCancelled(mail, tx, row, holder);
        }
        return holders.length;
      });
      request.log.info({ sesiId: id, by: request.staff?.id, told }, 'hiring day cancelled');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/sesi/:id/undang',
    {
      preHandler: canEdit,
      schema: {
        params: idParamSchema,
        body: inviteInputSchema,
        response: { 200: inviteResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const ids = request.body.pelamar_ids;
      const known = await repo.existingApplicants(ids);
      const unknown = ids.filter((pid) => !known.some((row) => row.id === pid));
      if (unknown.length) throw badRequest(t.pelamarUnknown(unknown.slice(0, 10)));
      const at = now();
      const fresh = await app.db.transaction().execute(async (tx) => {
        const hiringDay = openHiringDay(await repo.findRow(id, tx));
        if (Date.parse(hiringDay.mulai) <= app.clock().getTime()) throw conflict(t.started);
        const added = await repo.invite(tx, id, ids, at);
        if (mail.mailer.isEnabled)
          for (const pid of added) {
            const person = known.find((row) => row.id === pid)!;
            await mailInvitation(mail, tx, hiringDay, { pelamar_id: pid, ...person });
          }
        return added.length;
      });
      request.log.info(
        { sesiId: id, by: request.staff?.id, invited: fresh },
        'hiring day invitations',
      );
      return { diundang: fresh, sudah: ids.length - fresh };
    },
  );
};
