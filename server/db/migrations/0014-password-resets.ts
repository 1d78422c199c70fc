import type { AnyDb } from './helpers.ts';
import { createIndex } from './helpers.ts';
import { isPostgres, withId } from './helpers.ts';

/**
 * Applicant password reset links (docs/decisions/022): only the SHA-256 of each token is stored, so a copy of
 * the database cannot reset anyone's password. A link is single-use (used_at) and expires.
 */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await withId(db.schema.createTable('password_resets'), pg)
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await createIndex(db, 'password_resets', 'password_resets_user_idx', ['user_id', 'created_at']);
}
