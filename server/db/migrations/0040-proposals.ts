import type { AnyDb } from './helpers.ts';
import { belongsTo, createIndex, isPostgres, withId } from './helpers.ts';

/**
 * Proposal versions of a quote request (docs/decisions/055). A version is never changed after it
 * is made, except by the steps of its life: approval, sending (its link and the PDF bytes sent),
 * the client's visits and the client's answer. The PDF the client was sent is kept as bytes, so
 * the SHA-256 recorded at acceptance is the hash of exactly what the client downloaded.
 */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await withId(db.schema.createTable('proposals'), pg)
    .addColumn('quote_request_id', 'integer', belongsTo('quote_requests'))
    .addColumn('versi', 'integer', (col) => col.notNull())
    /** The tariff row it was priced with (the request's, or the current one when it was made). */
    .addColumn('tariff_id', 'integer', (col) => col.notNull().references('tariffs.id'))
    /** The posts as proposed (JSON array of {nama, jam_per_hari, hari_per_minggu, personel_per_shift}). */
    .addColumn('pos', 'text', (col) => col.notNull())
    .addColumn('upah', 'integer', (col) => col.notNull())
    .addColumn('fee_persen', pg ? 'double precision' : 'real', (col) => col.notNull())
    .addColumn('berlaku_hari', 'integer', (col) => col.notNull())
    /** The last calendar day (company time zone) the offer stands: made + berlaku_hari. */
    .addColumn('berlaku_sampai', 'text', (col) => col.notNull())
    /** Internal notes: never shown to the client. */
    .addColumn('catatan', 'text')
    /** The computed month (JSON `Estimate`), and its total for sums. */
    .addColumn('estimasi', 'text', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('perlu_persetujuan', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('disetujui_oleh', 'text')
    .addColumn('disetujui_at', 'text')
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('dikirim_oleh', 'text')
    .addColumn('dikirim_at', 'text')
    /** SHA-256 (hex) of the link's token: the token itself is derived, never stored. */
    .addColumn('token_hash', 'text', (col) => col.unique())
    /** The random part the token is derived from with the server's secret. */
    .addColumn('token_nonce', 'text')
    .addColumn('pdf', pg ? 'bytea' : 'blob')
    .addColumn('pdf_sha256', 'text')
    .addColumn('dibuka_pertama_at', 'text')
    .addColumn('dibuka_terakhir_at', 'text')
    /** 'diterima' or 'ditolak', set once. */
    .addColumn('jawaban', 'text')
    .addColumn('dijawab_at', 'text')
    .addColumn('penerima_nama', 'text')
    .addColumn('penerima_jabatan', 'text')
    .addColumn('penerima_ip', 'text')
    .addColumn('penerima_user_agent', 'text')
    /** The SHA-256 of the PDF served for the accepted version, recorded with the acceptance. */
    .addColumn('penerima_pdf_sha256', 'text')
    .addColumn('alasan_tolak', 'text')
    .addUniqueConstraint('proposals_request_version_unique', ['quote_request_id', 'versi'])
    .execute();
  await createIndex(db, 'proposals', 'proposals_approval_idx', ['perlu_persetujuan', 'id']);
}
