import type { AnyDb } from './helpers.ts';
import { createIndex } from './helpers.ts';
import { belongsTo, isPostgres, withId } from './helpers.ts';

/**
 * docs/decisions/025: recruiting: every status or schedule change of an application (who and when) and the
 * staff's internal notes. Both go with their application (on delete cascade). `decided_at` keeps
 * when an application last reached a final status (Diterima, Ditolak), so the dashboard's "time
 * to decision" reads one column instead of the whole history.
 */
export async function up(db: AnyDb) {
  const pg = await isPostgres(db);
  await withId(db.schema.createTable('applicant_history'), pg)
    .addColumn('applicant_id', 'integer', belongsTo('applicants'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('jadwal_interview', 'text')
    /** What changed: 'status' or 'jadwal'. */
    .addColumn('kind', 'text', (col) => col.notNull())
    /** The staff member's name at the time (a later rename or removal keeps the record). */
    .addColumn('changed_by', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .execute();
  await createIndex(db, 'applicant_history', 'applicant_history_applicant_idx', [
    'applicant_id',
    'id',
  ]);

  await withId(db.schema.createTable('applicant_notes'), pg)
    .addColumn('applicant_id', 'integer', belongsTo('applicants'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await createIndex(db, 'applicant_notes', 'applicant_notes_applicant_idx', ['applicant_id', 'id']);

  await db.schema.alterTable('applicants').addColumn('decided_at', 'text').execute();
}
