import { CONTENT_ROLES } from '#common/roles';
import type { PageSlug } from '#common/rules';
import { counterpartPath, localized } from '#common/lang';
import { langQuerySchema } from '#common/schemas/common';
import {
  pageDraftInputSchema,
  pageDraftParamsSchema,
  pageDraftStateSchema,
  pageVersionInputSchema,
  scheduleInputSchema,
} from '#common/schemas/revisions';
import { pagesText } from '#common/texts/pages';
import { pageDraftsText, revisionsText } from '#common/texts/revisions';

import type { FeaturePlugin } from '../../lib/feature.ts';
import {
  badRequest,
  conflict,
  errorResponses,
  HttpError,
  notFound,
} from '../../lib/http-errors.ts';
import { firstParagraphText, sanitizeHtml } from '../../lib/sanitize-html.ts';
import { zonedToUtc } from '../../lib/dates.ts';
import { JobRefused } from '../../domain/job-store.ts';
import type { Actor } from '../../domain/revision-store.ts';
import { pageDraftsRepo } from './page-drafts.repo.ts';
import { pagesRepo } from './pages.repo.ts';

const PUBLISH_JOB = 'pages.publish';
const ENTITY = 'page';

/** Where the public sees each page. */
/** A page's state as its revisions keep it: both languages. */
const pageState = (page: {
  title: string;
  content: string;
  title_en: string | null;
  content_en: string | null;
}) => ({
  title: page.title,
  content: page.content,
  title_en: page.title_en,
  content_en: page.content_en,
});

export function publicPathOf(slug: PageSlug) {
  return slug.startsWith('layanan-') ? `/layanan/${slug.slice('layanan-'.length)}` : `/${slug}`;
}

/**
 * Drafts, preview and scheduled publication of the pages (docs/decisions/034). The
 * public answer of GET /pages/:slug stays the published text; these routes are for content
 * roles. Every write compares the editor's `version` when sent (409 when someone else saved).
 */
export const pageDraftsRoutes: FeaturePlugin = async (app, { config }) => {
  const drafts = pageDraftsRepo(app.db);
  const pages = pagesRepo(app.db);
  const canEdit = app.requireStaff(CONTENT_ROLES);
  const { store } = app.revisions;
  const now = () => app.clock();

  async function claimOrBump(slug: string, version: number | undefined) {
    if (version === undefined) return store.bump(ENTITY, slug);
    if (!(await store.claim(ENTITY, slug, version))) throw conflict(revisionsText.staleVersion);
  }

  /** Claims the page for a write to its draft (a scheduled one when `scheduled`): 404 without. */
  async function claimDraft(slug: string, version: number | undefined, scheduled = false) {
    const draft = await drafts.find(slug);
    if (!draft || (scheduled && !draft.publish_at)) throw notFound(pageDraftsText.noDraft);
    await claimOrBump(slug, version);
  }

  async function state(slug: PageSlug) {
    const [published, draft, version] = await Promise.all([
      pages.find(slug),
      drafts.find(slug),
      store.version(ENTITY, slug),
    ]);
    if (!published) throw notFound(pagesText.notFound);
    return {
      slug,
      version,
      published: {
        title: published.title,
        content: published.content,
        title_en: published.title_en,
        content_en: published.content_en,
      },
      draft: draft
        ? {
            title: draft.title,
            content: draft.content,
            title_en: draft.title_en,
            content_en: draft.content_en,
            saved_by: draft.saved_by,
            saved_at: draft.saved_at,
          }
        : null,
      publish_at: draft?.publish_at ?? null,
    };
  }

  /** Publishes the draft (all of it, or only the one scheduled for that time), then records it. */
  async function publish(slug: PageSlug, actor: Actor, onlyIfScheduledAt?: string) {
    const done = await drafts.publish(slug, onlyIfScheduledAt);
    if (!done) return false;
    const at = now().toISOString();
    await store.record(
      {
        entity: ENTITY,
        itemId: slug,
        action: 'publish',
        data: pageState(done.page),
        actor,
        at,
      },
      pageState(done.before),
    );
    await app.revisions.bumpCaches(app.revisions.entities.page.cacheNames(slug, {}));
    return true;
  }

  // A scheduled publication: the job table claims it with a lease, so it survives a restart and
  // one instance runs it; the draft's publish_at must still be the one scheduled.
  app.jobs.define<{ slug: PageSlug; publishAt: string }>(
    PUBLISH_JOB,
    async ({ slug, publishAt }, { log }) => {
      const draft = await drafts.find(slug);
      if (draft?.publish_at !== publishAt) return; // rescheduled, cancelled or already published
      const scheduler = draft.scheduled_by_id
        ? await app.db
            .selectFrom('staff_users')
            .select(['id', 'nama', 'role', 'is_active'])
            .where('id', '=', draft.scheduled_by_id)
            .executeTakeFirst()
        : undefined;
      // The author must still be allowed to publish when the time comes: an account deleted,
      // deactivated or moved to a role without content rights since scheduling publishes nothing.
      // The draft stays (unscheduled) for an editor; the job fails with the reason, no names.
      const refusal = !scheduler
        ? 'the author of the schedule no longer exists'
        : !scheduler.is_active
          ? 'the author of the schedule is deactivated'
          : !(CONTENT_ROLES as readonly string[]).includes(scheduler.role)
            ? 'the author of the schedule may no longer publish pages'
            : undefined;
      if (refusal || !scheduler) {
        if (await drafts.unschedule(slug, publishAt)) await store.bump(ENTITY, slug);
        log.warn({ slug, staffId: draft.scheduled_by_id, refusal }, 'scheduled page not published');
        throw new JobRefused(`not published: ${refusal}`);
      }
      const actor: Actor = { id: scheduler.id, nama: scheduler.nama, role: scheduler.role };
      if (!(await publish(slug, actor, publishAt))) return;
      await store.bump(ENTITY, slug);
      await app.db
        .insertInto('audit_log')
        .values({
          actor_id: actor.id,
          actor: actor.nama,
          role: actor.role,
          action: `JOB ${PUBLISH_JOB}`,
          target: slug,
          created_at: now().toISOString(),
        })
        .execute();
      log.info({ slug }, 'scheduled page published');
    },
  );

  const errors = errorResponses(400, 401, 403, 404, 409);
  const stateAnswer = { 200: pageDraftStateSchema, ...errors };
  const params = pageDraftParamsSchema;
  // A write that sends nothing but the editor's version.
  const versionOnly = {
    preHandler: canEdit,
    schema: { params, body: pageVersionInputSchema, response: stateAnswer },
  };

  app.get(
    '/pages/:slug/draft',
    { preHandler: canEdit, schema: { params, response: stateAnswer } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return state(request.params.slug);
    },
  );

  app.put(
    '/pages/:slug/draft',
    { preHandler: canEdit, schema: { params, body: pageDraftInputSchema, response: stateAnswer } },
    async (request) => {
      const { slug } = request.params;
      const published = await pages.find(slug);
      if (!published) throw notFound(pagesText.notFound);
      await claimOrBump(slug, request.body.version);
      const { title, content, title_en, content_en } = request.body;
      // A draft is the whole page in both languages: an English field not sent keeps the
      // published English text, as the Indonesian title does (docs/decisions/043).
      const englishContent = content_en === undefined ? published.content_en : content_en;
      await drafts.save(slug, {
        title: title || published.title,
        content: sanitizeHtml(content),
        title_en: title_en === undefined ? published.title_en : title_en,
        content_en: englishContent && (sanitizeHtml(englishContent) || null),
        savedBy: request.staff?.nama ?? null,
        at: now().toISOString(),
      });
      return state(slug);
    },
  );

  app.delete('/pages/:slug/draft', versionOnly, async (request) => {
    const { slug } = request.params;
    await claimDraft(slug, request.body?.version);
    await drafts.discard(slug);
    return state(slug);
  });

  app.post('/pages/:slug/publish', versionOnly, async (request) => {
    const { slug } = request.params;
    await claimDraft(slug, request.body?.version);
    if (!(await publish(slug, app.revisions.actorOf(request))))
      throw notFound(pageDraftsText.noDraft);
    request.log.info({ slug, by: request.staff?.id }, 'page draft published');
    return state(slug);
  });

  app.post(
    '/pages/:slug/schedule',
    { preHandler: canEdit, schema: { params, body: scheduleInputSchema, response: stateAnswer } },
    async (request) => {
      const { slug } = request.params;
      const publishAt = zonedToUtc(request.body.publishAt, config.timeZone);
      if (Number.isNaN(publishAt.getTime())) throw badRequest(pageDraftsText.scheduleInvalid);
      if (publishAt.getTime() <= now().getTime()) throw badRequest(pageDraftsText.scheduleInPast);
      if (!(await drafts.find(slug))) throw badRequest(pageDraftsText.draftRequiredToSchedule);
      await claimOrBump(slug, request.body.version);
      const iso = publishAt.toISOString();
      // The job commits with the schedule: a schedule never exists without its job.
      await app.db.transaction().execute(async (trx) => {
        await pageDraftsRepo(trx).schedule(slug, iso, request.staff?.id ?? null);
        await app.jobs.enqueue(
          PUBLISH_JOB,
          { slug, publishAt: iso },
          { executor: trx, runAt: publishAt },
        );
      });
      request.log.info({ slug, publishAt: iso }, 'page publication scheduled');
      return state(slug);
    },
  );

  app.delete('/pages/:slug/schedule', versionOnly, async (request) => {
    const { slug } = request.params;
    await claimDraft(slug, request.body?.version, true);
    await drafts.schedule(slug, null, null);
    return state(slug);
  });

  // 'Pratinjau': the public page rendered by the same code, with the draft in place of the
  // published text. Staff only (a bearer token), never cached, never indexed.
  app.get(
    '/pages/:slug/preview',
    { preHandler: canEdit, schema: { params, querystring: langQuerySchema } },
    async (request, reply) => {
      const { slug } = request.params;
      const { lang } = request.query;
      const draft = await drafts.find(slug);
      if (!draft) throw notFound(pageDraftsText.noDraft);
      if (!app.renderWebPage) throw new HttpError(503, pageDraftsText.previewUnavailable);
      // The page as the public read answers it in `lang` (English per field, docs/decisions/043).
      const shown = localized(draft, ['title', 'content'], lang);
      const page = {
        slug,
        title: shown.title,
        content: shown.content,
        summary: firstParagraphText(shown.content),
        title_en: draft.title_en,
        content_en: draft.content_en,
        translated: Boolean(draft.title_en?.trim() && draft.content_en?.trim()),
      };
      const path = publicPathOf(slug);
      const html =
        lang === 'en'
          ? await app.renderWebPage(counterpartPath(path), { [`/pages/${slug}?lang=en`]: page })
          : await app.renderWebPage(path, { [`/pages/${slug}`]: page });
      return reply
        .headers({
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'x-robots-tag': 'noindex, nofollow',
        })
        .send(html.replace(/<head>/i, '<head><meta name="robots" content="noindex, nofollow">'));
    },
  );
};
