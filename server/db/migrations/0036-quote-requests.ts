import type { AnyDb } from './helpers.ts';
import { belongsTo, createIndex, isPostgres, withId, withTimestamps } from './helpers.ts';

/**
 * Quote requests and the sales pipeline (docs/decisions/054). A request keeps its estimate and
 * the tariff row it was priced with. Its reference `PNW-YYYY-NNNNN` comes from a counter row per
 * year, incremented inside the request's own transaction: the row lock (PostgreSQL) or the single
 * writer (SQLite) hands out each number once, and a rolled-back request gives its number back, so
 * the sequence has no gaps.
 */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await db.schema
    .createTable('quote_request_counters')
    .addColumn('tahun', 'integer', (col) => col.primaryKey())
    .addColumn('nomor', 'integer', (col) => col.notNull())
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('quote_requests'), pg)
      .addColumn('kode', 'text', (col) => col.notNull().unique())
      .addColumn('perusahaan', 'text', (col) => col.notNull())
      .addColumn('nama', 'text', (col) => col.notNull())
      .addColumn('jabatan', 'text')
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('telepon', 'text', (col) => col.notNull())
      .addColumn('alamat_lokasi', 'text', (col) => col.notNull())
      /** The wished start, a calendar date YYYY-MM-DD. */
      .addColumn('mulai', 'text')
      .addColumn('catatan', 'text')
      /** `utm_source` or `ref` of the page's address, or where staff made it from. */
      .addColumn('sumber', 'text')
      .addColumn('layanan', 'text', (col) => col.notNull())
      .addColumn('kota', 'text', (col) => col.notNull())
      /** The posts as asked (JSON array of {nama, jam_per_hari, hari_per_minggu, personel_per_shift}). */
      .addColumn('pos', 'text', (col) => col.notNull())
      /** The estimate answered to the client (JSON `Estimate`), and its total for lists and sums. */
      .addColumn('estimasi', 'text', (col) => col.notNull())
      .addColumn('total', 'integer', (col) => col.notNull())
      .addColumn('tariff_id', 'integer', (col) => col.notNull().references('tariffs.id'))
      .addColumn('tahap', 'text', (col) => col.notNull())
      /** When it first left `baru`: the start of "minutes to first contact". */
      .addColumn('dihubungi_at', 'text')
      /** 'en' when sent from the English page: its mails go out in English. */
      .addColumn('language', 'text')
      .addColumn('persetujuan_at', 'text', (col) => col.notNull())
      /** The contact message it was made from, if any. */
      .addColumn('contact_message_id', 'integer', (col) =>
        col.references('contact_messages.id').onDelete('set null'),
      ),
  ).execute();
  await createIndex(db, 'quote_requests', 'quote_requests_tahap_idx', ['tahap', 'id']);
  await createIndex(db, 'quote_requests', 'quote_requests_layanan_idx', ['layanan', 'id']);

  await withId(db.schema.createTable('quote_request_history'), pg)
    .addColumn('quote_request_id', 'integer', belongsTo('quote_requests'))
    .addColumn('tahap', 'text', (col) => col.notNull())
    .addColumn('alasan', 'text')
    /** The staff member's name at the time, or null when the client or the site moved it. */
    .addColumn('changed_by', 'text')
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .execute();
  await createIndex(db, 'quote_request_history', 'quote_request_history_request_idx', [
    'quote_request_id',
    'id',
  ]);

  await withId(db.schema.createTable('quote_request_notes'), pg)
    .addColumn('quote_request_id', 'integer', belongsTo('quote_requests'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await createIndex(db, 'quote_request_notes', 'quote_request_notes_request_idx', [
    'quote_request_id',
    'id',
  ]);

  await withId(db.schema.createTable('quote_request_surveys'), pg)
    .addColumn('quote_request_id', 'integer', belongsTo('quote_requests'))
    /** ISO-8601 UTC instant. */
    .addColumn('mulai', 'text', (col) => col.notNull())
    .addColumn('lokasi', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await createIndex(db, 'quote_request_surveys', 'quote_request_surveys_request_idx', [
    'quote_request_id',
    'id',
  ]);
}
