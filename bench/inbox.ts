/**
 * `npm run bench:inbox`: the 'Kontak Pesan' inbox with 100,000 messages (docs/decisions/008). Seeds the rows
 * in batches, then times the calls the inbox makes, one at a time through the real app (`inject`:
 * routing, auth, validation, database, serialisation; no network): the first page, a search that
 * finds a few messages, a search that finds none (the slowest case: nothing stops the scan early),
 * and a month filter. Each call also counts the total and the unread messages, as the inbox does.
 * Target: median and p99 under 50 ms. Runs on SQLite and, when TEST_DATABASE_URL is set, on
 * PostgreSQL too. BENCH_ROWS changes the row count, BENCH_RUNS the samples per call.
 */
import { sql } from 'kysely';

import type { Dialect } from '../server/db/database.ts';
import { contactSearchText } from '../server/features/contact-messages/contact-messages.repo.ts';
import { localDate } from '../server/lib/dates.ts';
import { type BenchApp, benchSize, runOnEachDatabase, timeSeededCalls } from './lib/bench-app.ts';
import { benchPerson } from './lib/names.ts';

const { rows: ROWS, runs: RUNS } = benchSize(100);
const BATCH = 1000;
const TARGET_MS = 50;

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

async function seed(app: BenchApp, timeZone: string) {
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
        const { first, last } = benchPerson(n);
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

const run = (dialect: Dialect) =>
  timeSeededCalls({
    dialect,
    what: `${ROWS} contact messages`,
    seed: async (app, config) => {
      await seed(app, config.timeZone);
      // The steady state autovacuum keeps PostgreSQL in (visibility map set for index-only counts).
      await (dialect === 'postgres' ? sql`vacuum analyze contact_messages` : sql`analyze`).execute(
        app.db,
      );
    },
    runs: RUNS,
    p99UnderTarget: true,
    calls: async () => {
      const page = 'page=1&pageSize=50';
      return [
        { name: 'first page', url: `/api/kontak?${page}` },
        {
          name: 'search (few hits)',
          url: `/api/kontak?q=${encodeURIComponent('Ref 4242')}&${page}`,
        },
        { name: 'search (many hits)', url: `/api/kontak?q=keamanan&${page}` },
        { name: 'search (no hit)', url: `/api/kontak?q=tidak-ada-sama-sekali&${page}` },
        { name: 'month filter', url: `/api/kontak?year=2024&month=6&${page}` },
        { name: 'unread count', url: '/api/kontak/unread-count' },
      ].map((call) => ({ ...call, targetMs: TARGET_MS }));
    },
  });

await runOnEachDatabase(run);
