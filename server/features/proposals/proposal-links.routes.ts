import { z } from 'zod';

import {
  acceptInputSchema,
  answeredSchema,
  declineInputSchema,
  proposalGoneSchema,
  publicProposalSchema,
} from '#common/schemas/proposals';
import { proposalsApiText as t } from '#common/texts/proposals';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { errorResponses, notFound } from '../../lib/http-errors.ts';
import { proposalLinkService } from './proposal-link-service.ts';

/** Calls per address and window on the client's link: a guessed token is refused long before it could matter. */
export const LINK_CALLS_PER_WINDOW = 60;
const LINK_WINDOW = '10 minutes';

const tokenParamSchema = z.object({ token: z.string().max(200) });

/**
 * The client's link as JSON (docs/api.md, "Business clients"; docs/decisions/055): anyone with
 * the token reads the version, downloads its PDF, accepts or declines it.
 */
export const proposalLinksRoutes: FeaturePlugin = async (app, { config }) => {
  const links = proposalLinkService(app, config);
  const limited = { rateLimit: app.rateLimits.perIp(LINK_CALLS_PER_WINDOW, LINK_WINDOW) };
  const clientOf = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent:
      typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  });
  const linkOr404 = async (token: string) => {
    const link = await links.resolve(token);
    if (!link) throw notFound(t.linkNotFound);
    return link;
  };

  app.get(
    '/penawaran/:token',
    {
      config: limited,
      schema: {
        params: tokenParamSchema,
        response: { 200: publicProposalSchema, 410: proposalGoneSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const link = await linkOr404(request.params.token);
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      await links.markSeen(link);
      if (link.state !== 'open') return reply.code(410).send(await links.goneBody(link));
      return links.view(link);
    },
  );

  app.get(
    '/penawaran/:token/proposal.pdf',
    { config: limited, schema: { params: tokenParamSchema } },
    async (request, reply) => {
      const link = await linkOr404(request.params.token);
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      if (link.state !== 'open') return reply.code(410).send(await links.goneBody(link));
      const pdf = await links.sentPdf(link);
      if (!pdf) throw notFound(t.linkNotFound);
      await links.markSeen(link);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${link.request.kode}-V${link.row.versi}.pdf"`,
        )
        .send(pdf);
    },
  );

  app.post(
    '/penawaran/:token/terima',
    {
      config: limited,
      schema: {
        params: tokenParamSchema,
        body: acceptInputSchema,
        response: {
          200: answeredSchema,
          410: proposalGoneSchema,
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const link = await linkOr404(request.params.token);
      if (link.state !== 'open') return reply.code(410).send(await links.goneBody(link));
      const { nama, jabatan } = request.body;
      const answer = await links.accept(link, { nama, jabatan }, clientOf(request));
      request.log.info({ proposalId: link.row.id }, 'proposal accepted');
      return answer;
    },
  );

  app.post(
    '/penawaran/:token/tolak',
    {
      config: limited,
      schema: {
        params: tokenParamSchema,
        body: declineInputSchema,
        response: {
          200: answeredSchema,
          410: proposalGoneSchema,
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const link = await linkOr404(request.params.token);
      if (link.state !== 'open') return reply.code(410).send(await links.goneBody(link));
      const answer = await links.decline(link, request.body.alasan, clientOf(request));
      request.log.info({ proposalId: link.row.id }, 'proposal declined');
      return answer;
    },
  );
};
