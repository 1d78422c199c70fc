import { z } from 'zod';

import { applicantExportSchema, deleteAccountInputSchema } from '#common/schemas/privacy';
import { privacyText } from '#common/texts/privacy';

import { eraseApplicantAccount } from '../../domain/applicant-erasure.ts';
import { listConsents, privacyNoticeVersion } from '../../domain/consents.ts';
import { awaitAll } from '../../lib/await-all.ts';
import { nowIso } from '../../lib/dates.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { clearApplicantPageCookie } from '../../lib/applicant-page-cookie.ts';
import { errorResponses, forbidden, notFound } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { applicantActor } from '../../plugins/audit.ts';
import { privacyRepo } from './privacy.repo.ts';

/**
 * The applicant's personal-data rights (UU PDP 27/2022, docs/product.md §11): GET /user/export answers
 * everything stored about the bearer, DELETE /user erases it. Both act on the token's own account
 * only: there is no id in the path, so nobody can ask for someone else's data.
 */
export const privacyRoutes: FeaturePlugin = async (app) => {
  const repo = privacyRepo(app.db);

  app.get(
    '/user/export',
    {
      preHandler: app.requireApplicant(),
      schema: { response: { 200: applicantExportSchema, ...errorResponses(401, 404) } },
    },
    async (request, reply) => {
      const userId = request.applicant!.id;
      const account = await repo.account(userId);
      if (!account) throw notFound(privacyText.accountNotFound);
      const exported = await awaitAll({
        application: repo.application(userId, app.storage),
        credentials: repo.credentials(userId),
        documents: repo.documents(userId, app.storage),
        consents: listConsents(app.db, userId),
        statusHistory: repo.statusHistory(userId),
        // Screening answers (docs/decisions/031) join the export here when the vacancy branch lands.
        sessions: repo.sessions(userId),
        passwordResets: repo.passwordResets(userId),
        privacyNoticeVersion: privacyNoticeVersion(app.db),
      });
      // Recorded like staff exports (docs/decisions/032); no record, no export.
      await app.audit(request, 'GET /user/export', `pelamar/${userId}`, applicantActor(userId));
      request.log.info({ applicantUserId: userId }, 'applicant exported their data');
      const day = nowIso().slice(0, 10);
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="data-pribadi-${day}.json"`);
      return { exportedAt: nowIso(), account, ...exported };
    },
  );

  app.delete(
    '/user',
    {
      preHandler: app.requireApplicant(),
      config: { rateLimit: app.rateLimits.perIp(10, '15 minutes') },
      schema: {
        body: deleteAccountInputSchema,
        response: {
          204: z.null(),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const userId = request.applicant!.id;
      const hash = await repo.passwordHash(userId);
      if (!hash) throw notFound(privacyText.accountNotFound);
      // A stolen token alone must not be enough to erase an account.
      if (!(await verifyPassword(hash, request.body.password)))
        throw forbidden(privacyText.wrongPassword);
      await eraseApplicantAccount(app.db, app.storage, userId);
      request.log.info({ applicantUserId: userId }, 'applicant erased their account');
      clearApplicantPageCookie(request, reply);
      return reply.code(204).send(null);
    },
  );
};
