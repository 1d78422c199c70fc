import type { AnyDb } from './helpers.ts';

/**
 * The staff list's poll (GET /api/pelamar, every 10 s) answers 304 from an ETag built out of
 * count + max(id) + max(updated_at); this index makes max(updated_at) a single index lookup.
 */
export async function up(db: AnyDb) {
  await db.schema.createIndex('applicants_updated_idx').on('applicants').column('updated_at').execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropIndex('applicants_updated_idx').execute();
}
