import type { AnyDb } from './helpers.ts';
import { createIndex, isPostgres, withId } from './helpers.ts';

/**
 * Editors' safety net (docs/decisions/034): revisions of published content, the edit
 * counter that optimistic concurrency compares, the trash ('Sampah'), page drafts with their
 * scheduled publication, and public image files waiting until nothing refers to them.
 */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await withId(db.schema.createTable('revisions'), pg)
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor', 'text')
    .addColumn('role', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await createIndex(db, 'revisions', 'revisions_item_idx', ['entity', 'item_id', 'id']);

  await db.schema
    .createTable('revision_heads')
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('revision_heads_pk', ['entity', 'item_id'])
    .execute();

  await withId(db.schema.createTable('trash'), pg)
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('deleted_by', 'text')
    .addColumn('deleted_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('trash_item_unique', ['entity', 'item_id'])
    .execute();
  await createIndex(db, 'trash', 'trash_deleted_idx', ['deleted_at']);

  await db.schema
    .createTable('page_drafts')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('saved_by', 'text')
    .addColumn('saved_at', 'text', (col) => col.notNull())
    .addColumn('publish_at', 'text')
    .addColumn('scheduled_by_id', 'integer')
    .execute();

  await db.schema
    .createTable('retired_files')
    .addColumn('url', 'text', (col) => col.primaryKey())
    .addColumn('retired_at', 'text', (col) => col.notNull())
    .execute();
}
