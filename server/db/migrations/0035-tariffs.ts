import type { AnyDb } from './helpers.ts';
import { isPostgres, withId } from './helpers.ts';

/**
 * The price tariff (docs/decisions/053): one row per version, never updated. The newest row is
 * the current tariff; a stored quote request points at the row it was priced with, so a later
 * change of the tariff never changes an estimate already sent.
 */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await withId(db.schema.createTable('tariffs'), pg)
    .addColumn('tahun', 'integer', (col) => col.notNull())
    /** The whole tariff as JSON (`Tariff` of common/pricing.ts). */
    .addColumn('data', 'text', (col) => col.notNull())
    /** True for the demo figures a new site starts with: examples to check, not a price list. */
    .addColumn('contoh', 'integer', (col) => col.notNull().defaultTo(0))
    /** The staff member who saved it (null for the seeded tariff). */
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}
