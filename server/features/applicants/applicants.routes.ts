import { applicantInputSchema, isEligibleAge } from '#common/schemas/applicants';
import { userIdParamSchema } from '#common/schemas/common';
import { myApplicationSchema, positionLabel } from '#common/schemas/recruiting';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, MAX_RESUME_FILES } from '#common/rules';
import { applicantsText } from '#common/texts/applicants';
import { apiErrorText } from '#common/texts/common';
import { recruitingText } from '#common/texts/recruiting';

import { localDate, nowIso } from '../../lib/dates.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import {
  badRequest,
  conflict,
  errorResponses,
  forbidden,
  isUniqueViolation,
  notFound,
} from '../../lib/http-errors.ts';
import { applicantViewer, toApplicantDto } from '../../domain/applicant-rows.ts';
import { removeFiles } from '../../plugins/storage.ts';
import { storeApplicationFiles } from './applicant-files.ts';
import { applicantsRepo } from './applicants.repo.ts';
import { recruitingRepo } from './applicants-recruiting.repo.ts';
import { vacancyChoice } from './vacancy-choice.ts';

/**
 * The applicant's side of /pelamar (SPEC §7): POST /pelamar sends the one application,
 * GET /user/pelamar/:userId reads it back. The staff side lives in its own routes file.
 */

const UPLOAD_SPEC = {
  foto: { kind: 'image', maxBytes: MAX_IMAGE_BYTES, maxFiles: 1 },
  resume: { kind: 'document', maxBytes: MAX_DOCUMENT_BYTES, maxFiles: MAX_RESUME_FILES },
} as const;

/** Submissions one applicant may send per 10 minutes (one succeeds; the rest fix mistakes). */
const APPLICATIONS_PER_APPLICANT = 5;

export const applicantsRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = applicantsRepo(app.db);
  const recruiting = recruitingRepo(app.db, app.dbDialect);

  app.post(
    '/pelamar',
    {
      preHandler: app.requireApplicant(),
      // Per applicant, after the token is checked (issue 18 item 8): parallel submissions of
      // one account no longer each decode a photo before the unique index refuses them.
      config: {
        rateLimit: {
          ...app.rateLimits.perIp(APPLICATIONS_PER_APPLICANT, '10 minutes'),
          hook: 'preHandler',
          keyGenerator: (request) => `pelamar-${request.applicant?.id ?? request.ip}`,
        },
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
      const { fields, files } = await app.readMultipart(request, UPLOAD_SPEC);

      // Issue 17: an application to a vacancy takes the vacancy's position and answers its
      // screening questions (CONTRACT 'Applying to a vacancy').
      const choice = await vacancyChoice(app.db, fields, localDate(new Date(), config.timeZone));

      // user_id and email come from the token; form values with those names are ignored (CONTRACT).
      const parsed = applicantInputSchema.safeParse(
        choice.vacancy ? { ...fields, posisi: choice.vacancy.posisi } : fields,
      );
      if (!parsed.success)
        throw badRequest(parsed.error.issues[0]?.message ?? apiErrorText.invalidInput);
      // persetujuan is checked by the schema and stored as a consent row, not in the application.
      const { persetujuan: _consent, ...input } = parsed.data;

      // Issue 11: staff may close a position; a closed one is refused even if a form offers it.
      // An open vacancy is an explicit opening of its own: it is taken whatever the setting says.
      const { openPositions } = await recruiting.settings();
      if (!choice.vacancy && !openPositions.includes(input.posisi))
        throw badRequest(recruitingText.positionClosedError(positionLabel(input.posisi)));

      const photo = files.foto?.[0];
      const resumes = files.resume ?? [];
      if (!photo || resumes.length === 0) throw badRequest(applicantsText.documentsEmptyText);

      // SPEC §5: age 21..38 inclusive on the day of submission in the company's time zone.
      const now = new Date();
      if (!isEligibleAge(input.tanggal_lahir, localDate(now, config.timeZone)))
        throw badRequest(applicantsText.ageText);

      // Cheap early answer; the UNIQUE user_id below is what really guarantees one application.
      if (await repo.findByUserId(applicant.id)) throw conflict(applicantsText.onlyOneApplication);

      const stored = await storeApplicationFiles(app.storage, photo, resumes);
      const createdAt = nowIso(() => now);
      try {
        const row = await repo.createWithConsent({
          ...input,
          lowongan_id: choice.vacancy?.id ?? null,
          jawaban: choice.answers,
          memenuhi_syarat: choice.meets,
          user_id: applicant.id,
          email: applicant.email,
          foto: stored.foto,
          resume: stored.resume,
          created_at: createdAt,
          created_day: localDate(createdAt, config.timeZone),
        });
        request.log.info({ applicantId: row.id, userId: applicant.id }, 'application submitted');
        // The same shape as GET /user/pelamar/:userId, so the career screens can use it as is.
        return reply.code(201).send({
          ...toApplicantDto(row, app.storage, applicantViewer(applicant.id)),
          history: [],
        });
      } catch (error) {
        await removeFiles(app.storage, [stored.foto, ...stored.resume]);
        if (isUniqueViolation(error)) throw conflict(applicantsText.onlyOneApplication);
        throw error;
      }
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
      // Issue 11: the applicant sees each change of their own application with its date.
      const history = (await recruiting.history(row.id)).map(({ by: _by, ...entry }) => entry);
      return { ...toApplicantDto(row, app.storage, applicantViewer(row.user_id)), history };
    },
  );
};
