import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  type ZodTypeProvider,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';

import '#common/schemas/zod-setup';

import { type Config, configWarnings } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { seedDemoImages } from './db/demo-images.ts';
import type { FeaturePlugin } from './lib/feature.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { loggerOptions } from './lib/logging.ts';
import { rawFastPath } from './lib/raw-fast-path.ts';
import { contactMessagesRoutes } from './features/contact-messages/contact-messages.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { prospectsRoutes } from './features/prospects/prospects.routes.ts';
import { quoteFromMessageRoutes } from './features/quote-requests/quote-from-message.routes.ts';
import { quoteRequestsRoutes } from './features/quote-requests/quote-requests.routes.ts';
import { tariffsRoutes } from './features/tariffs/tariffs.routes.ts';
import { retentionTasks } from './features/retention/retention.ts';
import { credentialsRoutes } from './features/credentials/credentials.routes.ts';
import { credentialsMailTask } from './features/credentials/credentials-mail.ts';
import { revisionsRoutes } from './features/revisions/revisions.routes.ts';
import { pageDraftsRoutes } from './features/pages/page-drafts.routes.ts';
import { jobsRoutes } from './features/jobs/jobs.routes.ts';
import { housekeepingTasks } from './features/housekeeping/housekeeping.ts';
import { cardsRoutes } from './features/cards/cards.routes.ts';
import { galleryRoutes } from './features/gallery/gallery.routes.ts';
import { proposalLinksRoutes } from './features/proposals/proposal-links.routes.ts';
import { proposalPageRoutes } from './features/proposals/proposal-page.routes.ts';
import { proposalsRoutes } from './features/proposals/proposals.routes.ts';
import { pagesRoutes } from './features/pages/pages.routes.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { siteSettingsRoutes } from './features/site-settings/site-settings.routes.ts';
import { applicationsRoutes } from './features/applications/applications.routes.ts';
import { documentResendRoutes } from './features/applications/document-resend.routes.ts';
import { stagedUploadsRoutes } from './features/staged-uploads/staged-uploads.routes.ts';
import { applicantReviewRoutes } from './features/applicant-review/applicant-review.routes.ts';
import { applicantReviewRecruitingRoutes } from './features/applicant-review/applicant-recruiting.routes.ts';
import { applicantReviewBulkRoutes } from './features/applicant-review/applicant-bulk.routes.ts';
import { applicantReviewDocumentsRoutes } from './features/applicant-review/applicant-documents.routes.ts';
import { applicantStatsRoutes } from './features/applicant-stats/applicant-stats.routes.ts';
import { applicantAuthRoutes } from './features/auth/applicant-auth.routes.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { passwordResetRoutes } from './features/auth/password-reset.routes.ts';
import { privacyRoutes } from './features/privacy/privacy.routes.ts';
import { faqsRoutes } from './features/faqs/faqs.routes.ts';
import { tenantsRoutes } from './features/tenants/tenants.routes.ts';
import { testimoniesRoutes } from './features/testimonies/testimonies.routes.ts';
import { ensureBootstrapAdmin } from './features/staff/staff-bootstrap.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { vacanciesRoutes } from './features/vacancies/vacancies.routes.ts';
import { openPositionsRoutes } from './features/vacancies/open-positions.routes.ts';
import { hiringDaysRoutes } from './features/hiring-days/hiring-days.routes.ts';
import { hiringDaysOnTheDayRoutes } from './features/hiring-days/hiring-days-on-the-day.routes.ts';
import { hiringDaysBookingRoutes } from './features/hiring-days/hiring-days-booking.routes.ts';
import { hiringDaysReminders } from './features/hiring-days/hiring-days-reminders.ts';
import { staffAuthRoutes } from './features/auth/staff-auth.routes.ts';
import { staffMfaRoutes } from './features/auth/staff-mfa.routes.ts';
import { passkeyLoginRoutes } from './features/auth/passkey-login.routes.ts';
import { stepUpRoutes } from './features/auth/step-up.routes.ts';
import { passkeysRoutes } from './features/passkeys/passkeys.routes.ts';
import { stepUpPasskeyRoutes } from './features/passkeys/step-up-passkey.routes.ts';
import { staffSessionsRoutes } from './features/staff-sessions/staff-sessions.routes.ts';
import { passkeysPlugin } from './plugins/passkeys.ts';
import { stepUpPlugin } from './plugins/step-up.ts';
import { auditPlugin } from './plugins/audit.ts';
import { authPlugin } from './plugins/auth.ts';
import { captchaPlugin } from './plugins/captcha.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { type JobsOptions, jobsPlugin } from './plugins/jobs.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { pageCachePlugin } from './plugins/page-cache.ts';
import { loginThrottlePlugin } from './plugins/login-throttle.ts';
import { metricsPlugin } from './plugins/metrics/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { readinessPlugin } from './plugins/readiness.ts';
import { redisPlugin } from './plugins/redis.ts';
import { revisionsPlugin } from './plugins/revisions/index.ts';
import { securityPlugin } from './plugins/security.ts';
import { sharedCachePlugin } from './plugins/shared-cache.ts';
import { storagePlugin } from './plugins/storage.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { webPlugin } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (method, URL template): what the raw fast path leaves alone. */
    routeTable: () => readonly { method: string; url: string }[];
  }
}

export interface BuildAppOptions {
  /** An already-open database (tests); otherwise opened from config. */
  database?: DatabaseHandle;
  /** Serve the web app (default true); API tests turn it off. */
  web?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Job runner settings (tests: no background polling, short backoff). */
  jobs?: JobsOptions;
  /** The clock in milliseconds (tests inject one to cross session timeouts). */
  now?: () => number;
}

/** JSON bodies are small; uploads go through multipart with their own limits. */
const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(config: Config, options: BuildAppOptions = {}) {
  // Kept public pages are written before Fastify's request cycle (docs/decisions/030).
  const fastPath = rawFastPath();
  const app = Fastify({
    serverFactory: fastPath.serverFactory,
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  // First of all: the fast path must know every route, /metrics and /api/ready among them.
  fastPath.watchRoutes(app);
  app.decorate('routeTable', fastPath.routes);
  // A close without a drain first (tests, tools): Fastify closes the idle keep-alive connections
  // once, and one whose answer was still being written would then stay open for the whole
  // keep-alive timeout (72 s), the close waiting for it. From now on an idle connection ends at
  // once (Node adds a second). server/main.ts drains first, so no connection is left by then.
  app.addHook('preClose', async () => {
    app.server.keepAliveTimeout = 1;
  });
  for (const warning of configWarnings(config)) app.log.warn(warning);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  // Before every route: their hooks (request metrics, closing connections while draining) apply
  // only to routes registered after them.
  await app.register(openApiPlugin);
  await app.register(readinessPlugin);
  await app.register(metricsPlugin, { config });
  await app.register(securityPlugin, { config });
  // Before the database: an unreachable Redis stops the start with nothing opened yet.
  await app.register(redisPlugin, { config });
  await app.register(sharedCachePlugin);
  await app.register(pageCachePlugin, { config, fastPath });
  // Two instances starting together create one superadmin (and print one password) between them.
  await app.register(dbPlugin, {
    config,
    handle: options.database,
    afterSeed: (db) => ensureBootstrapAdmin(db, config, app.log),
  });
  await app.register(rateLimitPlugin, { config });
  await app.register(loginThrottlePlugin, { config });
  await app.register(authPlugin, { config, now: options.now });
  await app.register(auditPlugin);
  await app.register(stepUpPlugin);
  await app.register(passkeysPlugin, { config });
  await app.register(captchaPlugin, { config });
  await app.register(storagePlugin, { config });
  await app.register(uploadsPlugin);
  // Jobs run on the app's clock, the one sessions are written with (tests move it).
  await app.register(jobsPlugin, {
    clock: app.clock,
    leaseMs: config.jobLeaseSeconds * 1000,
    ...options.jobs,
  });
  await app.register(mailerPlugin, { config });
  if (config.seedDemo && (await seedDemoImages(app.db, app.storage)))
    app.log.info('demo pictures added');

  // Before the features: it hooks the content writes they register (docs/decisions/034).
  await app.register(revisionsPlugin, { config });

  // Every feature, by hand, in one list (docs/conventions.md §1). Paths inside are written out in full.
  const features: FeaturePlugin[] = [
    healthRoutes,
    staffAuthRoutes,
    staffMfaRoutes,
    stepUpRoutes,
    passkeyLoginRoutes,
    passkeysRoutes,
    stepUpPasskeyRoutes,
    staffSessionsRoutes,
    staffRoutes,
    applicantAuthRoutes,
    passwordResetRoutes,
    privacyRoutes,
    applicationsRoutes,
    documentResendRoutes,
    stagedUploadsRoutes,
    applicantReviewRoutes,
    applicantReviewRecruitingRoutes,
    applicantReviewBulkRoutes,
    applicantReviewDocumentsRoutes,
    applicantStatsRoutes,
    credentialsRoutes,
    credentialsMailTask,
    vacanciesRoutes,
    openPositionsRoutes,
    hiringDaysRoutes,
    hiringDaysOnTheDayRoutes,
    hiringDaysBookingRoutes,
    hiringDaysReminders,
    testimoniesRoutes,
    tenantsRoutes,
    faqsRoutes,
    siteSettingsRoutes,
    contactMessagesRoutes,
    tariffsRoutes,
    quoteRequestsRoutes,
    quoteFromMessageRoutes,
    prospectsRoutes,
    pagesRoutes,
    pageDraftsRoutes,
    revisionsRoutes,
    cardsRoutes,
    galleryRoutes,
    proposalsRoutes,
    proposalLinksRoutes,
    housekeepingTasks,
    auditRoutes,
    retentionTasks,
    jobsRoutes,
  ];
  for (const feature of features) await app.register(feature, { prefix: '/api', config });
  // /sitemap.xml and /robots.txt live at the site root.
  await app.register(seoRoutes, { config });
  // /penawaran/{token}: the client's proposal page, rendered by its feature (docs/decisions/055).
  await app.register(proposalPageRoutes, { config });

  await app.register(webPlugin, { config, enabled: options.web ?? true });
  return app;
}
