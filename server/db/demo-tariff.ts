import type { Tariff } from '#common/pricing';

/**
 * The tariff a new site starts with (docs/decisions/053). Every figure is an example to check
 * before a price goes to a client: the first three UMK are the 2026 figures as announced, the
 * other cities are placeholders of the right size, and the BPJS rates are the statutory ones
 * with JKK at risk class 2 (0.54 %). The row is stored with `contoh = 1`, which the estimator
 * and the tariff screen show as a warning until staff save their own.
 */
export const DEMO_TARIFF: Tariff = {
  tahun: 2026,
  kota: [
    { kota: 'DKI Jakarta', provinsi: 'DKI Jakarta', umk: 5_729_876 },
    { kota: 'Kota Surabaya', provinsi: 'Jawa Timur', umk: 5_288_796 },
    { kota: 'Kota Medan', provinsi: 'Sumatera Utara', umk: 4_335_198 },
    // Placeholders: check against the governor's decree of the year.
    { kota: 'Kota Bekasi', provinsi: 'Jawa Barat', umk: 5_999_443 },
    { kota: 'Kota Bandung', provinsi: 'Jawa Barat', umk: 4_737_678 },
    { kota: 'Kota Semarang', provinsi: 'Jawa Tengah', umk: 3_701_709 },
    { kota: 'Kota Makassar', provinsi: 'Sulawesi Selatan', umk: 4_052_000 },
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
