import { sql } from 'kysely';

import type { AnyDb } from './helpers.ts';
import { createFtsSyncTriggers, createIndex } from './helpers.ts';
import { isPostgres } from './helpers.ts';

/**
 * Speed of the staff applicant list at 100,000 rows (bench/applicants.ts):
 * - The 10-second poll (GET /api/pelamar) answers 304 from an ETag made of max(id) (new rows),
 *   max(updated_at) (edits) and a counter that every delete bumps: three index lookups.
 * - Text search (`search_text` contains the typed text) uses a trigram index instead of reading
 *   every row: FTS5's trigram tokenizer on SQLite (kept in step by triggers), pg_trgm on
 *   PostgreSQL. Without pg_trgm (no permission to create it) search still works, only slower.
 */
export async function up(db: AnyDb) {
  await createIndex(db, 'applicants', 'applicants_updated_idx', ['updated_at']);
  await db.schema
    .createTable('change_counters')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.insertInto('change_counters').values({ name: 'applicants_deleted', value: 0 }).execute();

  if (await isPostgres(db)) {
    // A savepoint, so a refused CREATE EXTENSION does not abort the migration's transaction.
    await sql`savepoint applicants_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      await sql`create index applicants_search_trgm_idx on applicants using gin (search_text public.gin_trgm_ops)`.execute(
        db,
      );
      await sql`release savepoint applicants_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint applicants_trgm`.execute(db);
    }
    return;
  }
  await sql`create virtual table applicants_search using fts5(search_text, content='applicants', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into applicants_search(applicants_search) values ('rebuild')`.execute(db);
  await createFtsSyncTriggers(db, 'applicants_search', 'applicants', {
    insert: 'applicants_search_ai',
    delete: 'applicants_search_ad',
    update: 'applicants_search_au',
  });
}
