import type { AnyDb } from './helpers.ts';
import { createIndex } from './helpers.ts';
import { isPostgres, withId } from './helpers.ts';

/**
 * The audit log (docs/decisions/024): every staff login, every write by staff, every
 * view or download of an applicant's documents and every export. Actor name and role are copied
 * in, so the record survives the staff account being renamed or deleted.
 */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await withId(db.schema.createTable('audit_log'), pg)
    .addColumn('actor_id', 'integer')
    .addColumn('actor', 'text')
    .addColumn('role', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await createIndex(db, 'audit_log', 'audit_log_created_idx', ['created_at']);
  await createIndex(db, 'audit_log', 'audit_log_actor_idx', ['actor', 'created_at']);
  await createIndex(db, 'audit_log', 'audit_log_action_idx', ['action', 'created_at']);
}
