import { computeEstimate } from '#common/pricing';
import { langQuerySchema } from '#common/schemas/common';
import {
  estimateInputSchema,
  estimateInputSchemaEn,
  estimateSchema,
  quoteRequestCreatedSchema,
  quoteRequestInputSchema,
  quoteRequestInputSchemaEn,
  type EstimateInputBody,
} from '#common/schemas/quote-requests';
import { quoteRequestsText, quoteRequestsTextEn } from '#common/texts/quote-requests';

import { localDate, nowIso } from '../../lib/dates.ts';
import { currentTariff } from '../../domain/tariff-store.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import {
  HttpError,
  badRequest,
  errorResponses,
  serviceUnavailable,
  tooManyRequests,
} from '../../lib/http-errors.ts';
import { invalidBody, isEnglish } from '../../lib/localized-body.ts';
import { clientMail, salesMail, slaMail } from './quote-request-mail.ts';
import { quoteRequestsRepo } from './quote-requests.repo.ts';

/** Requests one address may send per window, before RATE_LIMIT_FACTOR (as contact messages). */
const REQUESTS_PER_WINDOW = 5;
const REQUEST_WINDOW = '10 minutes';
/** Estimates are free to compute but not to flood: a buyer typing never comes near this. */
const ESTIMATES_PER_MINUTE = 120;
const SLA_JOB = 'quote-request-sla';

/**
 * POST /api/penawaran/estimasi and POST /api/penawaran (docs/api.md, "Business clients";
 * docs/decisions/054): anyone prices posts from the current tariff, and sends a quote request
 * (captcha, consent and a per-address limit as for contact messages). `?lang=en` answers in
 * English. A new request mails the client and SALES_EMAIL at once and schedules one reminder
 * for SALES_EMAIL while it stays `baru`.
 */
export const quoteRequestsRoutes: FeaturePlugin = async (app, { config }) => {
  const textsFor = (english: boolean) => (english ? quoteRequestsTextEn : quoteRequestsText);

  /** The estimate under the current tariff, or a 400 naming the city when it has none such. */
  async function priced(input: EstimateInputBody, english: boolean) {
    const version = await currentTariff(app.db);
    if (!version) throw serviceUnavailable(textsFor(english).invalidInput, 60);
    const estimate = computeEstimate(version.tariff, input);
    if (!estimate) throw badRequest(textsFor(english).cityUnknown, 'city_unknown');
    return { estimate, version };
  }

  app.post(
    '/penawaran/estimasi',
    {
      config: { rateLimit: app.rateLimits.perIp(ESTIMATES_PER_MINUTE, '1 minute') },
      attachValidation: true,
      schema: {
        querystring: langQuerySchema,
        body: estimateInputSchema,
        response: { 200: estimateSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const english = isEnglish(request);
      if (request.validationError)
        throw invalidBody(
          request.body,
          { id: estimateInputSchema, en: estimateInputSchemaEn },
          english,
          textsFor(english).invalidInput,
        );
      return (await priced(request.body, english)).estimate;
    },
  );

  app.post(
    '/penawaran',
    {
      config: {
        rateLimit: {
          ...app.rateLimits.perIp(REQUESTS_PER_WINDOW, REQUEST_WINDOW),
          errorResponseBuilder: (request, context) =>
            tooManyRequests(textsFor(isEnglish(request)).tooManyRequests, context.ttl / 1000),
        },
      },
      attachValidation: true,
      schema: {
        querystring: langQuerySchema,
        body: quoteRequestInputSchema,
        response: { 201: quoteRequestCreatedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const english = isEnglish(request);
      const t = textsFor(english);
      if (request.validationError)
        throw invalidBody(
          request.body,
          { id: quoteRequestInputSchema, en: quoteRequestInputSchemaEn },
          english,
          t.invalidInput,
        );
      const { captchaToken, persetujuan: _consent, layanan, kota, pos, ...contact } = request.body;
      const { estimate, version } = await priced({ layanan, kota, pos }, english);
      try {
        await app.captcha.verify(captchaToken, request.ip);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 400)
          throw badRequest(t.captchaInvalid, 'captcha_failed');
        throw error;
      }
      const now = nowIso(app.clock);
      const tahun = Number(localDate(now, config.timeZone).slice(0, 4));
      const created = await app.db.transaction().execute(async (trx) => {
        const stored = await quoteRequestsRepo(trx).create(
          {
            ...contact,
            sumber: contact.sumber?.toLowerCase() ?? null,
            pos,
            estimasi: estimate,
            tariff_id: version.id,
            language: english ? 'en' : 'id',
          },
          { now, tahun },
        );
        const mailed = { ...contact, ...stored, estimasi: estimate };
        // The mails and the reminder commit with the request: none is lost to a restart.
        if (app.mailer.isEnabled) await app.mailer.send(clientMail(mailed, english), trx);
        if (config.salesEmail) {
          const to = config.salesEmail;
          if (app.mailer.isEnabled)
            await app.mailer.send(salesMail(mailed, { to, siteUrl: config.siteUrl }), trx);
          await app.jobs.enqueue(
            SLA_JOB,
            { id: stored.id },
            { executor: trx, runAt: new Date(Date.parse(now) + config.leadSlaMinutes * 60_000) },
          );
        }
        return stored;
      });
      request.log.info({ quoteRequestId: created.id }, 'quote request received');
      return reply.code(201).send({ kode: created.kode, estimasi: estimate });
    },
  );

  // The reminder: the job table runs it once, on one instance, after the SLA; it mails only
  // when nobody has moved the request since.
  app.jobs.define<{ id: number }>(
    SLA_JOB,
    async ({ id }, { log }) => {
      const request = await app.db
        .selectFrom('quote_requests')
        .select(['id', 'kode', 'perusahaan', 'telepon', 'tahap'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (request?.tahap !== 'baru' || !config.salesEmail || !app.mailer.isEnabled) return;
      await app.mailer.send(
        slaMail(request, {
          to: config.salesEmail,
          siteUrl: config.siteUrl,
          minutes: config.leadSlaMinutes,
        }),
      );
      log.info({ quoteRequestId: id }, 'quote request SLA reminder sent');
    },
    { maxAttempts: 3 },
  );
};
