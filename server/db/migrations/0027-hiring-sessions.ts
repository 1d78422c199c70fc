import type { AnyDb } from './helpers.ts';
import { belongsTo, createIndex, isPostgres, withId, withTimestamps } from './helpers.ts';

/**
 * Hiring days and interview slots (docs/decisions/045-hiring-day-capacity.md). A session's places
 * taken are never stored as a counter: they are the count of its bookings, read while the session
 * row is locked, so an erased applicant (cascade) frees the place without anything to correct.
 * One application holds at most one place (unique pelamar_id); a booking code is unique.
 */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await withTimestamps(
    withId(db.schema.createTable('hiring_sessions'), pg)
      .addColumn('judul', 'text', (col) => col.notNull())
      .addColumn('jenis', 'text', (col) => col.notNull())
      /** ISO-8601 UTC instants. */
      .addColumn('mulai', 'text', (col) => col.notNull())
      .addColumn('selesai', 'text', (col) => col.notNull())
      .addColumn('lokasi', 'text', (col) => col.notNull())
      .addColumn('peta_url', 'text')
      .addColumn('kapasitas', 'integer', (col) => col.notNull())
      .addColumn('lowongan_id', 'integer', (col) =>
        col.references('vacancies.id').onDelete('set null'),
      )
      .addColumn('dibatalkan_at', 'text')
      .addColumn('created_by', 'text', (col) => col.notNull()),
  ).execute();
  await createIndex(db, 'hiring_sessions', 'hiring_sessions_mulai_idx', ['mulai', 'id']);

  await withId(db.schema.createTable('session_invitations'), pg)
    .addColumn('sesi_id', 'integer', belongsTo('hiring_sessions'))
    .addColumn('pelamar_id', 'integer', belongsTo('applicants'))
    .addColumn('invited_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('session_invitations_unique', ['sesi_id', 'pelamar_id'])
    .execute();
  await createIndex(db, 'session_invitations', 'session_invitations_pelamar_idx', ['pelamar_id']);

  await withId(db.schema.createTable('session_bookings'), pg)
    .addColumn('sesi_id', 'integer', belongsTo('hiring_sessions'))
    // One place per application: a second booking must move the first (same transaction).
    .addColumn('pelamar_id', 'integer', (col) =>
      col.notNull().unique().references('applicants.id').onDelete('cascade'),
    )
    .addColumn('kode', 'text', (col) => col.notNull().unique())
    /** The company's wall-clock start written into the application's jadwal_interview. */
    .addColumn('jadwal', 'text', (col) => col.notNull())
    .addColumn('booked_at', 'text', (col) => col.notNull())
    .addColumn('hadir_at', 'text')
    .addColumn('tinggi_badan', 'integer')
    .addColumn('berat_badan', 'integer')
    .addColumn('lulus', 'integer')
    .addColumn('catatan', 'text')
    .addColumn('hasil_at', 'text')
    .addColumn('hasil_by', 'text')
    /** When the day-before reminder was queued (null: not yet, or the session moved since). */
    .addColumn('diingatkan_at', 'text')
    .execute();
  await createIndex(db, 'session_bookings', 'session_bookings_sesi_idx', ['sesi_id']);
}
