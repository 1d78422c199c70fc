import type { Tariff } from '#common/pricing';

/**
 * The tariff of the worked example in docs/api.md ("Business clients"), for the unit, API and
 * browser tests that price by hand: the 2026 UMK of Jakarta and Surabaya, the statutory BPJS
 * rates with JKK at risk class 2, and a city whose UMK lies above the JP and BPJS Kesehatan wage
 * caps. The demo tariff (server/db/demo-tariff.ts) starts from the same rates but may change;
 * these figures may not, because the tests' expected rupiah are computed from them.
 */
export const EXAMPLE_TARIFF: Tariff = {
  tahun: 2026,
  kota: [
    { kota: 'DKI Jakarta', provinsi: 'DKI Jakarta', umk: 5_729_876 },
    { kota: 'Kota Surabaya', provinsi: 'Jawa Timur', umk: 5_288_796 },
    { kota: 'Kota Contoh', provinsi: 'Contoh', umk: 12_500_000 },
  ],
  jkk_persen: 0.54,
  jkm_persen: 0.3,
  jht_persen: 3.7,
  jp_persen: 2,
  jp_batas_upah: 11_086_300,
  kes_persen: 4,
  kes_batas_upah: 12_000_000,
  jam_normal_mingguan: 40,
  jam_per_orang_mingguan: 48,
  lembur_pengali: 2,
  perlengkapan: { keamanan: 350_000, kebersihan: 250_000, parkir: 300_000 },
  fee_persen: 10,
  fee_min_persen: 7,
  ppn_persen: 11,
};
