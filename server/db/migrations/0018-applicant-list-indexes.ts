import type { AnyDb } from './helpers.ts';

/**
 * Issue 11, the staff list at 100,000 applicants (bench/applicants.ts): filter by position
 * (newest first), sort by name, flag duplicates (another application with the same phone or
 * e-mail: an index lookup per row of the page) and the dashboard's counts per position and
 * the time to decision.
 */
export async function up(db: AnyDb) {
  await db.schema
    .createIndex('applicants_posisi_idx')
    .on('applicants')
    .columns(['posisi', 'created_at', 'id'])
    .execute();
  // Position and status together, sorted by name: read in index order, no sort of the matches.
  await db.schema
    .createIndex('applicants_posisi_status_nama_idx')
    .on('applicants')
    .columns(['posisi', 'status', 'nama', 'id'])
    .execute();
  await db.schema
    .createIndex('applicants_nama_idx')
    .on('applicants')
    .columns(['nama', 'id'])
    .execute();
  await db.schema
    .createIndex('applicants_telepon_idx')
    .on('applicants')
    .columns(['telepon', 'id'])
    .execute();
  await db.schema
    .createIndex('applicants_email_idx')
    .on('applicants')
    .columns(['email', 'id'])
    .execute();
  await db.schema
    .createIndex('applicants_decided_idx')
    .on('applicants')
    .columns(['decided_at', 'created_at'])
    .execute();
}
