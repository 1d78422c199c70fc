import { z } from 'zod';

import { ALL_STAFF_ROLES, CONTACT_MANAGE_ROLES } from '#common/roles';
import { DEFAULT_PAGE_SIZE } from '#common/rules';
import { idParamSchema, langQuerySchema, okSchema } from '#common/schemas/common';
import {
  CONTACT_UNPAGED_LIMIT,
  contactMessageInputSchema,
  contactMessageInputSchemaEn,
  contactMessageListQuerySchema,
  contactMessageSchema,
  contactMessageSentSchema,
  unreadCountQuerySchema,
  unreadCountSchema,
} from '#common/schemas/contact-messages';
import { apiErrorText } from '#common/texts/common';
import { contactMessagesText, contactMessagesTextEn } from '#common/texts/contact-messages';

import { localDate, nowIso } from '../../lib/dates.ts';
import { companyAddress } from '../../domain/company-address.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import {
  HttpError,
  badRequest,
  isUniqueViolation,
  notFound,
  tooManyRequests,
} from '../../lib/http-errors.ts';
import { contactMail } from './contact-mail.ts';
import { contactMessagesRepo, toContactMessageDto } from './contact-messages.repo.ts';

/** Messages one address may send per window, before RATE_LIMIT_FACTOR. */
const MESSAGES_PER_WINDOW = 5;
const MESSAGE_WINDOW = '10 minutes';

/**
 * /api/kontak (docs/product.md §7, docs/api.md): anyone sends; every staff role reads and marks read;
 * admin and superadmin also mark unread and delete (beyond the first version).
 */
export const contactMessagesRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = contactMessagesRepo(app.db, app.dbDialect);
  const anyStaff = app.requireStaff(ALL_STAFF_ROLES);
  const canManage = app.requireStaff(CONTACT_MANAGE_ROLES);
  // Submissions in flight by submissionKey: a double click waits for the first one, then answers
  // the same success instead of spending the (single-use) captcha again.
  const inFlight = new Map<string, Promise<unknown>>();
  const sent = { success: true as const, message: contactMessagesText.sent };
  const sentEn = { success: true as const, message: contactMessagesTextEn.sent };
  /** `?lang=en`: the English pages' form, answered in English (docs/decisions/043). */
  const isEnglish = (request: { query: unknown }) =>
    (request.query as { lang?: unknown } | undefined)?.lang === 'en';

  app.post(
    '/kontak',
    {
      config: {
        rateLimit: {
          ...app.rateLimits.perIp(MESSAGES_PER_WINDOW, MESSAGE_WINDOW),
          errorResponseBuilder: (request, context) =>
            tooManyRequests(
              isEnglish(request)
                ? contactMessagesTextEn.tooManyMessages
                : contactMessagesText.tooManyMessages,
              context.ttl / 1000,
            ),
        },
      },
      // A failed check is answered here, in the form's language.
      attachValidation: true,
      schema: {
        querystring: langQuerySchema,
        body: contactMessageInputSchema,
        response: { 200: contactMessageSentSchema, 201: contactMessageSentSchema },
      },
    },
    async (request, reply) => {
      const english = isEnglish(request);
      if (request.validationError) {
        const parsed = (
          english ? contactMessageInputSchemaEn : contactMessageInputSchema
        ).safeParse(request.body);
        const fallback = english ? contactMessagesTextEn.invalidInput : apiErrorText.invalidInput;
        throw badRequest(parsed.error?.issues[0]?.message ?? fallback);
      }
      const { captchaToken, submissionKey, ...fields } = request.body;
      /** The stored message, or undefined when this form fill was stored before. */
      const store = async () => {
        if (submissionKey && (await repo.findBySubmissionKey(submissionKey))) return undefined;
        try {
          await app.captcha.verify(captchaToken, request.ip);
        } catch (error) {
          if (english && error instanceof HttpError && error.statusCode === 400)
            throw badRequest(contactMessagesTextEn.captchaInvalid, 'captcha_failed');
          throw error;
        }
        const mailTo = app.mailer.isEnabled
          ? await companyAddress(app.db, app.mailer.from)
          : undefined;
        const createdAt = nowIso();
        try {
          // The message and its mail job commit together: no mail without a stored message,
          // and no stored message whose mail is lost to a restart.
          return await app.db.transaction().execute(async (trx) => {
            const stored = await contactMessagesRepo(trx, app.dbDialect).create({
              ...fields,
              submission_key: submissionKey ?? null,
              language: english ? 'en' : 'id',
              created_at: createdAt,
              created_day: localDate(createdAt, config.timeZone),
            });
            if (mailTo)
              await app.mailer.send(
                contactMail(stored, {
                  to: mailTo,
                  siteUrl: config.siteUrl,
                  timeZone: config.timeZone,
                }),
                trx,
              );
            return stored;
          });
        } catch (error) {
          // Another instance stored the same form fill first.
          if (submissionKey && isUniqueViolation(error)) return undefined;
          throw error;
        }
      };
      let message;
      if (submissionKey) {
        // Queued behind an earlier request with the same key, registered before any await.
        const previous = inFlight.get(submissionKey) ?? Promise.resolve();
        const current = previous.catch(() => undefined).then(store);
        inFlight.set(submissionKey, current);
        try {
          message = await current;
        } finally {
          if (inFlight.get(submissionKey) === current) inFlight.delete(submissionKey);
        }
      } else {
        message = await store();
      }
      const answer = english ? sentEn : sent;
      if (!message) return reply.code(200).send(answer);
      request.log.info({ contactMessageId: message.id }, 'contact message received');
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/kontak',
    {
      preHandler: anyStaff,
      schema: {
        querystring: contactMessageListQuerySchema,
        response: { 200: contactMessageSchema.array() },
      },
    },
    async (request, reply) => {
      const { page, pageSize, ...filters } = request.query;
      // docs/decisions/008-list-paging.md: no paging parameters means the newest
      // CONTACT_UNPAGED_LIMIT messages, because the product's client expects the whole list.
      const isPaged = page !== undefined || pageSize !== undefined;
      const limit = isPaged ? (pageSize ?? DEFAULT_PAGE_SIZE) : CONTACT_UNPAGED_LIMIT;
      const offset = isPaged ? ((page ?? 1) - 1) * limit : 0;
      const [total, unread] = await Promise.all([repo.count(filters), repo.unreadCount()]);
      const rows = total > offset ? await repo.list(filters, { limit, offset }, total) : [];
      reply.header('x-total-count', String(total));
      reply.header('x-unread-count', String(unread));
      reply.header('cache-control', 'no-store');
      return rows.map(toContactMessageDto);
    },
  );

  app.get(
    '/kontak/unread-count',
    {
      preHandler: anyStaff,
      schema: { querystring: unreadCountQuerySchema, response: { 200: unreadCountSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [unread, latestId] = await Promise.all([
        repo.unreadCount(request.query.sinceId),
        repo.latestId(),
      ]);
      return { unread, latestId };
    },
  );

  app.post(
    '/kontak/mark-all-read',
    {
      preHandler: anyStaff,
      schema: { response: { 200: okSchema.extend({ updated: z.number() }) } },
    },
    async (request) => {
      const updated = await repo.markAllRead(nowIso());
      request.log.info({ updated, staffId: request.staff?.id }, 'contact messages marked read');
      return { success: true as const, updated };
    },
  );

  /** Marks one message read or unread and answers with it; 404 for an unknown id. */
  const setRead = (isRead: boolean) => async (request: { params: { id: number } }) => {
    const row = await repo.setRead(request.params.id, isRead, nowIso());
    if (!row) throw notFound(contactMessagesText.notFound);
    return toContactMessageDto(row);
  };
  const setReadSchema = { params: idParamSchema, response: { 200: contactMessageSchema } };

  app.post('/kontak/:id/dibaca', { preHandler: anyStaff, schema: setReadSchema }, setRead(true));
  app.post(
    '/kontak/:id/belum-dibaca',
    { preHandler: canManage, schema: setReadSchema },
    setRead(false),
  );

  app.delete(
    '/kontak/:id',
    { preHandler: canManage, schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      const row = await repo.remove(request.params.id);
      if (!row) throw notFound(contactMessagesText.notFound);
      request.log.info(
        { contactMessageId: row.id, staffId: request.staff?.id },
        'contact message deleted',
      );
      return { success: true as const };
    },
  );
};
