/**
 * `npm run bench:applicants`: the staff applicant list with 100,000 applicants (docs/decisions/009). Seeds the
 * rows in batches, then times the calls the admin screens make, one at a time through the real
 * app (`inject`: routing, auth, validation, database, serialisation; no network): the first list
 * page, a name search, filters and sorts, the duplicates flag, the dashboard's numbers (cached,
 * and computed anew after a change), and the 10-second poll when nothing changed (304).
 * Targets: list calls under 50 ms, unchanged poll under 5 ms (median and p99 printed).
 * Runs on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL too. BENCH_ROWS changes the
 * row count, BENCH_RUNS the samples per call.
 */
import { sql } from 'kysely';

import type { Dialect } from '../server/db/database.ts';
import { localDate } from '../server/lib/dates.ts';
import { applicantSearchText } from '../server/domain/applications.repo.ts';
import {
  type BenchApp,
  type TimedCall,
  benchSize,
  runOnEachDatabase,
  timeSeededCalls,
} from './lib/bench-app.ts';
import { FIRST_NAMES, LAST_NAMES, benchPerson } from './lib/names.ts';

const { rows: ROWS, runs: RUNS } = benchSize(200);
const BATCH = 1000;
const TARGETS = { list: 50, poll: 5 };

const POSITIONS = ['Security', 'Kebersihan', 'Pengelola Parkir'];
const STATUSES = ['Menunggu', 'Menunggu', 'Menunggu', 'Diterima', 'Ditolak'];

/** Vacancies the applications are spread over (three in five apply to one) (docs/decisions/031). */
const VACANCIES = 40;

async function seedVacancies(app: BenchApp) {
  const now = new Date().toISOString();
  const rows = Array.from({ length: VACANCIES }, (_, i) => ({
    slug: `bench-lowongan-${i}`,
    judul: `Lowongan ${i}`,
    posisi: POSITIONS[i % POSITIONS.length],
    kota: 'Jakarta',
    provinsi: 'DKI Jakarta',
    lokasi: null,
    jenis: 'Kontrak',
    kuota: 10,
    deskripsi: '<p>Bench</p>',
    gaji_min: null,
    gaji_max: null,
    tampilkan_gaji: 0,
    ditutup_pada: '2099-12-31',
    status: 'dibuka',
    pertanyaan: '[]',
    dibuka_at: now,
    created_at: now,
    updated_at: now,
  }));
  const ids = await app.db.insertInto('vacancies').values(rows).returning('id').execute();
  return ids.map((row) => row.id);
}

async function seed(app: BenchApp, timeZone: string) {
  const vacancyIds = await seedVacancies(app);
  // Three years up to now, so the dashboard's last twelve weeks hold real rows.
  const end = Date.now();
  const start = end - 3 * 365 * 86_400_000;
  const span = end - start;
  for (let offset = 0; offset < ROWS; offset += BATCH) {
    const count = Math.min(BATCH, ROWS - offset);
    const users = Array.from({ length: count }, (_, i) => {
      const n = offset + i;
      return {
        nama: `bench${n}`,
        email: `bench${n}@contoh.id`,
        password_hash: 'x',
        password_changed_at: '2023-01-01T00:00:00.000Z',
        created_at: '2023-01-01T00:00:00.000Z',
        updated_at: '2023-01-01T00:00:00.000Z',
      };
    });
    const ids = await app.db.insertInto('applicant_users').values(users).returning('id').execute();
    const rows = ids.map(({ id }, i) => {
      const n = offset + i;
      // Rising with n, as real arrivals do; a few per hour over three years.
      const created = new Date(start + Math.floor((n / ROWS) * span)).toISOString();
      const { first, last } = benchPerson(n);
      const nama = `${first} ${last}`;
      const email = `bench${n}@contoh.id`;
      const posisi = POSITIONS[n % POSITIONS.length];
      const status = STATUSES[(n * 3) % STATUSES.length];
      return {
        user_id: id,
        nama,
        email,
        // Every 50th applicant shares a phone with the one before: flagged duplicates.
        telepon: `0812${String(n % 50 === 0 && n > 0 ? n - 1 : n).padStart(8, '0')}`,
        posisi,
        jenis_kelamin: n % 2 ? 'Laki-laki' : 'Perempuan',
        tanggal_lahir: '1995-04-10',
        pesan: `Jl. Contoh No. ${n}, Jakarta`,
        resume: '[]',
        foto: '',
        status,
        jadwal_interview: status === 'Menunggu' ? null : '2026-01-05T10:00',
        // Decided a few days after applying (the dashboard's time to decision).
        decided_at:
          status === 'Menunggu'
            ? null
            : new Date(Date.parse(created) + ((n % 9) + 1) * 86_400_000).toISOString(),
        created_at: created,
        updated_at: created,
        created_day: localDate(created, timeZone),
        search_text: applicantSearchText({ nama, email, posisi }),
        lowongan_id: n % 5 < 3 ? vacancyIds[n % VACANCIES] : null,
        // One in seven answered against an expected answer: 'Tidak memenuhi syarat'.
        memenuhi_syarat: n % 7 === 0 ? 0 : 1,
      };
    });
    await app.db.insertInto('applicants').values(rows).execute();
  }
}

const run = (dialect: Dialect) =>
  timeSeededCalls({
    dialect,
    what: `${ROWS} applicants`,
    seed: async (app, config) => {
      await seed(app, config.timeZone);
      if (dialect === 'postgres') await sql`analyze applicants`.execute(app.db);
    },
    runs: RUNS,
    calls: async (app, headers): Promise<TimedCall[]> => {
      const { id: vacancyId } = await app.db
        .selectFrom('vacancies')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const first = await app.inject({ method: 'GET', url: '/api/pelamar', headers });
      const etag = String(first.headers.etag);
      return [
        { name: 'first list page', url: '/api/pelamar', targetMs: TARGETS.list },
        // A different name each time, so the total-count cache never helps: the real cost of a search.
        {
          name: 'name search',
          url: (i: number) =>
            `/api/pelamar?q=${encodeURIComponent(`${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 5) % LAST_NAMES.length]}`)}`,
          targetMs: TARGETS.list,
        },
        { name: 'status filter', url: '/api/pelamar?status=Diterima', targetMs: TARGETS.list },
        { name: 'position filter', url: '/api/pelamar?posisi=Kebersihan', targetMs: TARGETS.list },
        {
          name: 'vacancy filter',
          url: `/api/pelamar?lowongan=${vacancyId}`,
          targetMs: TARGETS.list,
        },
        {
          name: 'vacancy + flagged',
          url: `/api/pelamar?lowongan=${vacancyId}&memenuhi=0`,
          targetMs: TARGETS.list,
        },
        { name: 'flagged filter', url: '/api/pelamar?memenuhi=0&page=5', targetMs: TARGETS.list },
        { name: 'sort by name', url: '/api/pelamar?sort=name', targetMs: TARGETS.list },
        {
          name: 'position + status + name',
          url: '/api/pelamar?posisi=Security&status=Diterima&sort=name_desc&page=3',
          targetMs: TARGETS.list,
        },
        // Every list row carries the duplicates flag; this page has several (shared phones).
        {
          name: 'duplicates flag (page 40)',
          url: '/api/pelamar?page=40&pageSize=200',
          targetMs: TARGETS.list,
        },
        { name: 'stats (cached)', url: '/api/pelamar/stats', targetMs: TARGETS.list },
        {
          name: 'unchanged poll (304)',
          url: '/api/pelamar',
          headers: { 'if-none-match': etag },
          status: 304,
          targetMs: TARGETS.poll,
        },
        // Last, as it changes rows: one applicant changes before each call (untimed), so every call
        // computes the numbers anew.
        {
          name: 'stats (computed)',
          url: '/api/pelamar/stats',
          targetMs: TARGETS.list,
          before: (i: number) =>
            app.db
              .updateTable('applicants')
              .set({ updated_at: new Date(Date.now() + i).toISOString() })
              .where('id', '=', 1 + i)
              .execute(),
        },
      ];
    },
  });

await runOnEachDatabase(run);
