import { sql } from 'kysely';

import type { AnyDb } from './helpers.ts';
import { createIndex } from './helpers.ts';
import { isPostgres, withId, withTimestamps } from './helpers.ts';

export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await withTimestamps(withId(db.schema.createTable('applicants'), pg))
    // UNIQUE: one application per applicant, held by the database even for simultaneous posts.
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().unique().references('applicant_users.id').onDelete('cascade'),
    )
    .addColumn('nama', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('telepon', 'text', (col) => col.notNull())
    .addColumn('posisi', 'text', (col) => col.notNull())
    .addColumn('jenis_kelamin', 'text', (col) => col.notNull())
    .addColumn('tanggal_lahir', 'text', (col) => col.notNull())
    .addColumn('pesan', 'text', (col) => col.notNull())
    // JSON list of private storage keys.
    .addColumn('resume', 'text', (col) => col.notNull())
    .addColumn('foto', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('Menunggu')
        .check(sql`status in ('Menunggu', 'Diterima', 'Ditolak')`),
    )
    .addColumn('jadwal_interview', 'text')
    // Calendar day of created_at in the company's time zone: the group and filter date.
    .addColumn('created_day', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await createIndex(db, 'applicants', 'applicants_created_idx', ['created_at', 'id']);
  await createIndex(db, 'applicants', 'applicants_day_idx', ['created_day', 'created_at']);
  await createIndex(db, 'applicants', 'applicants_status_idx', ['status', 'created_at']);
}
