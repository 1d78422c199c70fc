/**
 * `npm run bench:quotes`: the estimator and the sales pipeline (docs/decisions/053, 054).
 *
 * 1. The estimate of 50 posts must fit in one frame (16 ms) on a phone-class CPU. A phone is taken
 *    as PHONE_SLOWDOWN times slower than this machine, so the median here must stay under
 *    16 / PHONE_SLOWDOWN ms; and, against the one-post estimate measured in the same run as the
 *    baseline, 50 posts may cost at most MAX_RATIO times as much (linear, nothing quadratic).
 * 2. GET /api/prospek over 100,000 quote requests (BENCH_ROWS): the first page, a stage filter,
 *    a service filter and a search, each under 50 ms (median and p99), on SQLite and, with
 *    TEST_DATABASE_URL, PostgreSQL.
 */
import { performance } from 'node:perf_hooks';

import { sql } from 'kysely';

import { computeEstimate } from '../common/pricing.ts';
import { PIPELINE_STAGES } from '../common/schemas/prospects.ts';
import { quoteSearchColumns } from '../common/schemas/quote-requests.ts';
import { SERVICES } from '../common/rules.ts';
import type { Dialect } from '../server/db/database.ts';
import { DEMO_TARIFF } from '../server/db/demo-tariff.ts';
import { benchSize, runOnEachDatabase, stats, timeSeededCalls } from './lib/bench-app.ts';

const FRAME_MS = 16;
const PHONE_SLOWDOWN = 5;
const MAX_RATIO = 80;
const { rows: ROWS, runs: RUNS } = benchSize(100);
const BATCH = 1000;

function timeEstimate(posts: number, samples: number) {
  const input = {
    layanan: 'keamanan' as const,
    kota: 'DKI Jakarta',
    pos: Array.from({ length: posts }, (_, i) => ({
      nama: `Pos ${i + 1}`,
      jam_per_hari: 1 + (i % 24),
      hari_per_minggu: 1 + (i % 7),
      personel_per_shift: 1 + (i % 5),
    })),
  };
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    computeEstimate(DEMO_TARIFF, input);
    times.push(performance.now() - start);
  }
  return stats(times);
}

function estimateBench() {
  timeEstimate(50, 200); // warm-up: the JIT, not the arithmetic
  const one = timeEstimate(1, 2000);
  const fifty = timeEstimate(50, 500);
  const ratio = fifty.median / Math.max(one.median, 0.001);
  const budget = FRAME_MS / PHONE_SLOWDOWN;
  const ok = fifty.median < budget && ratio <= MAX_RATIO;
  console.log('Estimate (common/pricing.ts):');
  console.log(`  1 post    median ${one.median.toFixed(4)} ms (baseline)`);
  console.log(
    `  50 posts  median ${fifty.median.toFixed(4)} ms   p99 ${fifty.p99.toFixed(4)} ms   ratio ${ratio.toFixed(1)} (<= ${MAX_RATIO})   target < ${budget.toFixed(1)} ms here (${FRAME_MS} ms on a ${PHONE_SLOWDOWN}× slower phone) ${ok ? 'ok' : 'MISSED'}`,
  );
  return ok;
}

const run = (dialect: Dialect) =>
  timeSeededCalls({
    dialect,
    what: `${ROWS} quote requests`,
    runs: RUNS,
    p99UnderTarget: true,
    seed: async (app) => {
      const estimate = computeEstimate(DEMO_TARIFF, {
        layanan: 'keamanan',
        kota: 'DKI Jakarta',
        pos: [{ nama: 'Gerbang', jam_per_hari: 24, hari_per_minggu: 7, personel_per_shift: 1 }],
      });
      const tariff = await app.db.selectFrom('tariffs').select('id').executeTakeFirstOrThrow();
      await app.db.transaction().execute(async (trx) => {
        for (let offset = 0; offset < ROWS; offset += BATCH) {
          const rows = Array.from({ length: Math.min(BATCH, ROWS - offset) }, (_, i) => {
            const n = offset + i;
            const created = new Date(
              Date.parse('2024-01-01T00:00:00Z') + n * 600_000,
            ).toISOString();
            return {
              kode: `PNW-2025-${String(n + 1).padStart(6, '0')}`,
              perusahaan: `PT Klien ${n}`,
              nama: `Kontak ${n}`,
              jabatan: null,
              email: `kontak${n}@contoh.id`,
              telepon: '0812 0000 0000',
              alamat_lokasi: `Jl. Contoh ${n}`,
              mulai: null,
              catatan: null,
              sumber: n % 3 ? 'google' : null,
              layanan: SERVICES[n % 3],
              kota: 'DKI Jakarta',
              pos: '[]',
              estimasi: JSON.stringify(estimate),
              total: estimate!.total,
              tariff_id: tariff.id,
              // Most requests are old and decided; the newest few are still open.
              tahap: n < ROWS * 0.95 ? PIPELINE_STAGES[5 + (n % 2)] : PIPELINE_STAGES[n % 5],
              dihubungi_at: created,
              language: 'id',
              persetujuan_at: created,
              contact_message_id: null,
              ...quoteSearchColumns({
                kode: `PNW-2025-${String(n + 1).padStart(6, '0')}`,
                perusahaan: `PT Klien ${n}`,
                nama: `Kontak ${n}`,
                email: `kontak${n}@contoh.id`,
              }),
              created_at: created,
              updated_at: created,
            };
          });
          await trx.insertInto('quote_requests').values(rows).execute();
        }
      });
      await (dialect === 'postgres' ? sql`vacuum analyze quote_requests` : sql`analyze`).execute(
        app.db,
      );
    },
    calls: async () =>
      [
        { name: 'first page', url: '/api/prospek?page=1&pageSize=50' },
        { name: 'stage baru', url: '/api/prospek?tahap=baru&pageSize=50' },
        { name: 'service parkir', url: '/api/prospek?layanan=parkir&pageSize=50' },
        {
          name: 'search',
          url: `/api/prospek?q=${encodeURIComponent('PT Klien 4242')}&pageSize=50`,
        },
        {
          name: 'search broad',
          url: `/api/prospek?q=${encodeURIComponent('Klien 9')}&pageSize=50`,
        },
        {
          name: 'reference',
          url: `/api/prospek?q=${encodeURIComponent('PNW-2025-004242')}&pageSize=50`,
        },
        {
          name: 'stage+service',
          url: '/api/prospek?tahap=menang&layanan=parkir&pageSize=50',
        },
      ].map((call) => ({ ...call, targetMs: 50 })),
  });

const estimateOk = estimateBench();
await runOnEachDatabase(run);
if (!estimateOk) process.exitCode = 1;
