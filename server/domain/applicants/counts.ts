import { type Kysely, type RawBuilder } from 'kysely';

import type { DB } from '../../db/schema.ts';

/**
 * Reads of the `applicants` table that count or list many applications at once, for the
 * statistics, the vacancies' list and the credential register (docs/architecture.md, "One owner
 * per table").
 */

/** Applications and flagged ones (`memenuhi_syarat` 0) per vacancy, for vacancies with any. */
export function applicationCountsByVacancy(db: Kysely<DB>) {
  return db
    .selectFrom('applicants')
    .select((eb) => [
      'lowongan_id',
      eb.fn.countAll().as('n'),
      eb.fn.sum(eb.case().when('memenuhi_syarat', '=', 0).then(1).else(0).end()).as('flagged'),
    ])
    .where('lowongan_id', 'is not', null)
    .groupBy('lowongan_id')
    .execute();
}

/**
 * The dashboard's four passes (docs/decisions/025, 031), side by side on PostgreSQL's pool: by
 * status and position (one pass, nine groups), by day since `firstWeek`, the days to decision of
 * those decided since `since` (`days`, per dialect), and by vacancy, status and screening.
 */
export function applicantStatsRows(
  db: Kysely<DB>,
  window: { firstWeek: string; since: string; days: RawBuilder<number> },
) {
  return Promise.all([
    db
      .selectFrom('applicants')
      .select(['status', 'posisi', (eb) => eb.fn.countAll().as('n')])
      .groupBy(['status', 'posisi'])
      .execute(),
    db
      .selectFrom('applicants')
      .select(['created_day', (eb) => eb.fn.countAll().as('n')])
      .where('created_day', '>=', window.firstWeek)
      .groupBy('created_day')
      .execute(),
    db
      .selectFrom('applicants')
      .select(window.days.as('days'))
      .where('decided_at', '>=', window.since)
      .execute(),
    // Applications to a vacancy only (the lowongan index), in their own pass (docs/decisions/031).
    db
      .selectFrom('applicants')
      .select(['lowongan_id', 'status', 'memenuhi_syarat', (eb) => eb.fn.countAll().as('n')])
      .where('lowongan_id', 'is not', null)
      .groupBy(['lowongan_id', 'status', 'memenuhi_syarat'])
      .execute(),
  ]);
}

/** The credential register's rows: applications in `status`, by id. */
export function credentialRows(db: Kysely<DB>, status: string) {
  return db
    .selectFrom('applicants')
    .select([
      'id',
      'nama',
      'posisi',
      'gada_tingkat',
      'gada_nomor',
      'kta_nomor',
      'kta_berlaku_sampai',
      'skck_tanggal',
      'surat_sehat_tanggal',
    ])
    .where('status', '=', status)
    .orderBy('id')
    .execute();
}
