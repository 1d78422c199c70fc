import type { AnyDb } from './helpers.ts';
import { createIndex, isPostgres, withId, withTimestamps } from './helpers.ts';

/**
 * Vacancies (docs/decisions/031-vacancies.md). Screening questions live with their
 * vacancy as JSON (at most ten, always read and written together); an application keeps a copy
 * of the questions it answered, so editing a vacancy never rewrites what someone replied.
 */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await withTimestamps(
    withId(db.schema.createTable('vacancies'), pg)
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('judul', 'text', (col) => col.notNull())
      .addColumn('posisi', 'text', (col) => col.notNull())
      .addColumn('kota', 'text', (col) => col.notNull())
      .addColumn('provinsi', 'text', (col) => col.notNull())
      .addColumn('lokasi', 'text')
      .addColumn('jenis', 'text', (col) => col.notNull())
      .addColumn('kuota', 'integer', (col) => col.notNull())
      .addColumn('deskripsi', 'text', (col) => col.notNull())
      .addColumn('gaji_min', 'bigint')
      .addColumn('gaji_max', 'bigint')
      .addColumn('tampilkan_gaji', 'integer', (col) => col.notNull().defaultTo(0))
      /** The last day applications are taken (YYYY-MM-DD, company time zone). */
      .addColumn('ditutup_pada', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      /** JSON array of {id, teks, jawaban_diharapkan}. */
      .addColumn('pertanyaan', 'text', (col) => col.notNull().defaultTo('[]'))
      /** When it was first opened: JobPosting's datePosted. */
      .addColumn('dibuka_at', 'text'),
  ).execute();
  await createIndex(db, 'vacancies', 'vacancies_status_idx', ['status', 'ditutup_pada']);

  // No foreign-key cascade: a vacancy with applications cannot be deleted (409), only closed.
  await db.schema
    .alterTable('applicants')
    .addColumn('lowongan_id', 'integer', (col) => col.references('vacancies.id'))
    .execute();
  await db.schema.alterTable('applicants').addColumn('jawaban', 'text').execute();
  await db.schema
    .alterTable('applicants')
    .addColumn('memenuhi_syarat', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  // The staff list filtered by vacancy or by the flag, newest first (bench/applicants.ts).
  await createIndex(db, 'applicants', 'applicants_lowongan_idx', [
    'lowongan_id',
    'created_at',
    'id',
  ]);
  // One vacancy's flagged applications: both equalities, then newest first, in index order.
  await createIndex(db, 'applicants', 'applicants_lowongan_memenuhi_idx', [
    'lowongan_id',
    'memenuhi_syarat',
    'created_at',
    'id',
  ]);
  await createIndex(db, 'applicants', 'applicants_memenuhi_idx', [
    'memenuhi_syarat',
    'created_at',
    'id',
  ]);
}
