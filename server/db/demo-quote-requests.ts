import type { Kysely } from 'kysely';

import { computeEstimate } from '#common/pricing';
import type { Service } from '#common/rules';
import { quoteReference, quoteSearchColumns } from '#common/schemas/quote-requests';

import { DEMO_TARIFF } from './demo-tariff.ts';
import type { DB } from './schema.ts';

/**
 * Demo quote requests in several pipeline stages (SEED_DEMO=1), so /admin/prospek shows a board
 * with something in it. Made-up companies; the contacts use example.com addresses.
 */
const DEMO_REQUESTS: {
  perusahaan: string;
  nama: string;
  layanan: Service;
  kota: string;
  pos: [string, number, number, number][];
  tahap: string[];
  sumber: string | null;
  hoursAgo: number;
}[] = [
  {
    perusahaan: 'PT Gudang Logistik Contoh',
    nama: 'Budi Santoso',
    layanan: 'keamanan',
    kota: 'Kota Bekasi',
    pos: [
      ['Gerbang', 24, 7, 1],
      ['Patroli', 12, 7, 1],
    ],
    tahap: [],
    sumber: 'google',
    hoursAgo: 2,
  },
  {
    perusahaan: 'CV Kantor Contoh Surabaya',
    nama: 'Sari Wulandari',
    layanan: 'kebersihan',
    kota: 'Kota Surabaya',
    pos: [['Lantai 1-3', 8, 6, 4]],
    tahap: ['dihubungi'],
    sumber: 'instagram',
    hoursAgo: 30,
  },
  {
    perusahaan: 'PT Pusat Belanja Contoh',
    nama: 'Andi Wijaya',
    layanan: 'parkir',
    kota: 'DKI Jakarta',
    pos: [['Basement', 16, 7, 2]],
    tahap: ['dihubungi', 'survei'],
    sumber: null,
    hoursAgo: 72,
  },
  {
    perusahaan: 'PT Pabrik Contoh Medan',
    nama: 'Rina Siregar',
    layanan: 'keamanan',
    kota: 'Kota Medan',
    pos: [['Pos utama', 24, 7, 2]],
    tahap: ['dihubungi', 'survei', 'penawaran'],
    sumber: 'brosur',
    hoursAgo: 120,
  },
  {
    perusahaan: 'PT Apartemen Contoh',
    nama: 'Dewi Lestari',
    layanan: 'keamanan',
    kota: 'DKI Jakarta',
    pos: [['Lobi', 24, 7, 1]],
    tahap: ['dihubungi', 'penawaran', 'negosiasi', 'menang'],
    sumber: 'google',
    hoursAgo: 240,
  },
  {
    perusahaan: 'PT Rumah Sakit Contoh',
    nama: 'Hendra Gunawan',
    layanan: 'kebersihan',
    kota: 'Kota Bandung',
    pos: [['Rawat inap', 8, 7, 3]],
    tahap: ['dihubungi', 'penawaran', 'kalah'],
    sumber: null,
    hoursAgo: 300,
  },
];

/** Adds the demo requests with references PNW-YYYY-00001…, inside the seed's transaction. */
export async function seedDemoQuoteRequests(trx: Kysely<DB>, now: Date) {
  const tariff = await trx
    .selectFrom('tariffs')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!tariff) return;
  const tahun = now.getUTCFullYear();
  let nomor = 0;
  for (const demo of DEMO_REQUESTS) {
    const pos = demo.pos.map(([nama, jam, hari, personel]) => ({
      nama,
      jam_per_hari: jam,
      hari_per_minggu: hari,
      personel_per_shift: personel,
    }));
    const estimasi = computeEstimate(DEMO_TARIFF, { layanan: demo.layanan, kota: demo.kota, pos });
    if (!estimasi) continue;
    nomor += 1;
    const created = new Date(now.getTime() - demo.hoursAgo * 3_600_000);
    const at = (steps: number) => new Date(created.getTime() + steps * 3_600_000).toISOString();
    const kode = quoteReference(tahun, nomor);
    const email = `${demo.nama.split(' ')[0].toLowerCase()}@example.com`;
    const row = await trx
      .insertInto('quote_requests')
      .values({
        kode,
        perusahaan: demo.perusahaan,
        nama: demo.nama,
        jabatan: null,
        email,
        telepon: '0812 0000 0000',
        alamat_lokasi: `Alamat contoh, ${demo.kota}`,
        mulai: null,
        catatan: null,
        sumber: demo.sumber,
        layanan: demo.layanan,
        kota: demo.kota,
        pos: JSON.stringify(pos),
        estimasi: JSON.stringify(estimasi),
        total: estimasi.total,
        tariff_id: tariff.id,
        tahap: demo.tahap.at(-1) ?? 'baru',
        dihubungi_at: demo.tahap.length ? at(1) : null,
        language: 'id',
        persetujuan_at: created.toISOString(),
        contact_message_id: null,
        ...quoteSearchColumns({ kode, perusahaan: demo.perusahaan, nama: demo.nama, email }),
        created_at: created.toISOString(),
        updated_at: at(demo.tahap.length),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('quote_request_history')
      .values(
        ['baru', ...demo.tahap].map((tahap, step) => ({
          quote_request_id: row.id,
          tahap,
          alasan: tahap === 'kalah' ? 'Anggaran klien belum tersedia' : null,
          changed_by: step === 0 ? null : 'demo',
          changed_at: step === 0 ? created.toISOString() : at(step),
        })),
      )
      .execute();
  }
  await trx
    .insertInto('quote_request_counters')
    .values({ tahun, nomor })
    .onConflict((oc) => oc.column('tahun').doUpdateSet({ nomor }))
    .execute();
}
