import type { Kysely } from 'kysely';

import type { DB } from '../db/schema.ts';
import { nowIso } from '../lib/dates.ts';

/** The tables that hold a plain list editors keep in order: an id, text columns, timestamps. */
export type OrderedListTable = 'faqs' | 'tenants';

/** A row as the queries answer it: its id and the other `columns` asked for. */
type Row = { id: number };

// The table is a value here, which Kysely's types cannot follow; the route's response schema
// checks the rows these queries answer.
const untyped = (db: Kysely<DB>) => db as unknown as Kysely<{ list: Record<string, unknown> }>;

/**
 * One copy of the queries for every ordered-list table (FAQs, tenants): plain Kysely, rows or
 * undefined, no HTTP. Oldest first, so the order an editor adds rows is the order visitors read
 * them (the public tenant list is numbered that way).
 */
export function orderedListRepo(
  db: Kysely<DB>,
  table: OrderedListTable,
  columns: readonly string[],
) {
  const listDb = untyped(db);
  const name = table as 'list';
  return {
    list: () =>
      listDb.selectFrom(name).select(columns).orderBy('id', 'asc').execute() as Promise<Row[]>,
    create: (input: object) => {
      const now = nowIso();
      return listDb
        .insertInto(name)
        .values({ ...input, created_at: now, updated_at: now })
        .returning(columns)
        .executeTakeFirstOrThrow() as Promise<Row>;
    },
    update: (id: number, input: object) =>
      listDb
        .updateTable(name)
        .set({ ...input, updated_at: nowIso() })
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirst() as Promise<Row | undefined>,
    remove: (id: number) =>
      listDb.deleteFrom(name).where('id', '=', id).returning(columns).executeTakeFirst() as Promise<
        Row | undefined
      >,
  };
}
