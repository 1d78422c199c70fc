import type { AnyDb } from './helpers.ts';
import { createIndex } from './helpers.ts';
import { isPostgres, withId, withTimestamps } from './helpers.ts';

export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await withTimestamps(withId(db.schema.createTable('contact_messages'), pg))
    .addColumn('nama', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('telepon', 'text', (col) => col.notNull())
    .addColumn('pesan', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('dibaca', 'integer', (col) => col.notNull().defaultTo(0))
    // Lower-cased copy of the searchable fields, so a search is one indexed-friendly LIKE.
    // Calendar day of created_at in the company's time zone: the group and filter date.
    .addColumn('created_day', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    // Set by the client per form submission; a double click never stores a message twice.
    .addColumn('submission_key', 'text', (col) => col.unique())
    .execute();
  await createIndex(db, 'contact_messages', 'contact_messages_created_idx', ['created_at', 'id']);
  await createIndex(db, 'contact_messages', 'contact_messages_day_idx', [
    'created_day',
    'created_at',
  ]);
  await createIndex(db, 'contact_messages', 'contact_messages_unread_idx', [
    'dibaca',
    'created_at',
  ]);
}
