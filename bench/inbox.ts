/**
 * `npm run bench:inbox`: the 'Kontak Pesan' inbox with 100,000 messages (issue 4). Seeds the rows
 * in batches, then times the calls the inbox makes, one at a time through the real app (`inject`:
 * routing, auth, validation, database, serialisation; no network): the first page, a search that
 * finds a few messages, a search that finds none (the slowest case: nothing stops the scan early),
 * and a month filter. Each call also counts the total and the unread messages, as the inbox does.
 * Target: median and p99 under 50 ms. Runs on SQLite and, when TEST_DATABASE_URL is set, on
 * PostgreSQL too. BENCH_ROWS changes the row count, BENCH_RUNS the samples per call.
 */
import { sql } from 'kysely';

import { buildApp } from '../server/app.ts';
import type { Dialect } from '../server/db/database.ts';
import { contactSearchText } from '../server/features/contact-messages/contact-messages.repo.ts';
import { localDate } from '../server/lib/dates.ts';
import { buildBenchApp, stats } from './lib/bench-app.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const BATCH = 1000;
const TARGET_MS = 50;

const FIRST = [
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Rina',
  'Joko',
  'Ani',
  'Bayu',
  'Putri',
  'Eko',
  'Wulan',
  'Hendra',
  'Sri',
  'Yusuf',
  'Lina',
];
const LAST = [
  'Santoso',
  'Aminah',
  'Salim',
  'Lestari',
  'Wati',
  'Susilo',
  'Pratama',
  'Kusuma',
  'Hidayat',
  'Saputra',
  'Nugroho',
  'Rahmawati',
];
const DOMAINS = ['gmail.com', 'yahoo.co.id', 'perusahaan.co.id', 'kantor.id', 'contoh.id'];
const SENTENCES = [
  'Kami membutuhkan layanan keamanan untuk gedung perkantoran kami di Jakarta Selatan.',
  'Mohon informasi harga jasa kebersihan untuk pabrik seluas dua hektar.',
  'Apakah tersedia pengelolaan parkir untuk pusat perbelanjaan dengan 800 kendaraan?',
  'Saya ingin menjadwalkan pertemuan untuk membahas kontrak tahunan.',
  'Tolong kirimkan profil perusahaan dan daftar klien Anda.',
  'Kami sedang mencari mitra outsourcing satpam untuk tiga lokasi gudang.',
  'Berapa lama proses penempatan petugas setelah kontrak ditandatangani?',
  'Terima kasih atas pelayanan tim Anda selama ini.',
];

async function seed(app: Awaited<ReturnType<typeof buildApp>>, timeZone: string) {
  // One transaction: SQLite syncs once instead of once per batch.
  await app.db.transaction().execute(async (trx) => {
    const start = Date.parse('2023-01-01T00:00:00Z');
    const span = Date.parse('2026-01-01T00:00:00Z') - start;
    for (let offset = 0; offset < ROWS; offset += BATCH) {
      const count = Math.min(BATCH, ROWS - offset);
      const rows = Array.from({ length: count }, (_, i) => {
        const n = offset + i;
        // Rising with n, as real arrivals do: about four an hour over three years.
        const created = new Date(start + Math.floor((n / ROWS) * span)).toISOString();
        const first = FIRST[n % FIRST.length];
        const last = LAST[(n * 7) % LAST.length];
        const values = {
          nama: `${first} ${last}`,
          email: `${first}.${last}${n}@${DOMAINS[n % DOMAINS.length]}`.toLowerCase(),
          telepon: `0812-${String(n)
            .padStart(8, '0')
            .replace(/(\d{4})(\d{4})/, '$1-$2')}`,
          pesan: `${SENTENCES[n % SENTENCES.length]} ${SENTENCES[(n * 3 + 1) % SENTENCES.length]} Ref ${n}.`,
        };
        return {
          ...values,
          // Older messages have been read; the newest 2 % have not.
          dibaca: n < ROWS * 0.98 ? 1 : 0,
          submission_key: null,
          created_at: created,
          updated_at: created,
          created_day: localDate(created, timeZone),
          search_text: contactSearchText(values),
        };
      });
      await trx.insertInto('contact_messages').values(rows).execute();
    }
  });
}

async function run(dialect: Dialect) {
  const { app, config } = await buildBenchApp(dialect);
  let failed = false;
  try {
    const seeded = Date.now();
    await seed(app, config.timeZone);
    // The steady state autovacuum keeps PostgreSQL in (visibility map set for index-only counts).
    await (dialect === 'postgres' ? sql`vacuum analyze contact_messages` : sql`analyze`).execute(
      app.db,
    );
    console.log(
      `\n${dialect}: seeded ${ROWS} contact messages in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const staff = await app.db
      .selectFrom('staff_users')
      .select(['id', 'nama', 'role'])
      .where('nama', '=', 'superadmin')
      .executeTakeFirstOrThrow();
    const headers = { authorization: `Bearer ${await app.auth.issueStaffToken(staff)}` };

    const page = 'page=1&pageSize=50';
    const cases = [
      { name: 'first page', url: `/api/kontak?${page}` },
      { name: 'search (few hits)', url: `/api/kontak?q=${encodeURIComponent('Ref 4242')}&${page}` },
      { name: 'search (many hits)', url: `/api/kontak?q=keamanan&${page}` },
      { name: 'search (no hit)', url: `/api/kontak?q=tidak-ada-sama-sekali&${page}` },
      { name: 'month filter', url: `/api/kontak?year=2024&month=6&${page}` },
      { name: 'unread count', url: '/api/kontak/unread-count' },
    ];
    for (const item of cases) {
      const samples: number[] = [];
      for (let i = 0; i < RUNS + 5; i += 1) {
        const started = process.hrtime.bigint();
        const response = await app.inject({ method: 'GET', url: item.url, headers });
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (response.statusCode !== 200)
          throw new Error(
            `${item.name}: status ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        if (i >= 5) samples.push(ms); // the first few warm caches and the JIT
      }
      const { median, p99 } = stats(samples);
      const ok = median < TARGET_MS && p99 < TARGET_MS;
      failed ||= !ok;
      console.log(
        `  ${item.name.padEnd(20)} median ${median.toFixed(2).padStart(7)} ms   p99 ${p99.toFixed(2).padStart(7)} ms   target < ${TARGET_MS} ms ${ok ? 'ok' : 'MISSED'}`,
      );
    }
  } finally {
    await app.close();
  }
  return !failed;
}

const dialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
let allOk = true;
for (const dialect of dialects) allOk = (await run(dialect)) && allOk;
if (!allOk) process.exitCode = 1;
