import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import { APPLICANT_VIEW_ROLES, VACANCY_ROLES } from '#common/roles';
import { idParamSchema } from '#common/schemas/common';
import {
  closingDateError,
  filterVacancies,
  isVacancyOpen,
  slugify,
  slugParamSchema,
  staffVacancySchema,
  vacancyInputSchema,
  vacancyListQuerySchema,
  vacancySchema,
  type VacancyValues,
} from '#common/schemas/vacancies';
import { vacanciesText as t } from '#common/texts/vacancies';

import { todayIn } from '#common/dates';

import { nowIso } from '../../lib/dates.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import {
  badRequest,
  conflict,
  errorResponses,
  HttpError,
  notFound,
} from '../../lib/http-errors.ts';
import { jsonCache } from '../../lib/json-cache.ts';
import { knownSet } from '../../domain/public-pages.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { publicVacancy, VACANCIES_CACHE_KEY } from '../../domain/vacancy-rows.ts';
import { refreshVacancyRequirementFlags } from '../../domain/applicant-requirements.ts';
import { vacanciesRepo } from './vacancies.repo.ts';
import { vacancyAutoClose } from './vacancy-auto-close.ts';

/**
 * Vacancies (docs/product.md §10): the public list and page data for
 * everyone, writes and drafts for VACANCY_ROLES, the staff list with applicant counts, and the
 * periodic task that closes a vacancy after its last day. Every write bumps the `lowongan`
 * cache version (docs/decisions/015), which the public pages' cache keys on.
 */
export const vacanciesRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = vacanciesRepo(app.db);
  const canWrite = app.requireStaff(VACANCY_ROLES);
  const today = () => todayIn(config.timeZone, app.clock());

  /** The staff member behind an optional token, when allowed to manage vacancies; else undefined. */
  async function staffViewer(request: FastifyRequest) {
    if (!request.headers.authorization) return undefined;
    try {
      await canWrite(request);
      return request.staff;
    } catch {
      return undefined; // an expired or foreign token reads what the public reads
    }
  }

  // The unfiltered public list: what /lowongan, the home page and the sitemap read on every view.
  const openList = jsonCache(
    vacancySchema.array(),
    async () => (await repo.listOpen(today())).map(publicVacancy),
    { name: VACANCIES_CACHE_KEY, versions: app.cacheVersions },
  );

  // The page cache keys /lowongan's filters and /lowongan/:slug only on values that exist
  // (docs/decisions/038): read again whenever a vacancy write bumps the version.
  app.pageCache.provideKnownValues(VACANCIES_CACHE_KEY, async () => {
    const [open, slugs] = await Promise.all([repo.listOpen(today()), repo.publicSlugs()]);
    return {
      'vacancy-cities': knownSet(open.map((vacancy) => vacancy.kota)),
      'vacancy-positions': knownSet(open.map((vacancy) => vacancy.posisi)),
      'vacancy-slugs': knownSet(slugs),
    };
  });

  app.get(
    '/lowongan',
    {
      schema: {
        querystring: vacancyListQuerySchema,
        response: { 200: vacancySchema.array(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { posisi, kota, q } = request.query;
      // Staff who manage vacancies read the expected answers too (docs/decisions/049).
      if (await staffViewer(request)) {
        reply.header('cache-control', 'private, no-store');
        return filterVacancies(await repo.listOpen(today()), request.query);
      }
      reply.header('cache-control', 'no-cache');
      if (!posisi && !kota && !q) return openList.send(reply);
      return filterVacancies((await repo.listOpen(today())).map(publicVacancy), request.query);
    },
  );

  app.get(
    '/lowongan/:slug',
    {
      schema: {
        params: slugParamSchema,
        response: { 200: vacancySchema, ...errorResponses(404, 410) },
      },
    },
    async (request, reply) => {
      const vacancy = await repo.findBySlug(request.params.slug);
      const staff = await staffViewer(request);
      if (!vacancy || (vacancy.status === 'draft' && !staff)) throw notFound(t.notFound);
      reply.header('cache-control', staff ? 'private, no-store' : 'no-cache');
      if (vacancy.status === 'draft') return vacancy;
      if (!isVacancyOpen(vacancy, today())) throw new HttpError(410, t.closed);
      return staff ? vacancy : publicVacancy(vacancy);
    },
  );

  app.get(
    '/staff/lowongan',
    // bos reads applicants, so may read the vacancies they applied to (never writes).
    {
      preHandler: app.requireStaff(APPLICANT_VIEW_ROLES),
      schema: { response: { 200: staffVacancySchema.array() } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return repo.listAllWithCounts();
    },
  );

  /** The stored form of a checked input: the date rule, then the sanitized description. */
  function toWrite(values: VacancyValues) {
    const dateError = closingDateError(values, today());
    if (dateError) throw badRequest(dateError);
    // Scripts, event handlers and javascript: links go (docs/decisions/021).
    const deskripsi = sanitizeHtml(values.deskripsi);
    if (!deskripsi) throw badRequest(t.deskripsiRequired);
    return { ...values, deskripsi };
  }

  app.post(
    '/lowongan',
    {
      preHandler: canWrite,
      schema: {
        body: vacancyInputSchema,
        response: { 201: vacancySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const values = toWrite(request.body);
      const vacancy = await repo.create(values, slugify(values.judul, values.kota), nowIso());
      await openList.invalidate();
      request.log.info({ vacancyId: vacancy.id, by: request.staff?.id }, 'vacancy created');
      return reply.code(201).send(vacancy);
    },
  );

  app.put(
    '/lowongan/:id',
    {
      preHandler: canWrite,
      schema: {
        params: idParamSchema,
        body: vacancyInputSchema,
        response: { 200: vacancySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const values = toWrite(request.body);
      const before = await repo.findById(request.params.id);
      const vacancy = await repo.update(request.params.id, values, nowIso());
      if (!vacancy) throw notFound(t.notFound);
      // Applications are judged against the vacancy's current requirements (docs/decisions/046).
      if (JSON.stringify(before?.syarat) !== JSON.stringify(vacancy.syarat))
        await refreshVacancyRequirementFlags(app.db, vacancy.id, nowIso());
      await openList.invalidate();
      request.log.info({ vacancyId: vacancy.id, by: request.staff?.id }, 'vacancy updated');
      return vacancy;
    },
  );

  app.delete(
    '/lowongan/:id',
    {
      preHandler: canWrite,
      schema: {
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await repo.remove(request.params.id);
      if (result === 'missing') throw notFound(t.notFound);
      if (result === 'has-applications') throw conflict(t.hasApplications);
      await openList.invalidate();
      request.log.info({ vacancyId: request.params.id, by: request.staff?.id }, 'vacancy deleted');
      return reply.code(204).send(null);
    },
  );

  vacancyAutoClose(app, repo, config.timeZone, () => openList.invalidate());
};
