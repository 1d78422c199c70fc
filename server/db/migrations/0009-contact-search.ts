import { sql } from 'kysely';

import type { AnyDb } from './helpers.ts';
import { createFtsSyncTriggers, isPostgres } from './helpers.ts';

/**
 * Substring search over contact_messages.search_text that stays fast at 100,000 messages
 * (bench/inbox.ts). SQLite: an FTS5 trigram index kept in step by triggers, queried with MATCH.
 * PostgreSQL: a pg_trgm GIN index that serves the same `LIKE '%term%'`; where the extension
 * cannot be installed the search still works, only without the index.
 */
export async function up(db: AnyDb) {
  if (await isPostgres(db)) {
    const available = await sql<{
      name: string;
    }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (available.rows.length === 0) return;
    await sql`savepoint pg_trgm_install`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      await sql`release savepoint pg_trgm_install`.execute(db);
    } catch {
      // No privilege to install extensions: keep the plain scan.
      await sql`rollback to savepoint pg_trgm_install`.execute(db);
      return;
    }
    // The operator class lives wherever the extension was installed first.
    const found = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
      db,
    );
    const schema = found.rows[0]?.schema ?? 'public';
    await sql`create index contact_messages_search_trgm_idx on contact_messages using gin (search_text ${sql.raw(`"${schema.replace(/"/g, '""')}".gin_trgm_ops`)})`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table contact_messages_fts using fts5(search_text, content='contact_messages', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await createFtsSyncTriggers(db, 'contact_messages_fts', 'contact_messages', {
    insert: 'contact_messages_fts_insert',
    delete: 'contact_messages_fts_delete',
    update: 'contact_messages_fts_update',
  });
  await sql`insert into contact_messages_fts(contact_messages_fts) values ('rebuild')`.execute(db);
}
