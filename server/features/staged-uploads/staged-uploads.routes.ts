import { randomBytes } from 'node:crypto';

import { MAX_STAGED_UPLOADS } from '#common/rules';
import { stagedUploadSchema } from '#common/schemas/applicants';
import { applicantsText } from '#common/texts/applicants';
import { apiErrorText } from '#common/texts/common';

import type { FeaturePlugin } from '../../lib/feature.ts';
import {
  badRequest,
  conflict,
  errorResponses,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-errors.ts';
import { isDocumentKind } from '../../domain/applicant-documents.ts';
import { findApplicationOf } from '../../domain/applicants/rows.ts';
import {
  APPLICATION_UPLOADS,
  incompletePdfProblem,
  isApplicationFileKind,
  storeApplicationFile,
} from '../../domain/application-uploads.ts';
import { removeFiles } from '../../ports/storage.ts';
import { purgeStagedUploads } from './staged-uploads-purge.ts';
import { stagedUploadsRepo } from './staged-uploads.repo.ts';

/**
 * POST /pelamar/berkas: one file of an application, sent as soon as the applicant chooses it and
 * claimed later by POST /pelamar's `berkas` (docs/decisions/048-files-sent-as-chosen.md). The
 * file passes the checks its part passes in POST /pelamar and is stored the same way.
 */

/** Requests one applicant may send per 10 minutes: a full form and its retries (docs/decisions/032). */
const STAGINGS_PER_APPLICANT = 40;

/** The application's parts, each read up to twice so a second file is told apart (400, not 413). */
const STAGING_UPLOADS = Object.fromEntries(
  Object.entries(APPLICATION_UPLOADS).map(([field, spec]) => [field, { ...spec, maxFiles: 2 }]),
);

const HOUR = 3600_000;

export const stagedUploadsRoutes: FeaturePlugin = async (app) => {
  const repo = stagedUploadsRepo(app.db, app.dbDialect);

  app.post(
    '/pelamar/berkas',
    {
      preHandler: app.requireApplicant(),
      // Per applicant, after the token is checked, as POST /pelamar (docs/decisions/032).
      config: {
        rateLimit: app.rateLimits.perApplicant(STAGINGS_PER_APPLICANT, '10 minutes', 'berkas'),
      },
      schema: {
        response: {
          201: stagedUploadSchema,
          ...errorResponses(400, 401, 409, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const applicant = request.applicant!;
      const { files } = await app.readMultipart(request, STAGING_UPLOADS);
      const parts = Object.entries(files).flatMap(([jenis, list]) =>
        list.map((file) => ({ jenis, file })),
      );
      if (parts.length === 0) throw badRequest(applicantsText.stageNoFile);
      if (parts.length > 1) throw badRequest(applicantsText.stageOneFileOnly);
      const { jenis, file } = parts[0];
      if (!isApplicationFileKind(jenis)) throw badRequest(applicantsText.stageNoFile);

      // Cheap early answers; the cap is really held by insertWithinCap's transaction.
      if (await findApplicationOf(app.db, applicant.id))
        throw conflict(applicantsText.onlyOneApplication, 'already_applied');
      if ((await repo.count(applicant.id)) >= MAX_STAGED_UPLOADS)
        throw tooManyRequests(applicantsText.tooManyStagedFiles);
      const problem = isDocumentKind(jenis) && (await incompletePdfProblem(jenis, file));
      if (problem) throw badRequest(problem);

      const key = await storeApplicationFile(app.storage, jenis, file);
      // 128 random bits: the client's handle, never the storage key (docs/decisions/048).
      const id = randomBytes(16).toString('base64url');
      let outcome: Awaited<ReturnType<typeof repo.insertWithinCap>>;
      try {
        outcome = await repo.insertWithinCap({
          id,
          user_id: applicant.id,
          jenis,
          file_key: key,
          created_at: app.clock().toISOString(),
        });
      } catch (error) {
        await removeFiles(app.storage, [key]);
        throw error;
      }
      if (outcome !== 'stored') {
        await removeFiles(app.storage, [key]);
        if (outcome === 'full') throw tooManyRequests(applicantsText.tooManyStagedFiles);
        throw unauthorized(apiErrorText.unauthorized);
      }
      return reply.code(201).send({ id, jenis });
    },
  );

  // Unclaimed files go a day after they were sent; hourly, like the spool sweep.
  app.jobs.every('staged-uploads-purge', HOUR, async ({ now, log }) => {
    const removed = await purgeStagedUploads(app.db, app.storage, now);
    if (removed) log.info({ removed }, 'unclaimed staged files removed');
  });
};
