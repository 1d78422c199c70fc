import { APPLICANT_EDIT_ROLES, APPLICANT_EXPORT_ROLES, APPLICANT_VIEW_ROLES } from '#common/roles';
import { idParamSchema } from '#common/schemas/common';
import {
  checkInInputSchema,
  checkInResultSchema,
  participantSchema,
  resultInputSchema,
  hiringDayParticipantParamSchema,
  hiringDayStatsSchema,
} from '#common/schemas/hiring-days';
import { formatLongDate, localDate, todayIn } from '#common/dates';
import { hiringDaysText as t } from '#common/texts/hiring-days';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { conflict, errorResponses, notFound } from '../../lib/http-errors.ts';
import { refreshRequirementFlag } from '../../domain/applicant-requirements.ts';
import { openHiringDay } from './open-hiring-day.ts';
import { participantsCsv } from './hiring-days-export.ts';
import { formatWhen } from './hiring-days-mail.ts';
import { hiringDaysRepo } from './hiring-days.repo.ts';

/**
 * The day itself: check-in by booking code, results measured on the spot (each also written to
 * the application's notes, which staff read with its history), the participant list with
 * arrivals and results, its CSV, and the numbers for the statistics page.
 */
export const hiringDaysOnTheDayRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = hiringDaysRepo(app.db);
  const canView = app.requireStaff(APPLICANT_VIEW_ROLES);
  const canEdit = app.requireStaff(APPLICANT_EDIT_ROLES);
  const canExport = app.requireStaff(APPLICANT_EXPORT_ROLES);
  const now = () => app.clock().toISOString();

  const timeOf = (iso: string) => formatWhen(iso, config.timeZone).replace(/^.* pukul /, '');

  app.post(
    '/sesi/:id/hadir',
    {
      preHandler: canEdit,
      schema: {
        params: idParamSchema,
        body: checkInInputSchema,
        response: { 200: checkInResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const at = now();
      const result = await app.db.transaction().execute(async (tx) => {
        const hiringDay = openHiringDay(await repo.findRow(id, tx));
        const booking = await repo.bookingByCode(tx, id, request.body.kode);
        if (!booking) {
          // A code of another hiring day: say which day it is for (docs/decisions/052).
          const elsewhere = await repo.hiringDayOfCode(tx, request.body.kode);
          if (elsewhere)
            throw conflict(
              t.kodeOtherHiringDay(elsewhere.judul, formatLongDate(localDate(elsewhere.mulai, config.timeZone))), // prettier-ignore
              'other_session',
            );
          throw notFound(t.kodeUnknown);
        }
        // Only on the hiring day's day(s), in the company's time zone (docs/decisions/052).
        const today = todayIn(config.timeZone, app.clock());
        const first = localDate(hiringDay.mulai, config.timeZone);
        const last = localDate(hiringDay.selesai, config.timeZone);
        if (today < first || today > last)
          throw conflict(
            t.notHiringDay(formatLongDate(first), formatLongDate(today)),
            'not_session_day',
          );
        if (booking.hadir_at || !(await repo.checkIn(tx, booking.id, at))) {
          const again = await repo.bookingByCode(tx, id, request.body.kode);
          throw conflict(t.kodeUsed(booking.nama, timeOf(again?.hadir_at ?? at)));
        }
        return { pelamar_id: booking.pelamar_id, nama: booking.nama, hadir_at: at };
      });
      request.log.info({ sesiId: id, applicantId: result.pelamar_id }, 'hiring day check-in');
      return result;
    },
  );

  app.put(
    '/sesi/:id/hasil/:pelamarId',
    {
      preHandler: canEdit,
      schema: {
        params: hiringDayParticipantParamSchema,
        body: resultInputSchema,
        response: { 200: participantSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, pelamarId } = request.params;
      const at = now();
      const by = request.staff!.nama;
      await app.db.transaction().execute(async (tx) => {
        const hiringDay = await repo.findRow(id, tx);
        if (!hiringDay) throw notFound(t.notFound);
        const booking = await repo.bookingOf(tx, id, pelamarId);
        if (!booking) throw notFound(t.participantNotFound);
        if (!booking.hadir_at) throw conflict(t.notCheckedIn);
        const result = request.body;
        await repo.saveResult(tx, booking.id, result, by, at);
        // A measured height counts for the vacancy's `tinggi` requirement (docs/decisions/046).
        await refreshRequirementFlag(tx, pelamarId, at);
        await tx
          .insertInto('applicant_notes')
          .values({
            applicant_id: pelamarId,
            text: t.resultNote(
              hiringDay.judul,
              result.lulus,
              result.tinggi_badan,
              result.berat_badan,
              result.catatan,
            ),
            author: by,
            created_at: at,
          })
          .execute();
      });
      request.log.info({ sesiId: id, applicantId: pelamarId }, 'hiring day result recorded');
      const row = (await repo.participants(id)).find((p) => p.pelamar_id === pelamarId)!;
      return toParticipant(row);
    },
  );

  app.get(
    '/sesi/:id/peserta',
    {
      preHandler: canView,
      schema: {
        params: idParamSchema,
        response: { 200: participantSchema.array(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      if (!(await repo.findRow(request.params.id))) throw notFound(t.notFound);
      reply.header('cache-control', 'private, no-store');
      return (await repo.participants(request.params.id)).map(toParticipant);
    },
  );

  app.get(
    '/sesi/:id/peserta.csv',
    { preHandler: canExport, schema: { params: idParamSchema } },
    async (request, reply) => {
      const hiringDay = await repo.findRow(request.params.id);
      if (!hiringDay) throw notFound(t.notFound);
      const rows = await repo.participants(hiringDay.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="peserta-sesi-${hiringDay.id}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(participantsCsv(hiringDay, rows, config.timeZone));
    },
  );

  app.get(
    '/sesi/stats',
    { preHandler: canView, schema: { response: { 200: hiringDayStatsSchema } } },
    async (_request, reply) => {
      const counts = await repo.stats(now());
      reply.header('cache-control', 'private, no-cache');
      const percent = (part: number, whole: number) =>
        whole ? Math.round((part / whole) * 1000) / 10 : null;
      return {
        sesi_selesai: counts.held,
        dipesan: counts.booked,
        hadir: counts.arrived,
        tidak_hadir: counts.booked - counts.arrived,
        lulus: counts.passed,
        tingkat_kehadiran: percent(counts.arrived, counts.booked),
        tingkat_kelulusan: percent(counts.passed, counts.judged),
      };
    },
  );
};

type ParticipantRow = Awaited<
  ReturnType<ReturnType<typeof hiringDaysRepo>['participants']>
>[number];

function toParticipant(row: ParticipantRow) {
  return {
    pelamar_id: row.pelamar_id,
    nama: row.nama,
    posisi: row.posisi,
    status: row.status,
    kode: row.kode,
    hadir: row.hadir_at !== null,
    hadir_at: row.hadir_at,
    tinggi_badan: row.tinggi_badan,
    berat_badan: row.berat_badan,
    lulus: row.lulus === null ? null : row.lulus === 1,
    catatan: row.catatan,
  };
}
