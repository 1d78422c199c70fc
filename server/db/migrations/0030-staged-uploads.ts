import type { AnyDb } from './helpers.ts';
import { belongsTo, createIndex } from './helpers.ts';

/**
 * Files an applicant sent as soon as they were chosen, waiting for the application that claims
 * them (docs/decisions/048-files-sent-as-chosen.md). `id` is the random token the client holds,
 * never the storage key; `jenis` is the form part it stands for (`foto`, `resume` or a document
 * kind). A row goes when the application claims it, after 24 hours, or with its account.
 */
export async function up(db: AnyDb) {
  await db.schema
    .createTable('staged_uploads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', belongsTo('applicant_users'))
    .addColumn('jenis', 'text', (col) => col.notNull())
    .addColumn('file_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // The cap counts one applicant's rows; the purge reads the oldest.
  await createIndex(db, 'staged_uploads', 'staged_uploads_user_idx', ['user_id']);
  await createIndex(db, 'staged_uploads', 'staged_uploads_created_idx', ['created_at']);
}
