import { APPLICANT_EDIT_ROLES, APPLICANT_VIEW_ROLES } from '#common/roles';
import { idParamSchema } from '#common/schemas/common';
import {
  noteInputSchema,
  noteSchema,
  recruitingSettingsInputSchema,
  recruitingSettingsSchema,
} from '#common/schemas/recruiting';
import { applicantsText } from '#common/texts/applicants';
import { recruitingText as t } from '#common/texts/recruiting';

import { nowIso } from '../../lib/dates.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { errorResponses, notFound } from '../../lib/http-errors.ts';
import { ICS_HEADERS, interviewFile } from '../../domain/interview-invitation.ts';
import {
  readRecruitingSettings,
  saveRecruitingSettings,
} from '../../domain/recruiting-settings.ts';
import { applicantNotesRepo } from './applicant-notes.repo.ts';
import { applicantReviewRepo } from './applicant-review.repo.ts';

/**
 * docs/decisions/025: recruiting (docs/product.md §15): internal notes, the interview as .ics for staff
 * and the recruiting settings. Bulk work lives in applicant-bulk.routes.ts, the dashboard's
 * numbers in the applicant-stats feature, the public list of open positions (GET /posisi) with
 * the vacancies.
 */

export const applicantReviewRecruitingRoutes: FeaturePlugin = async (app, { config }) => {
  const review = applicantReviewRepo(app.db, app.dbDialect);
  const notes = applicantNotesRepo(app.db);
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
      const note = await notes.add(row.id, request.body.text, request.staff!.nama, nowIso());
      request.log.info({ applicantId: row.id, staffId: request.staff?.id }, 'applicant note added');
      return reply.code(201).send(note);
    },
  );

  app.get(
    '/pelamar/:id/interview.ics',
    { preHandler: canView, schema: { params: idParamSchema } },
    async (request, reply) => {
      const row = await review.findById(request.params.id);
      if (!row) throw notFound(applicantsText.notFound);
      const file = await interviewFile(app.db, row, config);
      if (!file) throw notFound(t.noSchedule);
      return reply.headers(ICS_HEADERS).send(file);
    },
  );

  app.get(
    '/recruiting-settings',
    { preHandler: canView, schema: { response: { 200: recruitingSettingsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readRecruitingSettings(app.db);
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
      const saved = await saveRecruitingSettings(app.db, request.body, nowIso());
      request.log.info({ staffId: request.staff?.id }, 'recruiting settings saved');
      return saved;
    },
  );
};
