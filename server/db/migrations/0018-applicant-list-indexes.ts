import type { AnyDb } from './helpers.ts';
import { createIndex } from './helpers.ts';

/**
 * docs/decisions/025: the staff list at 100,000 applicants (bench/applicants.ts): filter by position
 * (newest first), sort by name, flag duplicates (another application with the same phone or
 * e-mail: an index lookup per row of the page) and the dashboard's counts per position and
 * the time to decision.
 */
export async function up(db: AnyDb) {
  await createIndex(db, 'applicants', 'applicants_posisi_idx', ['posisi', 'created_at', 'id']);
  // Position and status together, sorted by name: read in index order, no sort of the matches.
  await createIndex(db, 'applicants', 'applicants_posisi_status_nama_idx', [
    'posisi',
    'status',
    'nama',
    'id',
  ]);
  await createIndex(db, 'applicants', 'applicants_nama_idx', ['nama', 'id']);
  await createIndex(db, 'applicants', 'applicants_telepon_idx', ['telepon', 'id']);
  await createIndex(db, 'applicants', 'applicants_email_idx', ['email', 'id']);
  await createIndex(db, 'applicants', 'applicants_decided_idx', ['decided_at', 'created_at']);
}
