import type { AnyDb } from './helpers.ts';
import { addNullableColumns, belongsTo, createIndex, isPostgres, withId } from './helpers.ts';

/**
 * docs/decisions/033: staff sessions remember the browser and address they were used
 * from (the sessions screen) and when their owner last proved a second factor (step-up); staff
 * register passkeys (WebAuthn credentials) and may allow them to log in without a password;
 * WebAuthn challenges are stored so every instance can check them, single use and short-lived.
 */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await addNullableColumns(db, 'sessions', {
    ip_address: 'text',
    user_agent: 'text',
    stepped_up_at: 'text',
  });

  await db.schema.alterTable('staff_users').addColumn('webauthn_user_id', 'text').execute();
  await db.schema
    .alterTable('staff_users')
    .addColumn('passkey_login', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('staff_passkeys'), pg)
    .addColumn('staff_id', 'integer', belongsTo('staff_users'))
    .addColumn('credential_id', 'text', (col) => col.notNull().unique())
    .addColumn('public_key', 'text', (col) => col.notNull())
    // A 32-bit unsigned counter does not fit PostgreSQL's integer.
    .addColumn('counter', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('transports', 'text')
    .addColumn('nama', 'text', (col) => col.notNull())
    .addColumn('device_type', 'text', (col) => col.notNull())
    .addColumn('backed_up', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await createIndex(db, 'staff_passkeys', 'staff_passkeys_staff_idx', ['staff_id']);

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('challenge', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) => col.references('staff_users.id').onDelete('cascade'))
    .addColumn('session_id', 'text')
    .addColumn('mfa_challenge_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await createIndex(db, 'webauthn_challenges', 'webauthn_challenges_expiry_idx', ['expires_at']);
}
