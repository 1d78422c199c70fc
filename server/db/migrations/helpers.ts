import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';

/**
 * Column helpers so one migration file runs on SQLite and PostgreSQL. Timestamps are ISO-8601
 * UTC text in both databases: they sort as text, compare with plain strings and come back the
 * same from both drivers. Booleans are 0/1 integers (docs/product.md §3: dibaca 0 unread, truthy read).
 */

export type AnyDb = Kysely<any>;

export async function isPostgres(db: AnyDb) {
  try {
    await sql`select version()`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export function withId<T extends string>(table: CreateTableBuilder<T, never>, postgres: boolean) {
  return postgres
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export function withTimestamps<T extends string>(table: CreateTableBuilder<T, any>) {
  return table
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull());
}

/** A column that points at `table`'s row and goes with it: not null, on delete cascade. */
export function belongsTo(table: string) {
  return (col: ColumnDefinitionBuilder) =>
    col.notNull().references(`${table}.id`).onDelete('cascade');
}

/** Nullable columns added to an existing table, one ALTER TABLE each (SQLite adds one at a time). */
export async function addNullableColumns(
  db: AnyDb,
  table: string,
  columns: Record<string, 'text' | 'integer'>,
) {
  for (const [column, type] of Object.entries(columns))
    await db.schema.alterTable(table).addColumn(column, type).execute();
}

/** Case-insensitive uniqueness that both databases enforce, even under concurrent inserts. */
export async function uniqueLower(db: AnyDb, table: string, column: string) {
  await sql`create unique index ${sql.id(`${table}_${column}_lower_unique`)} on ${sql.id(table)} (lower(${sql.id(column)}))`.execute(
    db,
  );
}

/** One index on `table`: the same DDL as Kysely's createIndex().on().columns() chain. */
export async function createIndex(db: AnyDb, table: string, name: string, columns: string[]) {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/**
 * SQLite: the three triggers (named by the caller: they shipped under different names) that keep
 * the external-content FTS5 table `fts` in step with the `search_text` column of `table`.
 */
export async function createFtsSyncTriggers(
  db: AnyDb,
  fts: string,
  table: string,
  names: { insert: string; delete: string; update: string },
) {
  await sql`create trigger ${sql.raw(names.insert)} after insert on ${sql.raw(table)} begin
    insert into ${sql.raw(fts)}(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger ${sql.raw(names.delete)} after delete on ${sql.raw(table)} begin
    insert into ${sql.raw(fts)}(${sql.raw(fts)}, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger ${sql.raw(names.update)} after update of search_text on ${sql.raw(table)} begin
    insert into ${sql.raw(fts)}(${sql.raw(fts)}, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into ${sql.raw(fts)}(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
}
