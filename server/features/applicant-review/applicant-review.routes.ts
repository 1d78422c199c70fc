import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

import { z } from 'zod';

import { todayIn } from '#common/dates';
import { APPLICANT_EDIT_ROLES, APPLICANT_EXPORT_ROLES, APPLICANT_VIEW_ROLES } from '#common/roles';
import { DEFAULT_PAGE_SIZE } from '#common/rules';
import {
  applicantSchema,
  applicantScheduleInputSchema,
  applicantStatusInputSchema,
  isValidSchedule,
} from '#common/schemas/applicants';
import {
  applicantDetailSchema,
  applicantsSummarySchema,
  recruitingListItemSchema,
  recruitingListQuerySchema,
} from '#common/schemas/recruiting';
import { idParamSchema, MAX_ROW_ID, okSchema } from '#common/schemas/common';
import { applicantsText } from '#common/texts/applicants';

import { eraseApplicantAccount } from '../../domain/applicant-erasure.ts';
import { readApplicantHistory } from '../../domain/applicant-history.ts';
import { acceptanceProblems } from '../../domain/applicant-requirements.ts';
import { type ApplicantsVersion, readApplicantsVersion } from '../../domain/applicants/version.ts';
import { sendInterviewInvitation } from '../../domain/interview-invitation.ts';
import { readRecruitingSettings } from '../../domain/recruiting-settings.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { nowIso } from '../../lib/dates.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { retentionDeadline } from '../../domain/retention.ts';
import type { ApplicantRow } from '../../db/schema.ts';
import { applicationFileKeys, staffViewer, toApplicantDto } from '../../domain/applicant-rows.ts';
import { removeFiles } from '../../ports/storage.ts';
import { notifyStatusChanged } from './applicant-notifications.ts';
import { applicantsCsv } from './applicant-export.ts';
import type { ApplicantFilters } from './applicant-filters.ts';
import { applicantReviewRepo } from './applicant-review.repo.ts';
import { applicantNotesRepo } from './applicant-notes.repo.ts';
import { guardDetail, listedNik } from './applicant-documents.routes.ts';
import { applicationVacancies, applicationVacancy } from '../../domain/vacancy-rows.ts';

/**
 * Staff review of applications (docs/product.md §2 admin applicant screens, §5, §6):
 * list with server-side filters and paging, detail, status and schedule saves, delete, CSV export
 * and the badge summary. The list and summary answer 304 when nothing changed, so the admin
 * layout's 10-second poll (docs/product.md §7) costs one small query.
 */

const summaryQuerySchema = z.object({
  sinceId: z.coerce
    .number()
    .int()
    .min(0, 'sinceId tidak valid')
    .max(MAX_ROW_ID, 'sinceId tidak valid')
    .optional(),
});
const exportQuerySchema = recruitingListQuerySchema.omit({
  page: true,
  pageSize: true,
  sort: true,
});
/** DELETE /pelamar/:id?hapusAkun=1 also erases the applicant's account (docs/decisions/022). */
const deleteQuerySchema = z.object({
  hapusAkun: z.enum(['0', '1'], { error: 'hapusAkun harus 0 atau 1' }).optional(),
});

const versionKey = (version: ApplicantsVersion) =>
  `${version.maxId}|${version.maxUpdatedAt}|${version.deletes}`;

/** A weak validator over the table's version and the request's own parameters. */
function etagOf(version: ApplicantsVersion, scope: string, params: unknown) {
  const hash = createHash('sha1')
    .update(`${scope}|${versionKey(version)}|${JSON.stringify(params)}`)
    .digest('base64url');
  return `W/"${hash.slice(0, 22)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || `W/${t}` === etag || t === etag.slice(2);
  });
}

export const applicantReviewRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = applicantReviewRepo(app.db, app.dbDialect);
  /** The staff view of a row: signed file URLs plus the retention date (docs/decisions/022). */
  const staffDto = (row: ApplicantRow, staffId: number) => ({
    ...toApplicantDto(row, app.storage, staffViewer(staffId)),
    retensi_hingga: retentionDeadline(row, config.retentionMonths),
  });
  const notesRepo = applicantNotesRepo(app.db);

  // Totals (X-Total-Count) per filter set, valid while the table's version stays the same: the
  // count is the one part of a list call that reads every matching row.
  const MAX_CACHED_COUNTS = 500;
  let countsVersion = '';
  const counts = new Map<string, number>();
  async function countFor(version: ApplicantsVersion, filters: ApplicantFilters) {
    const key = versionKey(version);
    if (key !== countsVersion) {
      counts.clear();
      countsVersion = key;
    }
    const filterKey = JSON.stringify(filters);
    const cached = counts.get(filterKey);
    if (cached !== undefined) return cached;
    const total = await repo.count(filters);
    if (counts.size >= MAX_CACHED_COUNTS) counts.clear();
    if (countsVersion === key) counts.set(filterKey, total);
    return total;
  }
  const canView = app.requireStaff(APPLICANT_VIEW_ROLES);
  const canEdit = app.requireStaff(APPLICANT_EDIT_ROLES);
  /** An edit of one application by APPLICANT_EDIT_ROLES that answers the saved application. */
  const applicantEdit = <Body extends z.ZodType>(body: Body) => ({
    preHandler: canEdit,
    schema: { params: idParamSchema, body, response: { 200: applicantSchema } },
  });

  app.get(
    '/pelamar',
    {
      preHandler: canView,
      schema: {
        querystring: recruitingListQuerySchema,
        response: { 200: z.array(recruitingListItemSchema), 304: z.null() },
      },
    },
    async (request, reply) => {
      const { page = 1, pageSize = DEFAULT_PAGE_SIZE, sort = 'newest', ...filters } = request.query;
      const version = await readApplicantsVersion(app.db);
      const etag = etagOf(version, 'list', [filters, page, pageSize, sort]);
      // Private: the answer depends on the staff token; no-cache: always revalidate with the ETag.
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'authorization');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      const offset = (page - 1) * pageSize;
      const rows = await repo.list(filters, { limit: pageSize, offset }, sort);
      // A short page already tells the total (a rare search term): skip the counting scan.
      const total =
        rows.length < pageSize && (rows.length > 0 || offset === 0)
          ? offset + rows.length
          : await countFor(version, filters);
      reply
        .header('x-total-count', String(total))
        .header('access-control-expose-headers', 'X-Total-Count');
      const vacancies = await applicationVacancies(
        app.db,
        rows.map((row) => row.lowongan_id),
      );
      return rows.map(({ updated_at, nik, ...row }) =>
        recruitingListItemSchema.parse({
          ...row,
          nik: listedNik(nik),
          lowongan: row.lowongan_id === null ? null : (vacancies.get(row.lowongan_id) ?? null),
          retensi_hingga: retentionDeadline(
            { status: row.status, updated_at },
            config.retentionMonths,
          ),
        }),
      );
    },
  );

  app.get(
    '/pelamar/summary',
    {
      preHandler: canView,
      schema: {
        querystring: summaryQuerySchema,
        response: { 200: applicantsSummarySchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const etag = etagOf(
        await readApplicantsVersion(app.db),
        'summary',
        request.query.sinceId ?? null,
      );
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'authorization');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return repo.summary(request.query.sinceId);
    },
  );

  app.get(
    '/pelamar/export.csv',
    {
      preHandler: app.requireStaff(APPLICANT_EXPORT_ROLES),
      schema: { querystring: exportQuerySchema },
    },
    async (request, reply) => {
      const filters: ApplicantFilters = request.query;
      const day = todayIn(config.timeZone, app.clock());
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pelamar-${day}.csv"`)
        .header('cache-control', 'no-store');
      const vacancies = await applicationVacancies(app.db);
      return reply.send(
        Readable.from(
          applicantsCsv(repo.exportRows(filters), config.timeZone, {
            vacancies,
            siteUrl: config.siteUrl,
          }),
        ),
      );
    },
  );

  app.get(
    '/pelamar/:id',
    {
      preHandler: canView,
      schema: { params: idParamSchema, response: { 200: applicantDetailSchema } },
    },
    async (request, reply) => {
      const row = await repo.findById(request.params.id);
      if (!row) throw notFound(applicantsText.notFound);
      // Signed file URLs expire: never let a cache keep them.
      reply.header('cache-control', 'no-store');
      const [history, notes, duplicate, lowongan] = await Promise.all([
        readApplicantHistory(app.db, row.id),
        notesRepo.list(row.id),
        repo.isDuplicate(row.id),
        applicationVacancy(app.db, row.lowongan_id),
      ]);
      return {
        ...staffDto(row, request.staff!.id),
        lowongan,
        history,
        notes,
        duplicate,
        ...(await guardDetail(app.db, app.storage, row, request.staff!.id)),
      };
    },
  );

  app.put('/pelamar/:id/status', applicantEdit(applicantStatusInputSchema), async (request) => {
    const current = await repo.findById(request.params.id);
    if (!current) throw notFound(applicantsText.notFound);
    // docs/product.md §5: a status save needs a valid interview schedule first (any status, any order).
    if (!isValidSchedule(current.jadwal_interview))
      throw badRequest(applicantsText.scheduleRequired);
    const { status, konfirmasi } = request.body;
    // The notice is queued in the save's transaction: no mail for a save that did not happen.
    const row = await app.db.transaction().execute(async (trx) => {
      // Accepting with an unmet requirement or a rejected document needs `konfirmasi: true`,
      // which the history keeps with the reasons (docs/decisions/052-guard-document-loop.md).
      const problems =
        status === 'Diterima' && current.status !== 'Diterima'
          ? await acceptanceProblems(trx, current)
          : [];
      if (problems.length > 0 && konfirmasi !== true)
        throw conflict(applicantsText.requirementsUnmet(problems), 'requirements_unmet');
      const author = {
        by: request.staff!.nama,
        at: nowIso(),
        ...(problems.length > 0 ? { keterangan: applicantsText.acceptedDespite(problems) } : {}),
      };
      const saved = await repo.setStatus(current.id, status, author, trx);
      if (saved && saved.status !== current.status)
        await notifyStatusChanged(app.mailer, request.log, saved, saved.status, trx);
      return saved;
    });
    if (!row) throw notFound(applicantsText.notFound);
    request.log.info(
      { applicantId: row.id, status: row.status, staffId: request.staff?.id },
      'applicant status changed',
    );
    return staffDto(row, request.staff!.id);
  });

  app.put('/pelamar/:id/jadwal', applicantEdit(applicantScheduleInputSchema), async (request) => {
    // The schema already refused an invalid value with 'Silakan isi jadwal interview terlebih dahulu'.
    // Stored as the local wall-clock text of config.timeZone (docs/decisions/009-csv-export.md, "Schedules").
    const jadwal = request.body.jadwal_interview;
    const current = await repo.findById(request.params.id);
    if (!current) throw notFound(applicantsText.notFound);
    const author = { by: request.staff!.nama, at: nowIso() };
    const settings = await readRecruitingSettings(app.db);
    const row = await app.db.transaction().execute(async (trx) => {
      const saved = await repo.setSchedule(current.id, jadwal, author, trx);
      // docs/decisions/025: a new schedule is an interview invitation with interview.ics attached, queued
      // in the save's transaction.
      if (saved && saved.jadwal_interview !== current.jadwal_interview)
        await sendInterviewInvitation(
          app.mailer,
          request.log,
          saved,
          jadwal,
          { settings, timeZone: config.timeZone, siteUrl: config.siteUrl },
          trx,
        );
      return saved;
    });
    if (!row) throw notFound(applicantsText.notFound);
    request.log.info(
      { applicantId: row.id, staffId: request.staff?.id },
      'applicant interview scheduled',
    );
    return staffDto(row, request.staff!.id);
  });

  app.delete(
    '/pelamar/:id',
    {
      preHandler: canEdit,
      schema: {
        params: idParamSchema,
        querystring: deleteQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const row = await repo.remove(request.params.id);
      if (!row) throw notFound(applicantsText.notFound);
      // After the row is gone: a failed file removal leaves an orphan file, never a dangling row.
      await removeFiles(app.storage, [...applicationFileKeys(row), ...row.documentKeys]);
      // Staff may erase the applicant's account too (consents, sessions, reset links) (docs/decisions/022).
      const isAccountErased =
        request.query.hapusAkun === '1' &&
        (await eraseApplicantAccount(app.db, app.storage, row.user_id));
      request.log.info(
        { applicantId: row.id, staffId: request.staff?.id, isAccountErased },
        'applicant deleted',
      );
      return { success: true as const, message: applicantsText.deleted };
    },
  );
};
