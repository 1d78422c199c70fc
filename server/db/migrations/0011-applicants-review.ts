import type { AnyDb } from './helpers.ts';

/**
 * The staff list's 10-second poll (GET /api/pelamar) answers 304 from an ETag made of max(id)
 * (new applicants), max(updated_at) (edits) and a counter that every delete bumps: three index
 * lookups, whatever the number of applicants (bench/applicants.ts).
 */
export async function up(db: AnyDb) {
  await db.schema.createIndex('applicants_updated_idx').on('applicants').column('updated_at').execute();
  await db.schema
    .createTable('change_counters')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.insertInto('change_counters').values({ name: 'applicants_deleted', value: 0 }).execute();
}
