import { randomInt } from 'node:crypto';

import { type Kysely, sql } from 'kysely';

import {
  BOOKING_CODE_ALPHABET,
  BOOKING_CODE_LENGTH,
  type HiringDay,
  type HiringDayKind,
  type HiringDayValues,
} from '#common/schemas/hiring-days';

import type { DB, HiringDayRow } from '../../db/schema.ts';
import { applicantContacts } from '../../domain/applicants/rows.ts';

/**
 * Hiring days, invitations and bookings: plain Kysely, rows or undefined, no HTTP (docs/conventions.md §3).
 * Functions that must run inside a caller's transaction take it as `tx`. Places taken are the
 * count of bookings, read after `lockHiringDay` (docs/decisions/045-hiring-day-capacity.md).
 */

export type Tx = Kysely<DB>;

/** A random booking code of BOOKING_CODE_LENGTH unambiguous characters (31^8 ≈ 8.5e11). */
export function newBookingCode() {
  let code = '';
  for (let i = 0; i < BOOKING_CODE_LENGTH; i += 1)
    code += BOOKING_CODE_ALPHABET[randomInt(BOOKING_CODE_ALPHABET.length)];
  return code;
}

export function toHiringDay(row: HiringDayRow, terisi: number): HiringDay {
  return {
    id: row.id,
    judul: row.judul,
    jenis: row.jenis as HiringDayKind,
    mulai: row.mulai,
    selesai: row.selesai,
    lokasi: row.lokasi,
    peta_url: row.peta_url,
    kapasitas: row.kapasitas,
    terisi,
    lowongan_id: row.lowongan_id,
    dibatalkan: row.dibatalkan_at !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Who is told about a booking: the application's name and address, and the booking. */
export interface BookingHolder {
  pelamar_id: number;
  nama: string;
  email: string;
  kode: string;
  jadwal: string;
}

function countsByHiringDay(db: Kysely<DB>) {
  return Promise.all([
    db
      .selectFrom('session_bookings')
      .select((eb) => [
        'sesi_id',
        eb.fn.countAll<string | number>().as('terisi'),
        eb.fn.count<string | number>('hadir_at').as('hadir'),
      ])
      .groupBy('sesi_id')
      .execute(),
    db
      .selectFrom('session_invitations')
      .select((eb) => ['sesi_id', eb.fn.countAll<string | number>().as('n')])
      .groupBy('sesi_id')
      .execute(),
  ]);
}

export function hiringDaysRepo(db: Kysely<DB>) {
  return {
    async create(values: HiringDayValues, by: string, now: string) {
      const row = await db
        .insertInto('hiring_sessions')
        .values({ ...values, created_by: by, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toHiringDay(row, 0);
    },

    async vacancyExists(id: number) {
      return Boolean(
        await db.selectFrom('vacancies').select('id').where('id', '=', id).executeTakeFirst(),
      );
    },

    /** Every hiring day, the latest start first, with places taken, invitations and arrivals. */
    async listForStaff(id?: number) {
      let query = db.selectFrom('hiring_sessions').selectAll();
      if (id !== undefined) query = query.where('id', '=', id);
      const [rows, [bookings, invitations]] = await Promise.all([
        query.orderBy('mulai', 'desc').orderBy('id', 'desc').execute(),
        countsByHiringDay(db),
      ]);
      const booked = new Map(bookings.map((b) => [Number(b.sesi_id), b]));
      const invited = new Map(invitations.map((i) => [Number(i.sesi_id), Number(i.n)]));
      return rows.map((row) => ({
        ...toHiringDay(row, Number(booked.get(row.id)?.terisi ?? 0)),
        diundang: invited.get(row.id) ?? 0,
        hadir: Number(booked.get(row.id)?.hadir ?? 0),
      }));
    },

    async findRow(id: number, tx: Tx = db) {
      return tx.selectFrom('hiring_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Takes the hiring day row's write lock for the rest of `tx` and answers the row as it is now.
     * A no-op UPDATE: PostgreSQL row lock (and a fresh read after waiting), SQLite's one write
     * lock; both databases, no FOR UPDATE dialect.
     */
    async lockHiringDay(tx: Tx, id: number) {
      return tx
        .updateTable('hiring_sessions')
        .set({ kapasitas: sql<number>`kapasitas` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Places taken: a fresh count (read committed: after the lock, every earlier booking). */
    async countBookings(tx: Tx, sesiId: number) {
      const row = await tx
        .selectFrom('session_bookings')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('sesi_id', '=', sesiId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async update(tx: Tx, id: number, values: HiringDayValues, now: string) {
      return tx
        .updateTable('hiring_sessions')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async cancel(tx: Tx, id: number, now: string) {
      return tx
        .updateTable('hiring_sessions')
        .set({ dibatalkan_at: now, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The bookings of a hiring day with the application's name and address. */
    async holders(tx: Tx, sesiId: number): Promise<BookingHolder[]> {
      return tx
        .selectFrom('session_bookings as b')
        .innerJoin('applicants as a', 'a.id', 'b.pelamar_id')
        .select(['b.pelamar_id', 'a.nama', 'a.email', 'b.kode', 'b.jadwal'])
        .where('b.sesi_id', '=', sesiId)
        .orderBy('b.id')
        .execute();
    },

    /** Which of `ids` are applications; the rest are unknown. */
    existingApplicants: (ids: number[]) => applicantContacts(db, ids),

    /** Invites `ids` (known applications); answers those not invited before. */
    async invite(tx: Tx, sesiId: number, ids: number[], now: string) {
      const already = await tx
        .selectFrom('session_invitations')
        .select('pelamar_id')
        .where('sesi_id', '=', sesiId)
        .where('pelamar_id', 'in', ids)
        .execute();
      const known = new Set(already.map((r) => r.pelamar_id));
      const fresh = ids.filter((id) => !known.has(id));
      if (fresh.length)
        await tx
          .insertInto('session_invitations')
          .values(fresh.map((pelamar_id) => ({ sesi_id: sesiId, pelamar_id, invited_at: now })))
          .onConflict((oc) => oc.columns(['sesi_id', 'pelamar_id']).doNothing())
          .execute();
      return fresh;
    },

    async participants(sesiId: number) {
      return db
        .selectFrom('session_bookings as b')
        .innerJoin('applicants as a', 'a.id', 'b.pelamar_id')
        .select([
          'b.pelamar_id',
          'a.nama',
          'a.telepon',
          'a.posisi',
          'a.status',
          'b.kode',
          'b.hadir_at',
          'b.tinggi_badan',
          'b.berat_badan',
          'b.lulus',
          'b.catatan',
        ])
        .where('b.sesi_id', '=', sesiId)
        .orderBy('a.nama')
        .orderBy('b.id')
        .execute();
    },

    /** The hiring day another booking code belongs to (codes are unique across hiring days). */
    async hiringDayOfCode(tx: Tx, kode: string) {
      return tx
        .selectFrom('session_bookings as b')
        .innerJoin('hiring_sessions as s', 's.id', 'b.sesi_id')
        .select(['s.id', 's.judul', 's.mulai'])
        .where('b.kode', '=', kode)
        .executeTakeFirst();
    },

    async bookingByCode(tx: Tx, sesiId: number, kode: string) {
      return tx
        .selectFrom('session_bookings as b')
        .innerJoin('applicants as a', 'a.id', 'b.pelamar_id')
        .select(['b.id', 'b.pelamar_id', 'b.hadir_at', 'a.nama'])
        .where('b.sesi_id', '=', sesiId)
        .where('b.kode', '=', kode)
        .executeTakeFirst();
    },

    /** Marks arrival unless already marked; answers whether this call marked it. */
    async checkIn(tx: Tx, bookingId: number, now: string) {
      const result = await tx
        .updateTable('session_bookings')
        .set({ hadir_at: now })
        .where('id', '=', bookingId)
        .where('hadir_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async bookingOf(tx: Tx, sesiId: number, pelamarId: number) {
      return tx
        .selectFrom('session_bookings')
        .selectAll()
        .where('sesi_id', '=', sesiId)
        .where('pelamar_id', '=', pelamarId)
        .executeTakeFirst();
    },

    async saveResult(
      tx: Tx,
      bookingId: number,
      result: {
        tinggi_badan: number | null;
        berat_badan: number | null;
        lulus: boolean;
        catatan: string;
      },
      by: string,
      now: string,
    ) {
      await tx
        .updateTable('session_bookings')
        .set({
          tinggi_badan: result.tinggi_badan,
          berat_badan: result.berat_badan,
          lulus: result.lulus ? 1 : 0,
          catatan: result.catatan || null,
          hasil_at: now,
          hasil_by: by,
        })
        .where('id', '=', bookingId)
        .execute();
    },

    /** Counts for the statistics page over hiring days that have ended and were not cancelled. */
    async stats(now: string) {
      const row = await db
        .selectFrom('session_bookings as b')
        .innerJoin('hiring_sessions as s', 's.id', 'b.sesi_id')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('dipesan'),
          eb.fn.count<string | number>('b.hadir_at').as('hadir'),
          eb.fn
            .sum<string | number | null>(eb.case().when('b.lulus', '=', 1).then(1).else(0).end())
            .as('lulus'),
          eb.fn.count<string | number>('b.lulus').as('dinilai'),
        ])
        .where('s.selesai', '<=', now)
        .where('s.dibatalkan_at', 'is', null)
        .executeTakeFirstOrThrow();
      const held = await db
        .selectFrom('hiring_sessions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('selesai', '<=', now)
        .where('dibatalkan_at', 'is', null)
        .executeTakeFirstOrThrow();
      return {
        held: Number(held.n),
        booked: Number(row.dipesan),
        arrived: Number(row.hadir),
        passed: Number(row.lulus ?? 0),
        judged: Number(row.dinilai),
      };
    },
  };
}
