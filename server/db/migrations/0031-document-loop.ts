import type { AnyDb } from './helpers.ts';

/**
 * The guard-document loop (docs/decisions/052-guard-document-loop.md).
 * - `applicant_documents.dikirim_ulang_at`: when the applicant last sent a rejected document
 *   again (null: the file is the one sent with the application); staff lists show it.
 * - `applicant_history.keterangan`: why a change was made against a warning, e.g. an
 *   acceptance confirmed with an unmet requirement or a rejected document (null otherwise).
 */
export async function up(db: AnyDb) {
  await db.schema.alterTable('applicant_documents').addColumn('dikirim_ulang_at', 'text').execute();
  await db.schema.alterTable('applicant_history').addColumn('keterangan', 'text').execute();
}
