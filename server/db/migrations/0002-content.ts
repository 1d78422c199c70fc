import { sql } from 'kysely';

import type { AnyDb } from './helpers.ts';
import { createIndex } from './helpers.ts';
import { isPostgres, withId, withTimestamps } from './helpers.ts';

/** Public content: service cards, pages, gallery, testimonies, tenants, FAQs, site settings. */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);

  await withTimestamps(withId(db.schema.createTable('cards'), pg))
    .addColumn('service', 'text', (col) => col.notNull().unique())
    .addColumn('image_url', 'text')
    .addColumn('content', 'text')
    .execute();

  await db.schema
    .createTable('pages')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withTimestamps(withId(db.schema.createTable('gallery_photos'), pg))
    .addColumn('gallery_id', 'integer', (col) => col.notNull().check(sql`gallery_id in (1, 2, 3)`))
    .addColumn('service_type', 'text', (col) => col.notNull())
    .addColumn('photo_url', 'text', (col) => col.notNull())
    .execute();
  await createIndex(db, 'gallery_photos', 'gallery_photos_gallery_idx', ['gallery_id', 'id']);

  await withTimestamps(withId(db.schema.createTable('testimonies'), pg))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('organization', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('photo', 'text')
    .execute();

  await withTimestamps(withId(db.schema.createTable('tenants'), pg))
    .addColumn('nama', 'text', (col) => col.notNull())
    .execute();

  await withTimestamps(withId(db.schema.createTable('faqs'), pg))
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}
