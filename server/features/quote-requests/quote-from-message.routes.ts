import { computeEstimate } from '#common/pricing';
import { PROSPECT_EDIT_ROLES } from '#common/roles';
import { idParamSchema } from '#common/schemas/common';
import {
  quoteFromMessageCreatedSchema,
  quoteFromMessageInputSchema,
} from '#common/schemas/quote-requests';
import {
  CONTACT_MESSAGE_SOURCE,
  quoteFromMessageText as t,
  quoteRequestsText,
} from '#common/texts/quote-requests';

import { currentTariff } from '../../domain/tariff-store.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { localDate, nowIso } from '../../lib/dates.ts';
import {
  badRequest,
  conflict,
  errorResponses,
  isUniqueViolation,
  notFound,
  serviceUnavailable,
} from '../../lib/http-errors.ts';
import { quoteRequestsRepo } from './quote-requests.repo.ts';

/**
 * POST /api/kontak/{id}/penawaran (docs/api.md, "Business clients"; docs/decisions/054): staff who
 * work the pipeline turn a contact message that asks for a price into a quote request. It enters
 * the pipeline as `baru` with `sumber` `kontak`, linked to its message, so the pipeline's figures
 * count it by source. A message becomes one request at most: a second attempt, even at the same
 * moment, answers 409 `already_converted` naming the request. Nothing is mailed: the sender
 * wrote to staff, who now answer in person. The audit hook records the write.
 */
export const quoteFromMessageRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = quoteRequestsRepo(app.db);
  const alreadyConverted = (kode: string) =>
    conflict(t.alreadyConverted(kode), 'already_converted');

  app.post(
    '/kontak/:id/penawaran',
    {
      preHandler: app.requireStaff(PROSPECT_EDIT_ROLES),
      schema: {
        params: idParamSchema,
        body: quoteFromMessageInputSchema,
        response: { 201: quoteFromMessageCreatedSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const messageId = request.params.id;
      const message = await app.db
        .selectFrom('contact_messages')
        .select(['id', 'language'])
        .where('id', '=', messageId)
        .executeTakeFirst();
      if (!message) throw notFound(t.messageNotFound);
      const existing = await repo.fromMessage(messageId);
      if (existing) throw alreadyConverted(existing.kode);

      const { layanan, kota, pos, ...contact } = request.body;
      const version = await currentTariff(app.db);
      if (!version) throw serviceUnavailable(quoteRequestsText.invalidInput, 60);
      const estimate = computeEstimate(version.tariff, { layanan, kota, pos });
      if (!estimate) throw badRequest(quoteRequestsText.cityUnknown, 'city_unknown');

      const now = nowIso(app.clock);
      const tahun = Number(localDate(now, config.timeZone).slice(0, 4));
      let created: { id: number; kode: string };
      try {
        created = await app.db.transaction().execute((trx) =>
          quoteRequestsRepo(trx).create(
            {
              ...contact,
              sumber: CONTACT_MESSAGE_SOURCE,
              pos,
              estimasi: estimate,
              tariff_id: version.id,
              language: message.language === 'en' ? 'en' : 'id',
              contact_message_id: messageId,
            },
            { now, tahun },
          ),
        );
      } catch (error) {
        // Another staff member's conversion of this message committed first (0048's index).
        if (!isUniqueViolation(error)) throw error;
        const winner = await repo.fromMessage(messageId);
        throw alreadyConverted(winner?.kode ?? '');
      }
      request.log.info(
        { quoteRequestId: created.id, contactMessageId: messageId },
        'quote request made from a contact message',
      );
      return reply.code(201).send({ ...created, estimasi: estimate });
    },
  );
};
