import type { Kysely } from 'kysely';

import { TRASH_DAYS } from '#common/schemas/revisions';

import type { DB } from '../../db/schema.ts';
import { filesInUse } from '../../domain/revision-entities.ts';

const DAY_MS = 24 * 3600_000;

/**
 * Trash entries older than 30 days are deleted for good, with the revisions and edit counter of
 * their item (the item is gone; its history would only keep its files alive). Returns how many.
 */
export async function purgeExpiredTrash(db: Kysely<DB>, now: Date) {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString();
  const expired = await db
    .selectFrom('trash')
    .select(['id', 'entity', 'item_id'])
    .where('deleted_at', '<', cutoff)
    .execute();
  for (const entry of expired)
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('trash').where('id', '=', entry.id).execute();
      await trx
        .deleteFrom('revisions')
        .where('entity', '=', entry.entity)
        .where('item_id', '=', entry.item_id)
        .execute();
      await trx
        .deleteFrom('revision_heads')
        .where('entity', '=', entry.entity)
        .where('item_id', '=', entry.item_id)
        .execute();
    });
  return expired.length;
}

/** True while a revision or a trash entry names the file. */
async function namedByHistory(db: Kysely<DB>, url: string) {
  // LIKE's wildcards in a URL can only widen the match: at worst a file is kept longer.
  const pattern = `%${JSON.stringify(url).slice(1, -1)}%`;
  const [revision, trashed] = await Promise.all([
    db
      .selectFrom('revisions')
      .select('id')
      .where('data', 'like', pattern)
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('trash').select('id').where('data', 'like', pattern).limit(1).executeTakeFirst(),
  ]);
  return Boolean(revision || trashed);
}

/**
 * Removes retired public files that nothing names any more: no current row, no revision (pruned
 * beyond REVISIONS_PER_ITEM, or purged with their trashed item) and no trash entry.
 */
export async function removeUnusedFiles(db: Kysely<DB>, remove: (url: string) => Promise<void>) {
  const retired = await db.selectFrom('retired_files').select('url').execute();
  let removed = 0;
  for (const { url } of retired) {
    if ((await filesInUse(db, url)) || (await namedByHistory(db, url))) continue;
    await remove(url);
    await db.deleteFrom('retired_files').where('url', '=', url).execute();
    removed += 1;
  }
  return removed;
}
