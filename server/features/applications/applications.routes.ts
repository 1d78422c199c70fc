import { userIdParamSchema } from '#common/schemas/common';
import { myApplicationSchema } from '#common/schemas/recruiting';
import { applicantsText } from '#common/texts/applicants';
import { apiErrorText } from '#common/texts/common';
import { recruitingText } from '#common/texts/recruiting';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { errorResponses, forbidden, notFound } from '../../lib/http-errors.ts';
import { readApplicantHistory } from '../../domain/applicant-history.ts';
import { applicantViewer, toApplicantDto } from '../../domain/applicant-rows.ts';
import { ownDocuments } from '../../domain/applicant-documents.ts';
import { APPLICATION_UPLOADS } from '../../domain/application-uploads.ts';
import { applicationsRepo } from '../../domain/applications.repo.ts';
import { ICS_HEADERS, interviewFile } from '../../domain/interview-invitation.ts';
import { submitApplication } from '../../domain/submit-application.ts';
import { applicationVacancy } from '../../domain/vacancy-rows.ts';

/**
 * The applicant's side of /pelamar (docs/product.md §7): POST /pelamar sends the one application
 * (the use case is submitApplication, server/domain/submit-application.ts; the route reads the
 * multipart request and answers),
 * GET /user/pelamar/:userId reads it back with its history, GET /user/pelamar/:userId/interview.ics
 * downloads the interview. Staff review lives in the applicant-review feature.
 */

/** Submissions one applicant may send per 10 minutes (one succeeds; the rest fix mistakes). */
const APPLICATIONS_PER_APPLICANT = 5;

export const applicationsRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = applicationsRepo(app.db);

  app.post(
    '/pelamar',
    {
      preHandler: app.requireApplicant(),
      // Per applicant, after the token is checked (docs/decisions/032): parallel submissions of
      // one account no longer each decode a photo before the unique index refuses them.
      config: {
        rateLimit: app.rateLimits.perApplicant(APPLICATIONS_PER_APPLICANT, '10 minutes', 'pelamar'),
      },
      schema: {
        response: {
          201: myApplicationSchema,
          ...errorResponses(400, 401, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const applicant = request.applicant!;
      const { fields, files: uploads } = await app.readMultipart(request, APPLICATION_UPLOADS);
      const row = await submitApplication(app.db, app.storage, {
        applicant,
        fields,
        uploads,
        now: new Date(),
        timeZone: config.timeZone,
      });
      request.log.info({ applicantId: row.id, userId: applicant.id }, 'application submitted');
      // The same shape as GET /user/pelamar/:userId, so the career screens can use it as is.
      return reply.code(201).send({
        ...toApplicantDto(row, app.storage, applicantViewer(applicant.id)),
        lowongan: await applicationVacancy(app.db, row.lowongan_id),
        history: [],
        dokumen: await ownDocuments(app.db, row.id),
      });
    },
  );

  app.get(
    '/user/pelamar/:userId',
    {
      preHandler: app.requireApplicant(),
      schema: {
        params: userIdParamSchema,
        response: {
          200: myApplicationSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      if (request.params.userId !== request.applicant!.id) throw forbidden(apiErrorText.forbidden);
      const row = await repo.findByUserId(request.params.userId);
      if (!row) throw notFound(applicantsText.notFound);
      reply.header('cache-control', 'private, no-store');
      // The applicant sees each change of their own application with its date (docs/decisions/025).
      const history = (await readApplicantHistory(app.db, row.id)).map(
        ({ by: _by, keterangan: _keterangan, ...entry }) => entry,
      );
      return {
        ...toApplicantDto(row, app.storage, applicantViewer(row.user_id)),
        lowongan: await applicationVacancy(app.db, row.lowongan_id),
        history,
        dokumen: await ownDocuments(app.db, row.id),
      };
    },
  );

  app.get(
    '/user/pelamar/:userId/interview.ics',
    { preHandler: app.requireApplicant(), schema: { params: userIdParamSchema } },
    async (request, reply) => {
      if (request.params.userId !== request.applicant!.id) throw forbidden(apiErrorText.forbidden);
      const row = await repo.findByUserId(request.params.userId);
      if (!row) throw notFound(applicantsText.notFound);
      const file = await interviewFile(app.db, row, config);
      if (!file) throw notFound(recruitingText.noSchedule);
      return reply.headers(ICS_HEADERS).send(file);
    },
  );
};
