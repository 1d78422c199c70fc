import type { Kysely } from 'kysely';

import {
  REVISION_ENTITIES,
  type RevisionData,
  type RevisionEntity,
} from '#common/schemas/revisions';

import type { DB } from '../../db/schema.ts';

const parse = (json: string): RevisionData => {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as RevisionData) : {};
  } catch {
    return {};
  }
};
const isEntity = (value: string): value is RevisionEntity =>
  (REVISION_ENTITIES as readonly string[]).includes(value);

/** Reads of revisions and the trash for the editors' screens. */
export function revisionsRepo(db: Kysely<DB>) {
  return {
    /** An item's revisions, newest first, without their data. */
    list(entity: string, itemId: string) {
      return db
        .selectFrom('revisions')
        .select(['id', 'action', 'actor', 'role', 'created_at'])
        .where('entity', '=', entity)
        .where('item_id', '=', itemId)
        .orderBy('id', 'desc')
        .execute();
    },
    /** One revision of this very item: an id of another item's revision finds nothing. */
    async find(entity: string, itemId: string, id: number) {
      const row = await db
        .selectFrom('revisions')
        .select(['id', 'action', 'actor', 'role', 'created_at', 'data'])
        .where('id', '=', id)
        .where('entity', '=', entity)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return row && { ...row, data: parse(row.data) };
    },
    async trash() {
      const rows = await db
        .selectFrom('trash')
        .select(['id', 'entity', 'item_id', 'data', 'deleted_by', 'deleted_at'])
        .orderBy('deleted_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.flatMap((row) =>
        isEntity(row.entity) ? [{ ...row, entity: row.entity, data: parse(row.data) }] : [],
      );
    },
    async trashEntry(id: number) {
      const row = await db
        .selectFrom('trash')
        .select(['id', 'entity', 'item_id', 'data', 'deleted_by', 'deleted_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || !isEntity(row.entity)) return undefined;
      return { ...row, entity: row.entity, data: parse(row.data) };
    },
    /** True when the entry still exists; `lock` holds its row until the transaction ends. */
    async lockTrashEntry(id: number, lock: boolean) {
      const row = await db
        .selectFrom('trash')
        .select('id')
        .where('id', '=', id)
        .$if(lock, (q) => q.forUpdate())
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Deletes the entry; false when another request took it first. */
    async takeFromTrash(id: number) {
      const result = await db.deleteFrom('trash').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
