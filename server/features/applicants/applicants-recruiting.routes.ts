import { APPLICANT_EDIT_ROLES, APPLICANT_VIEW_ROLES } from '#common/roles';
import { POSITIONS } from '#common/rules';
import { isValidSchedule } from '#common/schemas/applicants';
import { idParamSchema, userIdParamSchema } from '#common/schemas/common';
import {
  applicantStatsSchema,
  noteInputSchema,
  noteSchema,
  openPositionsSchema,
  positionLabel,
  recruitingSettingsInputSchema,
  recruitingSettingsSchema,
  type ApplicantStats,
} from '#common/schemas/recruiting';
import { applicantsText } from '#common/texts/applicants';
import { apiErrorText } from '#common/texts/common';
import { recruitingText as t } from '#common/texts/recruiting';

import { localDate, nowIso } from '../../lib/dates.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { errorResponses, forbidden, notFound } from '../../lib/http-errors.ts';
import type { ApplicantRow } from '../../db/schema.ts';
import { applicantsReviewRepo } from './applicants-review.repo.ts';
import { recruitingRepo } from './applicants-recruiting.repo.ts';
import { interviewIcs } from './interview-invitation.ts';

/**
 * Issue 11, recruiting (CONTRACT 'Recruiting'): internal notes, the interview as .ics for staff
 * and for the applicant, the dashboard's numbers, the recruiting settings and the public list of
 * open positions (GET /posisi). Bulk work lives in applicants-bulk.routes.ts.
 */

export const applicantsRecruitingRoutes: FeaturePlugin = async (app, { config }) => {
  const review = applicantsReviewRepo(app.db, app.dbDialect);
  const repo = recruitingRepo(app.db, app.dbDialect);
  const canView = app.requireStaff(APPLICANT_VIEW_ROLES);
  const canEdit = app.requireStaff(APPLICANT_EDIT_ROLES);

  app.post(
    '/pelamar/:id/notes',
    {
      preHandler: canEdit,
      schema: {
        params: idParamSchema,
        body: noteInputSchema,
        response: { 201: noteSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await review.findById(request.params.id);
      if (!row) throw notFound(applicantsText.notFound);
      // Stored as the plain text typed; every screen renders it as text (HTML stays inert).
      const note = await repo.addNote(row.id, request.body.text, request.staff!.nama, nowIso());
      request.log.info({ applicantId: row.id, staffId: request.staff?.id }, 'applicant note added');
      return reply.code(201).send(note);
    },
  );

  const sendIcs = async (row: ApplicantRow | undefined, reply: import('fastify').FastifyReply) => {
    if (!row) throw notFound(applicantsText.notFound);
    if (!isValidSchedule(row.jadwal_interview)) throw notFound(t.noSchedule);
    const settings = await repo.settings();
    const body = interviewIcs(row, row.jadwal_interview, {
      settings,
      timeZone: config.timeZone,
      siteUrl: config.siteUrl,
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="interview.ics"')
      .header('cache-control', 'private, no-store')
      .send(body);
  };

  app.get(
    '/pelamar/:id/interview.ics',
    { preHandler: canView, schema: { params: idParamSchema } },
    async (request, reply) => sendIcs(await review.findById(request.params.id), reply),
  );

  app.get(
    '/user/pelamar/:userId/interview.ics',
    { preHandler: app.requireApplicant(), schema: { params: userIdParamSchema } },
    async (request, reply) => {
      if (request.params.userId !== request.applicant!.id) throw forbidden(apiErrorText.forbidden);
      const row = await app.db
        .selectFrom('applicants')
        .selectAll()
        .where('user_id', '=', request.params.userId)
        .executeTakeFirst();
      return sendIcs(row, reply);
    },
  );

  // The numbers change only when the table does: keep one answer per table version and day.
  let cachedStats: { key: string; stats: ApplicantStats } | undefined;
  app.get(
    '/pelamar/stats',
    { preHandler: canView, schema: { response: { 200: applicantStatsSchema } } },
    async (_request, reply) => {
      const version = await review.version();
      const key = `${version.maxId}|${version.maxUpdatedAt}|${version.deletes}|${await repo.vacanciesVersion()}|${localDate(new Date(), config.timeZone)}`;
      if (cachedStats?.key !== key) cachedStats = { key, stats: await repo.stats(config.timeZone) };
      reply.header('cache-control', 'private, no-cache');
      return cachedStats.stats;
    },
  );

  app.get(
    '/recruiting-settings',
    { preHandler: canView, schema: { response: { 200: recruitingSettingsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return repo.settings();
    },
  );

  app.put(
    '/recruiting-settings',
    {
      preHandler: canEdit,
      schema: {
        body: recruitingSettingsInputSchema,
        response: { 200: recruitingSettingsSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const saved = await repo.saveSettings(request.body, nowIso());
      request.log.info({ staffId: request.staff?.id }, 'recruiting settings saved');
      return saved;
    },
  );

  // Issue 17: GET /lowongan now answers vacancies; the positions moved here (CONTRACT).
  app.get(
    '/posisi',
    { schema: { response: { 200: openPositionsSchema } } },
    async (_request, reply) => {
      const { openPositions } = await repo.settings();
      reply.header('cache-control', 'no-cache');
      return POSITIONS.map((posisi) => ({
        posisi,
        label: positionLabel(posisi),
        open: openPositions.includes(posisi),
      }));
    },
  );
};
