import type { Kysely } from 'kysely';

import type { RevisionData, RevisionEntity } from '#common/schemas/revisions';

import type { DB } from '../db/schema.ts';

export interface Actor {
  id: number | null;
  nama: string | null;
  role: string | null;
}

export interface NewRevision {
  entity: RevisionEntity;
  itemId: string;
  action: 'baseline' | 'create' | 'update' | 'publish' | 'restore' | 'delete';
  data: RevisionData;
  actor: Actor;
  at: string;
}

/** Revision rows, edit counters and trash entries (docs/decisions/034). */
export function revisionStore(db: Kysely<DB>, { perItem }: { perItem: number }) {
  const item = (entity: string, itemId: string) => ({ entity, itemId });

  async function prune(entity: string, itemId: string) {
    const keep = db
      .selectFrom('revisions')
      .select('id')
      .where('entity', '=', entity)
      .where('item_id', '=', itemId)
      .orderBy('id', 'desc')
      .limit(perItem);
    await db
      .deleteFrom('revisions')
      .where('entity', '=', entity)
      .where('item_id', '=', itemId)
      .where('id', 'not in', keep)
      .execute();
  }

  /** Whether `table` has a row of the item. */
  async function holds(table: 'revisions' | 'trash', entity: string, itemId: string) {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('entity', '=', entity)
      .where('item_id', '=', itemId)
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  return {
    item,
    /** The item's edit counter (0 before its first tracked change). */
    async version(entity: string, itemId: string) {
      const row = await db
        .selectFrom('revision_heads')
        .select('seq')
        .where('entity', '=', entity)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return row?.seq ?? 0;
    },

    /**
     * Moves the counter from `base` to `base + 1` in one statement, so of two saves that loaded
     * the same version exactly one passes on either database. False: someone else saved first.
     */
    async claim(entity: string, itemId: string, base: number) {
      const moved = await db
        .updateTable('revision_heads')
        .set({ seq: base + 1 })
        .where('entity', '=', entity)
        .where('item_id', '=', itemId)
        .where('seq', '=', base)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) > 0) return true;
      if (base !== 0) return false;
      const inserted = await db
        .insertInto('revision_heads')
        .values({ entity, item_id: itemId, seq: 1 })
        .onConflict((oc) => oc.columns(['entity', 'item_id']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Gives back a claim whose save failed, so the same editor can try again. */
    async release(entity: string, itemId: string, base: number) {
      await db
        .updateTable('revision_heads')
        .set({ seq: base })
        .where('entity', '=', entity)
        .where('item_id', '=', itemId)
        .where('seq', '=', base + 1)
        .execute();
    },

    /** Counts a change made without a version to compare (outside scripts, creations). */
    async bump(entity: string, itemId: string) {
      await db
        .insertInto('revision_heads')
        .values({ entity, item_id: itemId, seq: 1 })
        .onConflict((oc) =>
          oc.columns(['entity', 'item_id']).doUpdateSet((eb) => ({
            seq: eb('revision_heads.seq', '+', 1),
          })),
        )
        .execute();
    },

    hasRevisions: (entity: string, itemId: string) => holds('revisions', entity, itemId),

    /**
     * Records a published state. The first tracked change of an item that existed before also
     * records the state it replaces (`before`), so that the original text can be restored.
     */
    async record(revision: NewRevision, before?: RevisionData) {
      const { entity, itemId, actor, at } = revision;
      if (before && !(await this.hasRevisions(entity, itemId)))
        await db
          .insertInto('revisions')
          .values({
            entity,
            item_id: itemId,
            action: 'baseline',
            data: JSON.stringify(before),
            actor_id: null,
            actor: null,
            role: null,
            created_at: at,
          })
          .execute();
      await db
        .insertInto('revisions')
        .values({
          entity,
          item_id: itemId,
          action: revision.action,
          data: JSON.stringify(revision.data),
          actor_id: actor.id,
          actor: actor.nama,
          role: actor.role,
          created_at: at,
        })
        .execute();
      await prune(entity, itemId);
    },

    async putInTrash(entity: string, itemId: string, data: RevisionData, actor: Actor, at: string) {
      await db
        .insertInto('trash')
        .values({
          entity,
          item_id: itemId,
          data: JSON.stringify(data),
          deleted_by: actor.nama,
          deleted_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['entity', 'item_id']).doUpdateSet({
            data: JSON.stringify(data),
            deleted_by: actor.nama,
            deleted_at: at,
          }),
        )
        .execute();
    },

    isInTrash: (entity: string, itemId: string) => holds('trash', entity, itemId),

    /** Marks public files as no longer shown; housekeeping removes them once nothing names them. */
    async retireFiles(urls: string[], at: string) {
      for (const url of urls)
        await db
          .insertInto('retired_files')
          .values({ url, retired_at: at })
          .onConflict((oc) => oc.column('url').doNothing())
          .execute();
    },
  };
}

export type RevisionStore = ReturnType<typeof revisionStore>;
