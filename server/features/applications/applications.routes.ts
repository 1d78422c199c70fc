import { applicantInputSchema, isEligibleAge } from '#common/schemas/applicants';
import { evaluateRequirements, meetsAll, NO_REQUIREMENTS } from '#common/schemas/guard-hiring';
import { userIdParamSchema } from '#common/schemas/common';
import { myApplicationSchema, positionLabel } from '#common/schemas/recruiting';
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
import { readApplicantHistory } from '../../domain/applicant-history.ts';
import { applicantViewer, toApplicantDto } from '../../domain/applicant-rows.ts';
import { ICS_HEADERS, interviewFile } from '../../domain/interview-invitation.ts';
import { readRecruitingSettings } from '../../domain/recruiting-settings.ts';
import { applicationFacts } from '../../domain/applicant-requirements.ts';
import { ownDocuments } from '../../domain/applicant-documents.ts';
import { removeFiles } from '../../ports/storage.ts';
import { APPLICATION_UPLOADS } from '../../domain/application-uploads.ts';
import { StagedUploadsGone } from '../../domain/staged-uploads.ts';
import { applicationFiles, storeApplicationFiles } from './application-files.ts';
import { checkDocumentPdfs, checkGuardApplication, guardColumns } from './guard-fields.ts';
import { applicationsRepo } from './applications.repo.ts';
import { vacancyChoice } from './vacancy-choice.ts';
import { applicationVacancy } from '../../domain/vacancy-rows.ts';

/**
 * The applicant's side of /pelamar (docs/product.md §7): POST /pelamar sends the one application,
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

      // docs/decisions/031: an application to a vacancy takes the vacancy's position and answers its
      // screening questions (docs/product.md §10).
      const choice = await vacancyChoice(app.db, fields, localDate(new Date(), config.timeZone));

      // user_id and email come from the token; form values with those names are ignored (docs/api.md).
      const parsed = applicantInputSchema.safeParse(
        choice.vacancy ? { ...fields, posisi: choice.vacancy.posisi } : fields,
      );
      if (!parsed.success)
        throw badRequest(parsed.error.issues[0]?.message ?? apiErrorText.invalidInput);
      // persetujuan is checked by the schema and stored as a consent row, not in the application.
      const { persetujuan: _consent, ...input } = parsed.data;

      // Staff may close a position (docs/decisions/025); a closed one is refused even if a form offers it.
      // An open vacancy is an explicit opening of its own: it is taken whatever the setting says.
      const { openPositions } = await readRecruitingSettings(app.db);
      if (!choice.vacancy && !openPositions.includes(input.posisi))
        throw badRequest(recruitingText.positionClosedError(positionLabel(input.posisi)));

      // docs/decisions/048: files staged before (`berkas`) stand for the parts of their kind.
      const files = await applicationFiles(app.db, applicant.id, fields.berkas, uploads);
      const photo = files.foto?.[0];
      const resumes = files.resume ?? [];
      if (!photo || resumes.length === 0) throw badRequest(applicantsText.documentsEmptyText);

      // docs/product.md §5: age 21..38 inclusive on the day of submission in the company's time zone.
      const now = new Date();
      const today = localDate(now, config.timeZone);
      if (!isEligibleAge(input.tanggal_lahir, today)) throw badRequest(applicantsText.ageText);

      // docs/decisions/046: a vacancy's application carries the NIK, the KTP and what its
      // `syarat` asks; checked in full before any file is stored. A position only asks none.
      const guard = choice.vacancy
        ? checkGuardApplication(choice.vacancy.syarat, fields, files, input, today)
        : undefined;
      if (guard) await checkDocumentPdfs(guard.documents);

      // Cheap early answer; the UNIQUE user_id below is what really guarantees one application.
      if (await repo.findByUserId(applicant.id)) throw conflict(applicantsText.onlyOneApplication);

      const stored = await storeApplicationFiles(
        app.storage,
        photo,
        resumes,
        guard?.documents ?? [],
      );
      const createdAt = nowIso(() => now);
      const createdDay = localDate(createdAt, config.timeZone);
      // Short of a requirement (height, education, Gada, an old SKCK): stored and flagged.
      const meets = meetsAll(
        evaluateRequirements(
          choice.vacancy?.syarat ?? NO_REQUIREMENTS,
          applicationFacts(
            { ...input, ...guardColumns(guard?.values), jawaban: null },
            stored.dokumen.map((doc) => ({ ...doc, verifikasi: 'belum', catatan: null })),
            null,
          ),
          createdDay,
        ),
      );
      try {
        const row = await repo.createWithConsent({
          ...input,
          ...guardColumns(guard?.values),
          lowongan_id: choice.vacancy?.id ?? null,
          jawaban: choice.answers,
          memenuhi_syarat: choice.meets && meets,
          dokumen: stored.dokumen,
          user_id: applicant.id,
          email: applicant.email,
          foto: stored.foto,
          resume: stored.resume,
          created_at: createdAt,
          created_day: createdDay,
          staged: stored.claimed,
        });
        request.log.info({ applicantId: row.id, userId: applicant.id }, 'application submitted');
        // The same shape as GET /user/pelamar/:userId, so the career screens can use it as is.
        return reply.code(201).send({
          ...toApplicantDto(row, app.storage, applicantViewer(applicant.id)),
          lowongan: await applicationVacancy(app.db, row.lowongan_id),
          history: [],
          dokumen: await ownDocuments(app.db, row.id),
        });
      } catch (error) {
        // Only this request's files: staged ones stay staged for the next try (docs/decisions/048).
        await removeFiles(app.storage, stored.uploaded);
        if (error instanceof StagedUploadsGone) throw badRequest(applicantsText.stagedFilesGone);
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
