import type {
  FastifyInstance,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';

import {
  type RevisionData,
  type RevisionEntity,
  VERSION_HEADER,
  versionSchema,
} from '#common/schemas/revisions';
import { revisionsText } from '#common/texts/revisions';

import type { Config } from '../../config.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { ENTITY_STORES, type EntityStore } from '../../domain/revision-entities.ts';
import { type Actor, type RevisionStore, revisionStore } from '../../domain/revision-store.ts';
import { TRACKED_ROUTES, type TrackedRoute } from './tracked-routes.ts';

/**
 * Revisions of published content (docs/decisions/034). Decorates `app.revisions`, and
 * hooks every content write listed in tracked-routes.ts: before the handler it reads the items'
 * states and, when the request carries `x-base-version`, claims the item's edit counter (409 when
 * someone else saved since); after a successful answer it records the new state, puts a deleted
 * item in the trash and marks replaced files as retired (removed later, once nothing names them).
 * Hooks rather than edits in each feature: a content route keeps its own code and tests.
 */

declare module 'fastify' {
  interface FastifyInstance {
    revisions: {
      store: RevisionStore;
      entities: Record<RevisionEntity, EntityStore>;
      actorOf(request: FastifyRequest): Actor;
      /** Drops every cache that shows these items, on every instance. */
      bumpCaches(names: string[]): Promise<void>;
    };
  }
}

interface WriteContext {
  route: TrackedRoute;
  before: Map<string, RevisionData | undefined>;
  claimed?: { itemId: string; base: number };
}

const SYSTEM: Actor = { id: null, nama: null, role: null };
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The version a save was based on, from its header; undefined when none was sent. */
export function baseVersionOf(request: FastifyRequest) {
  const raw = request.headers[VERSION_HEADER];
  if (raw === undefined) return undefined;
  const parsed = versionSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw badRequest(revisionsText.versionInvalid);
  return parsed.data;
}

export const revisionsPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const store = revisionStore(app.db, { perItem: config.revisionsPerItem });
  const contexts = new WeakMap<FastifyRequest, WriteContext>();
  const now = () => app.clock().toISOString();
  const actorOf = (request: FastifyRequest): Actor =>
    request.staff
      ? { id: request.staff.id, nama: request.staff.nama, role: request.staff.role }
      : SYSTEM;
  const bumpCaches = async (names: string[]) => {
    await Promise.all([...new Set(names)].map((name) => app.cacheVersions.bump(name)));
  };
  app.decorate('revisions', { store, entities: ENTITY_STORES, actorOf, bumpCaches });

  const before: preHandlerAsyncHookHandler = async (request) => {
    const route = TRACKED_ROUTES[`${request.method} ${request.routeOptions.url}`];
    if (!route) return;
    const entity = ENTITY_STORES[route.entity];
    const context: WriteContext = { route, before: new Map() };
    for (const itemId of route.items?.(request) ?? [])
      context.before.set(itemId, await entity.snapshot(app.db, itemId));
    const base = baseVersionOf(request);
    if (base !== undefined && route.kind !== 'create' && context.before.size === 1) {
      const [itemId] = context.before.keys();
      if (!(await store.claim(route.entity, itemId, base)))
        throw conflict(revisionsText.staleVersion);
      context.claimed = { itemId, base };
    }
    contexts.set(request, context);
  };

  const after: onSendAsyncHookHandler = async (request, reply, payload) => {
    const context = contexts.get(request);
    if (!context) return payload;
    contexts.delete(request);
    const { route, claimed } = context;
    try {
      if (reply.statusCode >= 400) {
        if (claimed) await store.release(route.entity, claimed.itemId, claimed.base);
        return payload;
      }
      const actor = actorOf(request);
      const entity = ENTITY_STORES[route.entity];
      const at = now();
      const changed = async (itemId: string) => {
        if (claimed?.itemId !== itemId) await store.bump(route.entity, itemId);
        if (context.before.size === 1 || route.kind === 'create')
          reply.header('x-version', String(await store.version(route.entity, itemId)));
      };
      if (route.kind === 'create') {
        const answer = typeof payload === 'string' ? JSON.parse(payload) : undefined;
        for (const itemId of route.created?.(answer) ?? []) {
          const data = await entity.snapshot(app.db, itemId);
          if (!data) continue;
          await store.record({ entity: route.entity, itemId, action: 'create', data, actor, at });
          await changed(itemId);
        }
        return payload;
      }
      for (const [itemId, previous] of context.before) {
        if (!previous) continue;
        if (route.kind === 'delete') {
          await store.putInTrash(route.entity, itemId, previous, actor, at);
          await store.record({
            entity: route.entity,
            itemId,
            action: 'delete',
            data: previous,
            actor,
            at,
          });
          await store.retireFiles(entity.files(previous), at);
          await changed(itemId);
          continue;
        }
        const data = await entity.snapshot(app.db, itemId);
        if (!data || same(data, previous)) continue;
        await store.record(
          { entity: route.entity, itemId, action: 'update', data, actor, at },
          previous,
        );
        const kept = new Set(entity.files(data));
        await store.retireFiles(
          entity.files(previous).filter((url) => !kept.has(url)),
          at,
        );
        await changed(itemId);
      }
    } catch (error) {
      // The write itself succeeded; a lost revision must not turn it into an error.
      request.log.error({ err: error, entity: route.entity }, 'revision record failed');
    }
    return payload;
  };

  app.addHook('onRoute', (routeOptions) => {
    const methods = [routeOptions.method].flat();
    const tracked = methods.some((method) => TRACKED_ROUTES[`${method} ${routeOptions.url}`]);
    if (!tracked) return;
    routeOptions.preHandler = [routeOptions.preHandler ?? [], before].flat();
    routeOptions.onSend = [routeOptions.onSend ?? [], after].flat();
  });
});
