import { sql } from 'kysely';

import type { AnyDb } from './helpers.ts';
import { createIndex } from './helpers.ts';
import { isPostgres, uniqueLower, withId, withTimestamps } from './helpers.ts';

/** Staff users, applicant accounts and the sessions behind every token. */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);

  await withTimestamps(withId(db.schema.createTable('staff_users'), pg))
    .addColumn('nama', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('password_changed_at', 'text', (col) => col.notNull())
    .addColumn('last_login_at', 'text')
    .execute();
  await uniqueLower(db, 'staff_users', 'nama');

  await withTimestamps(withId(db.schema.createTable('applicant_users'), pg))
    .addColumn('nama', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('password_changed_at', 'text', (col) => col.notNull())
    .execute();
  await uniqueLower(db, 'applicant_users', 'nama');
  await uniqueLower(db, 'applicant_users', 'email');

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('staff', 'applicant')`))
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await createIndex(db, 'sessions', 'sessions_user_idx', ['kind', 'user_id']);

  await db.schema
    .createTable('used_captchas')
    .addColumn('signature', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
}
