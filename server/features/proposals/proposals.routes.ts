import { z } from 'zod';

import { formatLongDate, todayIn, addDays } from '#common/dates';
import { computeEstimate, findCity, formatRupiah, type PostInput } from '#common/pricing';
import { PROPOSAL_APPROVE_ROLES, PROSPECT_EDIT_ROLES, PROSPECT_VIEW_ROLES } from '#common/roles';
import { idParamSchema } from '#common/schemas/common';
import {
  approvalQueueItemSchema,
  DEFAULT_VALIDITY_DAYS,
  proposalInputSchema,
  proposalSchema,
  proposalVersionParamSchema,
  sentProposalSchema,
} from '#common/schemas/proposals';
import { proposalsApiText as t, proposalsMailText as mailText } from '#common/texts/proposals';

import { newTokenNonce, proposalToken, sha256Hex, tokenHash } from '../../domain/proposal-links.ts';
import {
  proposalVersions,
  withStatus,
  type VersionContext,
} from '../../domain/proposal-versions.ts';
import { moveQuoteRequestStage } from '../../domain/quote-request-stages.ts';
import { currentTariff, tariffVersion } from '../../domain/tariff-store.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import {
  badRequest,
  conflict,
  errorResponses,
  HttpError,
  notFound,
} from '../../lib/http-errors.ts';
import { companySettings, proposalPdfInput } from './proposal-document.ts';
import { renderProposalPdf } from './proposal-pdf.ts';
import { proposalsRepo } from './proposals.repo.ts';

/**
 * Proposal versions of a quote request for staff (docs/api.md, "Business clients";
 * docs/decisions/055): make a version, approve a low fee, download the PDF, send the link.
 */
export const proposalsRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = proposalsRepo(app.db);
  const canEdit = app.requireStaff(PROSPECT_EDIT_ROLES);
  const canView = app.requireStaff(PROSPECT_VIEW_ROLES);
  const canApprove = app.requireStaff(PROPOSAL_APPROVE_ROLES);
  const context = (): VersionContext => ({
    siteUrl: config.siteUrl,
    secret: config.jwtSecret,
    timeZone: config.timeZone,
    now: app.clock(),
  });

  const requestOr404 = async (id: number) => {
    const request = await repo.request(id);
    if (!request) throw notFound(t.requestNotFound);
    return request;
  };
  /** The version as staff see it (with its status), or 404. */
  const versionOr404 = async (id: number, versi: number) => {
    const versions = await proposalVersions(app.db, id, context());
    const version = versions.find((item) => item.versi === versi);
    if (!version) throw notFound(t.versionNotFound);
    return version;
  };

  app.get(
    '/prospek/:id/proposal',
    {
      preHandler: canView,
      schema: { params: idParamSchema, response: { 200: proposalSchema.array() } },
    },
    async (request, reply) => {
      await requestOr404(request.params.id);
      reply.header('cache-control', 'no-store');
      return proposalVersions(app.db, request.params.id, context());
    },
  );

  app.post(
    '/prospek/:id/proposal',
    {
      preHandler: canEdit,
      schema: {
        params: idParamSchema,
        body: proposalInputSchema.optional(),
        response: { 201: proposalSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const input = request.body ?? { catatan: null };
      const quote = await requestOr404(request.params.id);
      const tariff = await currentTariff(app.db);
      if (!tariff) throw new HttpError(503, t.tariffMissing);
      const city = findCity(tariff.tariff, quote.kota);
      if (!city) throw badRequest(t.cityGone);
      const upah = input.upah ?? city.umk;
      // docs/product.md: the wage of a proposal is never below the city's minimum wage.
      if (upah < city.umk)
        throw badRequest(t.wageBelowUmk(formatRupiah(city.umk)), 'wage_below_umk');
      const feePersen = input.fee_persen ?? tariff.tariff.fee_persen;
      const pos = input.pos ?? (JSON.parse(quote.pos) as PostInput[]);
      const layanan = quote.layanan as 'keamanan' | 'kebersihan' | 'parkir';
      const estimasi = computeEstimate(
        tariff.tariff,
        { layanan, kota: quote.kota, pos },
        { upah, fee_persen: feePersen },
      )!;
      const now = app.clock();
      const berlakuHari = input.berlaku_hari ?? DEFAULT_VALIDITY_DAYS;
      const created = await app.db.transaction().execute(async (trx) => {
        // Versions of one request are numbered one after another: the request's row is held
        // (PostgreSQL) or the single writer serialises (SQLite) while the next number is taken.
        if (app.dbDialect === 'postgres')
          await trx
            .selectFrom('quote_requests')
            .select('id')
            .where('id', '=', quote.id)
            .forUpdate()
            .execute();
        return proposalsRepo(trx).create({
          quote_request_id: quote.id,
          tariff_id: tariff.id,
          pos: JSON.stringify(pos),
          upah,
          fee_persen: feePersen,
          berlaku_hari: berlakuHari,
          berlaku_sampai: addDays(todayIn(config.timeZone, now), berlakuHari),
          catatan: input.catatan ?? null,
          estimasi: JSON.stringify(estimasi),
          total: estimasi.total,
          perlu_persetujuan: feePersen < tariff.tariff.fee_min_persen ? 1 : 0,
          created_by: request.staff!.nama,
          created_at: now.toISOString(),
        });
      });
      request.log.info({ quoteRequestId: quote.id, versi: created.versi }, 'proposal version made');
      return reply.code(201).send(await versionOr404(quote.id, created.versi));
    },
  );

  app.get(
    '/prospek/proposal/persetujuan',
    { preHandler: canView, schema: { response: { 200: approvalQueueItemSchema.array() } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await repo.approvalQueue();
      const tariffs = new Map<number, Awaited<ReturnType<typeof tariffVersion>>>();
      const items = [];
      for (const row of rows) {
        if (!tariffs.has(row.tariff_id))
          tariffs.set(row.tariff_id, await tariffVersion(app.db, row.tariff_id));
        const tariff = tariffs.get(row.tariff_id)!.tariff;
        const estimate = JSON.parse(row.estimasi) as { layanan: 'keamanan'; kota: string };
        // The same posts and wage at the tariff's own fee: what the discount gives away a month.
        const atTariff = computeEstimate(
          tariff,
          {
            layanan: estimate.layanan,
            kota: estimate.kota,
            pos: JSON.parse(row.pos) as PostInput[],
          },
          { upah: row.upah },
        );
        items.push({
          quote_request_id: row.quote_request_id,
          kode: row.kode,
          perusahaan: row.perusahaan,
          versi: row.versi,
          total: row.total,
          fee_persen: Number(row.fee_persen),
          fee_tarif_persen: tariff.fee_persen,
          fee_min_persen: tariff.fee_min_persen,
          selisih: (atTariff?.total ?? row.total) - row.total,
          created_by: row.created_by,
          created_at: row.created_at,
        });
      }
      return items;
    },
  );

  app.post(
    '/prospek/:id/proposal/:versi/setujui',
    {
      preHandler: canApprove,
      schema: {
        params: proposalVersionParamSchema,
        response: { 200: proposalSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { id, versi } = request.params;
      const version = await versionOr404(id, versi);
      if (!version.perlu_persetujuan) throw conflict(t.approvalNotNeeded);
      const approved = await repo.approve(
        version.id,
        request.staff!.nama,
        app.clock().toISOString(),
      );
      if (!approved) throw conflict(t.alreadyApproved);
      return versionOr404(id, versi);
    },
  );

  app.get(
    '/prospek/:id/proposal/:versi.pdf',
    { preHandler: canView, schema: { params: proposalVersionParamSchema } },
    async (request, reply) => {
      const { id, versi } = request.params;
      const quote = await requestOr404(id);
      const row = await repo.find(id, versi);
      if (!row) throw notFound(t.versionNotFound);
      // A sent version answers the bytes the client got; a draft is drawn now.
      const pdf =
        (await repo.sentPdf(row.id)) ??
        (await renderProposalPdf(await proposalPdfInput(app.db, quote, row, config.timeZone)));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${quote.kode}-V${versi}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/prospek/:id/proposal/:versi/kirim',
    {
      preHandler: canEdit,
      schema: {
        params: proposalVersionParamSchema,
        response: {
          200: sentProposalSchema.extend({ whatsapp: z.string() }),
          ...errorResponses(404, 409),
        },
      },
    },
    async (request) => {
      const { id, versi } = request.params;
      const quote = await requestOr404(id);
      const rows = await repo.list(id);
      const row = rows.find((item) => item.versi === versi);
      if (!row) throw notFound(t.versionNotFound);
      const version = withStatus(rows, context()).find((item) => item.versi === versi)!;
      if (version.status === 'menunggu_persetujuan')
        throw conflict(t.approvalRequired, 'approval_required');
      if (version.status === 'kedaluwarsa') throw conflict(t.versionExpired);
      if (version.status === 'diterima' || version.status === 'ditolak')
        throw conflict(t.versionAnswered, 'already_answered');
      if (version.status === 'diganti') throw conflict(t.versionReplaced);
      const nonce = row.token_nonce ?? newTokenNonce();
      const token = proposalToken(config.jwtSecret, row.id, nonce);
      const url = `${config.siteUrl}/penawaran/${token}`;
      const pdf = row.token_nonce
        ? undefined
        : await renderProposalPdf(await proposalPdfInput(app.db, quote, row, config.timeZone));
      const company = await companySettings(app.db);
      const now = app.clock().toISOString();
      const by = request.staff!.nama;
      await app.db.transaction().execute(async (trx) => {
        const txRepo = proposalsRepo(trx);
        if (pdf)
          await txRepo.markSent(row.id, {
            by,
            at: now,
            nonce,
            hash: tokenHash(token)!,
            pdf,
            pdfSha256: sha256Hex(pdf),
          });
        else await txRepo.markResent(row.id, by, now);
        await moveQuoteRequestStage(trx, { id, tahap: 'penawaran', alasan: null, by, now });
        await app.mailer.send(
          {
            to: quote.email,
            subject: mailText.sentSubject(quote.kode, versi, company.name),
            text: mailText.sentText({
              nama: quote.nama,
              company: company.name,
              url,
              total: formatRupiah(row.total),
              until: formatLongDate(row.berlaku_sampai),
            }),
          },
          trx,
        );
      });
      request.log.info({ quoteRequestId: id, versi }, 'proposal sent');
      return {
        url,
        whatsapp: mailText.whatsApp({
          nama: quote.nama,
          kode: quote.kode,
          url,
        }),
      };
    },
  );
};
