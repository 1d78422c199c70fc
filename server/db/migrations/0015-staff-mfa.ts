import type { AnyDb } from './helpers.ts';
import { createIndex } from './helpers.ts';
import { addNullableColumns, belongsTo, isPostgres, withId } from './helpers.ts';

/**
 * Staff two-factor login (docs/decisions/023): the TOTP secret of each staff account,
 * the last time step accepted (a code is never accepted twice), hashed single-use recovery codes,
 * and the short-lived challenges between the password step and the code step.
 */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await addNullableColumns(db, 'staff_users', {
    mfa_secret: 'text',
    mfa_pending_secret: 'text',
    mfa_enabled_at: 'text',
    mfa_last_step: 'integer',
  });

  await withId(db.schema.createTable('staff_recovery_codes'), pg)
    .addColumn('staff_id', 'integer', belongsTo('staff_users'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await createIndex(db, 'staff_recovery_codes', 'staff_recovery_codes_staff_idx', [
    'staff_id',
    'code_hash',
  ]);

  await db.schema
    .createTable('mfa_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', belongsTo('staff_users'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await createIndex(db, 'mfa_challenges', 'mfa_challenges_staff_idx', ['staff_id', 'created_at']);
}
