import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  type ZodTypeProvider,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';

import '#common/schemas/zod-setup';

import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { seedDemoImages } from './db/demo-images.ts';
import type { FeaturePlugin } from './lib/feature.ts';
import { contactMessagesRoutes } from './features/contact-messages/contact-messages.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { cardsRoutes } from './features/cards/cards.routes.ts';
import { galleryRoutes } from './features/gallery/gallery.routes.ts';
import { pagesRoutes } from './features/pages/pages.routes.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { siteSettingsRoutes } from './features/site-settings/site-settings.routes.ts';
import { applicantsRoutes } from './features/applicants/applicants.routes.ts';
import { applicantsReviewRoutes } from './features/applicants/applicants-review.routes.ts';
import { applicantsRecruitingRoutes } from './features/applicants/applicants-recruiting.routes.ts';
import { applicantsBulkRoutes } from './features/applicants/applicants-bulk.routes.ts';
import { applicantAuthRoutes } from './features/auth/applicant-auth.routes.ts';
import { faqsRoutes } from './features/faqs/faqs.routes.ts';
import { tenantsRoutes } from './features/tenants/tenants.routes.ts';
import { testimoniesRoutes } from './features/testimonies/testimonies.routes.ts';
import { ensureBootstrapAdmin } from './features/staff/staff-bootstrap.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { staffAuthRoutes } from './features/auth/staff-auth.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { captchaPlugin } from './plugins/captcha.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { storagePlugin } from './plugins/storage.ts';
import { uploadsPlugin } from './plugins/uploads.ts';
import { webPlugin } from './plugins/web.ts';

export interface BuildAppOptions {
  /** An already-open database (tests); otherwise opened from config. */
  database?: DatabaseHandle;
  /** Serve the web app (default true); API tests turn it off. */
  web?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** JSON bodies are small; uploads go through multipart with their own limits. */
const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(config: Config, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password'],
        censor: '[redacted]',
      },
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(dbPlugin, { config, handle: options.database });
  await ensureBootstrapAdmin(app.db, config, app.log);
  await app.register(rateLimitPlugin, { config });
  await app.register(authPlugin, { config });
  await app.register(captchaPlugin, { config });
  await app.register(storagePlugin, { config });
  await app.register(uploadsPlugin);
  await app.register(mailerPlugin, { config });
  if (config.seedDemo && (await seedDemoImages(app.db, app.storage)))
    app.log.info('demo pictures added');

  // Every feature, by hand, in one list (STYLE §1). Paths inside are written out in full.
  const features: FeaturePlugin[] = [
    healthRoutes,
    staffAuthRoutes,
    staffRoutes,
    applicantAuthRoutes,
    applicantsRoutes,
    applicantsReviewRoutes,
    applicantsRecruitingRoutes,
    applicantsBulkRoutes,
    testimoniesRoutes,
    tenantsRoutes,
    faqsRoutes,
    siteSettingsRoutes,
    contactMessagesRoutes,
    pagesRoutes,
    cardsRoutes,
    galleryRoutes,
  ];
  for (const feature of features) await app.register(feature, { prefix: '/api', config });
  // /sitemap.xml and /robots.txt live at the site root.
  await app.register(seoRoutes, { config });

  await app.register(webPlugin, { config, enabled: options.web ?? true });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
