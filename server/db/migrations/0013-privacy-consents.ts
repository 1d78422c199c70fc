import { sql } from 'kysely';

import type { AnyDb } from './helpers.ts';
import { createIndex } from './helpers.ts';
import { isPostgres, withId } from './helpers.ts';

/**
 * UU PDP 27/2022 consent (docs/decisions/022-applicant-privacy.md): every page gets a
 * version that grows when its content changes (the privacy notice's version is what a consent
 * refers to), and each consent an applicant gives is one row with its time and that version.
 */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await db.schema
    .alterTable('pages')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await withId(db.schema.createTable('consents'), pg)
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('registrasi', 'lamaran')`),
    )
    .addColumn('notice_version', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await createIndex(db, 'consents', 'consents_user_idx', ['user_id']);
}
