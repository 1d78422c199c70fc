import { z } from 'zod';

import { PROSPECT_EDIT_ROLES, PROSPECT_VIEW_ROLES } from '#common/roles';
import { DEFAULT_PAGE_SIZE } from '#common/rules';
import { idParamSchema } from '#common/schemas/common';
import {
  PIPELINE_STAGES,
  prospectDetailSchema,
  prospectListQuerySchema,
  prospectNoteInputSchema,
  prospectNoteSchema,
  prospectStatsSchema,
  prospectSummarySchema,
  stageMoveInputSchema,
  surveyInputSchema,
  surveySchema,
} from '#common/schemas/prospects';
import { prospectsText as t } from '#common/texts/prospects';

import { nowIso } from '../../lib/dates.ts';
import { proposalStats, proposalVersions } from '../../domain/proposal-versions.ts';
import { moveQuoteRequestStage } from '../../domain/quote-request-stages.ts';
import { tariffVersion } from '../../domain/tariff-store.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { badRequest, errorResponses, notFound } from '../../lib/http-errors.ts';
import { prospectsRepo, toProspectDetail } from './prospects.repo.ts';
import { pipelineStats } from './prospect-stats.ts';
import { SURVEY_ICS_HEADERS, surveyIcs, surveyMail } from './survey-invitation.ts';

/**
 * /api/prospek (docs/api.md, "Business clients"; docs/decisions/054): the sales pipeline over the
 * quote requests. admin and superadmin write, bos reads. Every write is audited by the audit
 * hook. The proposals feature adds `/prospek/{id}/proposal…` and fills `proposal` of the detail.
 */
export const prospectsRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = prospectsRepo(app.db, app.dbDialect);
  const canRead = app.requireStaff(PROSPECT_VIEW_ROLES);
  const canWrite = app.requireStaff(PROSPECT_EDIT_ROLES);

  async function requireRequest(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound(t.notFound);
    return row;
  }

  app.get(
    '/prospek',
    {
      preHandler: canRead,
      schema: {
        querystring: prospectListQuerySchema,
        response: { 200: prospectSummarySchema.array() },
      },
    },
    async (request, reply) => {
      const { page = 1, pageSize = DEFAULT_PAGE_SIZE, ...filters } = request.query;
      const offset = (page - 1) * pageSize;
      const total = await repo.count(filters);
      const rows = total > offset ? await repo.list(filters, { limit: pageSize, offset }) : [];
      reply.header('x-total-count', String(total));
      reply.header('cache-control', 'no-store');
      return rows as z.infer<typeof prospectSummarySchema>[];
    },
  );

  app.get(
    '/prospek/baru',
    { preHandler: canRead, schema: { response: { 200: z.object({ baru: z.number() }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { baru: await repo.countNew() };
    },
  );

  app.get(
    '/prospek/statistik',
    { preHandler: canRead, schema: { response: { 200: prospectStatsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { ...pipelineStats(await repo.statsRows()), ...(await proposalStats(app.db)) };
    },
  );

  app.get(
    '/prospek/:id',
    {
      preHandler: canRead,
      schema: {
        params: idParamSchema,
        response: { 200: prospectDetailSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await requireRequest(request.params.id);
      const [history, notes, survei, version] = await Promise.all([
        repo.history(row.id),
        repo.notes(row.id),
        repo.survey(row.id),
        tariffVersion(app.db, row.tariff_id),
      ]);
      reply.header('cache-control', 'private, no-store');
      return {
        ...toProspectDetail(row),
        history: history as z.infer<typeof prospectDetailSchema>['history'],
        notes,
        survei: survei ?? null,
        fee_persen: version?.tariff.fee_persen ?? 0,
        ppn_persen: version?.tariff.ppn_persen ?? 0,
        proposal: await proposalVersions(app.db, row.id, {
          siteUrl: config.siteUrl,
          secret: config.jwtSecret,
          timeZone: config.timeZone,
          now: app.clock(),
        }),
      };
    },
  );

  app.put(
    '/prospek/:id/tahap',
    {
      preHandler: canWrite,
      attachValidation: true,
      schema: {
        params: idParamSchema,
        body: stageMoveInputSchema,
        response: { 200: prospectSummarySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      if (request.validationError) {
        const body = request.body as { tahap?: unknown } | undefined;
        const issue = stageMoveInputSchema.safeParse(body).error?.issues[0];
        const isReason = issue?.path[0] === 'alasan' && body?.tahap === 'kalah';
        throw badRequest(
          issue?.message ?? t.stageInvalid,
          isReason ? 'reason_required' : undefined,
        );
      }
      const { tahap, alasan } = request.body;
      const now = nowIso(app.clock);
      const moved = await app.db.transaction().execute((trx) =>
        moveQuoteRequestStage(trx, {
          id: request.params.id,
          tahap,
          alasan,
          by: request.staff?.nama ?? null,
          now,
        }),
      );
      if (!moved) throw notFound(t.notFound);
      request.log.info({ quoteRequestId: request.params.id, tahap }, 'quote request moved');
      const row = await requireRequest(request.params.id);
      const { layanan, tahap: stage, ...summary } = toProspectDetail(row);
      return {
        id: summary.id,
        kode: summary.kode,
        perusahaan: summary.perusahaan,
        nama: summary.nama,
        kota: summary.kota,
        total: summary.total,
        sumber: summary.sumber,
        created_at: summary.created_at,
        layanan,
        tahap: stage as (typeof PIPELINE_STAGES)[number],
      };
    },
  );

  app.post(
    '/prospek/:id/notes',
    {
      preHandler: canWrite,
      schema: {
        params: idParamSchema,
        body: prospectNoteInputSchema,
        response: { 201: prospectNoteSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await requireRequest(request.params.id);
      const note = await repo.addNote({
        id: request.params.id,
        text: request.body.text,
        author: request.staff?.nama ?? '',
        now: nowIso(app.clock),
      });
      return reply.code(201).send(note);
    },
  );

  app.post(
    '/prospek/:id/survei',
    {
      preHandler: canWrite,
      schema: {
        params: idParamSchema,
        body: surveyInputSchema,
        response: { 201: surveySchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await requireRequest(request.params.id);
      const mulai = new Date(request.body.mulai).toISOString();
      const survey = await app.db.transaction().execute(async (trx) => {
        const stored = await prospectsRepo(trx).addSurvey({
          id: row.id,
          mulai,
          lokasi: request.body.lokasi,
          by: request.staff?.nama ?? '',
          now: nowIso(app.clock),
        });
        // The invitation commits with the survey (a mail job): no survey without its mail.
        if (app.mailer.isEnabled)
          await app.mailer.send(
            surveyMail({
              request: row,
              survey: stored,
              siteUrl: config.siteUrl,
              timeZone: config.timeZone,
            }),
            trx,
          );
        return stored;
      });
      request.log.info({ quoteRequestId: row.id }, 'site survey scheduled');
      return reply.code(201).send(survey);
    },
  );

  app.get(
    '/prospek/:id/survei.ics',
    {
      preHandler: canRead,
      schema: { params: idParamSchema, response: { 200: z.string(), ...errorResponses(404) } },
    },
    async (request, reply) => {
      const row = await requireRequest(request.params.id);
      const survey = await repo.survey(row.id);
      if (!survey) throw notFound(t.noSurvey);
      return reply
        .headers(SURVEY_ICS_HEADERS)
        .send(surveyIcs({ request: row, survey, siteUrl: config.siteUrl }));
    },
  );
};
