import { normalizePhone } from '#common/schemas/guard-hiring';

import type { AnyDb } from './helpers.ts';
import { addNullableColumns, belongsTo, createIndex, isPostgres, withId } from './helpers.ts';

/**
 * Guard-ready hiring (docs/decisions/046-specific-personal-data.md).
 * - `vacancies.syarat`: the vacancy's requirements as JSON (null: none).
 * - Identity and credentials on `applicants` (all nullable: applications to a position only, and
 *   those sent before, have none). `telepon_normal` is the phone as `62…`, kept beside the typed
 *   one so duplicates are one indexed lookup; duplicates are found when read, never stored as
 *   marks, so fifty concurrent applications cannot race on them.
 * - `applicant_documents`: one file per kind and application (KTP, SKCK, Gada certificate, KTA,
 *   health certificate) with staff verification. `dihapus_at` is set when the specific-data
 *   purge erased the file (SKCK and health certificate of a rejected application).
 */
const APPLICANT_COLUMNS = {
  nik: 'text',
  telepon_normal: 'text',
  tinggi_badan: 'integer',
  berat_badan: 'integer',
  pendidikan: 'text',
  skck_tanggal: 'text',
  gada_tingkat: 'text',
  gada_nomor: 'text',
  kta_nomor: 'text',
  kta_berlaku_sampai: 'text',
  surat_sehat_tanggal: 'text',
} as const;

export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await db.schema.alterTable('vacancies').addColumn('syarat', 'text').execute();
  await addNullableColumns(db, 'applicants', APPLICANT_COLUMNS);

  const rows = (await db.selectFrom('applicants').select(['id', 'telepon']).execute()) as {
    id: number;
    telepon: string;
  }[];
  for (const row of rows)
    await db
      .updateTable('applicants')
      .set({ telepon_normal: normalizePhone(row.telepon) })
      .where('id', '=', row.id)
      .execute();
  await createIndex(db, 'applicants', 'applicants_nik_idx', ['nik']);
  await createIndex(db, 'applicants', 'applicants_telepon_normal_idx', ['telepon_normal']);

  await withId(db.schema.createTable('applicant_documents'), pg)
    .addColumn('pelamar_id', 'integer', belongsTo('applicants'))
    /** One of DOCUMENT_KINDS (common/schemas/guard-hiring.ts). */
    .addColumn('jenis', 'text', (col) => col.notNull())
    /** The stored file's key, as for the resume and photo. */
    .addColumn('file_key', 'text', (col) => col.notNull())
    .addColumn('verifikasi', 'text', (col) => col.notNull().defaultTo('belum'))
    .addColumn('catatan', 'text')
    .addColumn('verified_by', 'text')
    .addColumn('verified_at', 'text')
    .addColumn('dihapus_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('applicant_documents_unique', ['pelamar_id', 'jenis'])
    .execute();
  // A signed-file download asks whether its key is a specific document (SKCK, health).
  await createIndex(db, 'applicant_documents', 'applicant_documents_file_key_idx', ['file_key']);
}
