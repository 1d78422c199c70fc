import { z } from 'zod';

import { CONTENT_ROLES } from '#common/roles';
import { idParamSchema } from '#common/schemas/common';
import {
  type RevisionData,
  revisionDetailSchema,
  revisionHistorySchema,
  revisionItemParamsSchema,
  revisionParamsSchema,
  restoreInputSchema,
  TRASH_DAYS,
  trashEntrySchema,
} from '#common/schemas/revisions';
import { revisionsText } from '#common/texts/revisions';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { badRequest, conflict, errorResponses, notFound } from '../../lib/http-errors.ts';
import { revisionsRepo } from './revisions.repo.ts';
import { purgeExpiredTrash, removeUnusedFiles } from './trash-purge.ts';

const DAY_MS = 24 * 3600_000;

/**
 * Revisions and the trash for editors (docs/decisions/034): an item's history, one
 * revision next to the current state, 'Pulihkan' (itself a new revision; the audit log records
 * the POST), and the 'Sampah' list with its restore. Content roles only.
 */
export const revisionsRoutes: FeaturePlugin = async (app) => {
  const repo = revisionsRepo(app.db);
  const { store, entities } = app.revisions;
  const canEdit = app.requireStaff(CONTENT_ROLES);
  const now = () => app.clock().toISOString();

  // Daily, on one instance: the trash keeps 30 days; then files that nothing names go.
  app.jobs.every('revisions-purge', DAY_MS, async ({ now: at, log }) => {
    const purged = await purgeExpiredTrash(app.db, at);
    const removed = await removeUnusedFiles(app.db, (url) => app.storage.remove(url));
    if (purged || removed) log.info({ purged, removed }, 'trash purged');
  });

  function storeFor(entity: keyof typeof entities, itemId: string) {
    const found = entities[entity];
    if (!found.isItemId(itemId)) throw badRequest(revisionsText.itemInvalid);
    return found;
  }

  /** Claims the edit counter (409 when the editor's version is stale) or counts the change. */
  async function claimOrBump(entity: string, itemId: string, version: number | undefined) {
    if (version === undefined) return store.bump(entity, itemId);
    if (!(await store.claim(entity, itemId, version))) throw conflict(revisionsText.staleVersion);
  }

  app.get(
    '/revisions/:entity/:itemId',
    {
      preHandler: canEdit,
      schema: {
        params: revisionItemParamsSchema,
        response: { 200: revisionHistorySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { entity, itemId } = request.params;
      const current = (await storeFor(entity, itemId).snapshot(app.db, itemId)) ?? null;
      reply.header('cache-control', 'no-store');
      return {
        entity,
        itemId,
        version: await store.version(entity, itemId),
        current,
        revisions: await repo.list(entity, itemId),
      };
    },
  );

  app.get(
    '/revisions/:entity/:itemId/:revisionId',
    {
      preHandler: canEdit,
      schema: {
        params: revisionParamsSchema,
        response: { 200: revisionDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { entity, itemId, revisionId } = request.params;
      const found = storeFor(entity, itemId);
      const revision = await repo.find(entity, itemId, revisionId);
      if (!revision) throw notFound(revisionsText.revisionNotFound);
      reply.header('cache-control', 'no-store');
      return { ...revision, current: (await found.snapshot(app.db, itemId)) ?? null };
    },
  );

  app.post(
    '/revisions/:entity/:itemId/:revisionId/restore',
    {
      preHandler: canEdit,
      schema: {
        params: revisionParamsSchema,
        body: restoreInputSchema,
        response: { 200: revisionHistorySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { entity, itemId, revisionId } = request.params;
      const found = storeFor(entity, itemId);
      const revision = await repo.find(entity, itemId, revisionId);
      if (!revision) throw notFound(revisionsText.revisionNotFound);
      const current = await found.snapshot(app.db, itemId);
      if (!current) throw conflict(revisionsText.revisionOfDeletedItem);
      await claimOrBump(entity, itemId, request.body?.version);
      const at = now();
      await found.write(app.db, itemId, revision.data, at);
      const actor = app.revisions.actorOf(request);
      const data = (await found.snapshot(app.db, itemId)) ?? revision.data;
      await store.record({ entity, itemId, action: 'restore', data, actor, at }, current);
      await retireReplaced(found.files(current), found.files(data), at);
      await app.revisions.bumpCaches(found.cacheNames(itemId, data));
      request.log.info({ entity, itemId, revisionId, by: actor.id }, 'revision restored');
      return {
        entity,
        itemId,
        version: await store.version(entity, itemId),
        current: data,
        revisions: await repo.list(entity, itemId),
      };
    },
  );

  async function retireReplaced(before: string[], after: string[], at: string) {
    const kept = new Set(after);
    await store.retireFiles(
      before.filter((url) => !kept.has(url)),
      at,
    );
  }

  app.get(
    '/trash',
    {
      preHandler: canEdit,
      schema: { response: { 200: z.array(trashEntrySchema), ...errorResponses(401, 403) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await repo.trash();
      return rows.map((row) => ({
        ...row,
        label: entities[row.entity].label(row.data),
        purge_at: new Date(Date.parse(row.deleted_at) + TRASH_DAYS * DAY_MS).toISOString(),
      }));
    },
  );

  app.post(
    '/trash/:id/restore',
    {
      preHandler: canEdit,
      schema: {
        params: idParamSchema,
        response: {
          200: trashEntrySchema.omit({ purge_at: true }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const entry = await repo.trashEntry(request.params.id);
      if (!entry) throw notFound(revisionsText.trashNotFound);
      const found = entities[entry.entity];
      if (await found.snapshot(app.db, entry.item_id))
        throw conflict(revisionsText.trashItemExists);
      const at = now();
      // One transaction: the item is written back first, then the entry is taken out, so a
      // failed write leaves the entry in the trash. The entry is locked first on PostgreSQL
      // (SQLite serialises writers), so of concurrent restores one writes and the rest get 404.
      await app.db.transaction().execute(async (trx) => {
        const inTrx = revisionsRepo(trx);
        if (!(await inTrx.lockTrashEntry(entry.id, app.dbDialect === 'postgres')))
          throw notFound(revisionsText.trashNotFound);
        await found.write(trx, entry.item_id, entry.data as RevisionData, at);
        if (!(await inTrx.takeFromTrash(entry.id))) throw notFound(revisionsText.trashNotFound);
      });
      const actor = app.revisions.actorOf(request);
      await store.record({
        entity: entry.entity,
        itemId: entry.item_id,
        action: 'restore',
        data: entry.data,
        actor,
        at,
      });
      await store.bump(entry.entity, entry.item_id);
      await app.revisions.bumpCaches(found.cacheNames(entry.item_id, entry.data));
      request.log.info({ entity: entry.entity, itemId: entry.item_id }, 'restored from trash');
      return { ...entry, label: found.label(entry.data) };
    },
  );
};
