import type { Insertable, Kysely } from 'kysely';

import type { DB } from '../../db/schema.ts';
import { findApplicationOf } from '../../domain/applicants/rows.ts';
import type { Tx } from './hiring-days.repo.ts';

/**
 * The applicant's side of hiring days: their application, the hiring days they may book, the place
 * they hold, and taking or giving it up. Plain Kysely, no HTTP (docs/conventions.md §3), so the
 * booking routes read as the rules they enforce. Writes run in the caller's transaction `tx`,
 * after `lockApplicantRow` (server/domain/applicants/rows.ts) (docs/decisions/045-hiring-day-capacity.md).
 */
export function bookingsRepo(db: Kysely<DB>) {
  return {
    /** The account's application (one per account), if it has sent one. */
    applicationOf: (userId: number) => findApplicationOf(db, userId),

    /** The hiring days the application is invited to or holds a place in, with places taken. */
    hiringDaysFor(pelamarId: number) {
      return db
        .selectFrom('hiring_sessions as s')
        .selectAll('s')
        .select((eb) => [
          eb
            .selectFrom('session_bookings as c')
            .select((c) => c.fn.countAll<string | number>().as('n'))
            .whereRef('c.sesi_id', '=', 's.id')
            .as('terisi'),
        ])
        .where((eb) =>
          eb.or([
            eb(
              's.id',
              'in',
              eb
                .selectFrom('session_invitations')
                .select('sesi_id')
                .where('pelamar_id', '=', pelamarId),
            ),
            eb(
              's.id',
              'in',
              eb
                .selectFrom('session_bookings')
                .select('sesi_id')
                .where('pelamar_id', '=', pelamarId),
            ),
          ]),
        )
        .orderBy('s.mulai')
        .orderBy('s.id')
        .execute();
    },

    /** The place the application holds (at most one), with its hiring day's start and cancellation. */
    heldBy(pelamarId: number, tx: Tx = db) {
      return tx
        .selectFrom('session_bookings as b')
        .innerJoin('hiring_sessions as s', 's.id', 'b.sesi_id')
        .select(['b.id', 'b.sesi_id', 'b.kode', 'b.hadir_at', 's.mulai', 's.dibatalkan_at'])
        .where('b.pelamar_id', '=', pelamarId)
        .executeTakeFirst();
    },

    async isInvited(tx: Tx, sesiId: number, pelamarId: number) {
      const row = await tx
        .selectFrom('session_invitations')
        .select('id')
        .where('sesi_id', '=', sesiId)
        .where('pelamar_id', '=', pelamarId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async book(tx: Tx, values: Insertable<DB['session_bookings']>) {
      await tx.insertInto('session_bookings').values(values).execute();
    },

    async free(tx: Tx, bookingId: number) {
      await tx.deleteFrom('session_bookings').where('id', '=', bookingId).execute();
    },
  };
}
