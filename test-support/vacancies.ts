import { NO_REQUIREMENTS, type VacancyRequirements } from '#common/schemas/guard-hiring';
import type { VacancyInput } from '#common/schemas/vacancies';

/**
 * One valid vacancy for the API tests, the browser tests and the web unit tests, so the three
 * describe the same job. No Node or browser imports: every test runner can load it.
 */

/**
 * A security vacancy's requirements as a guard company posts them (Perpol 4/2020; the demo's
 * security vacancy states the same, docs/decisions/046).
 */
export const GUARD_REQUIREMENTS: VacancyRequirements = {
  pendidikan_min: 'SMA/SMK',
  tinggi_min_pria: 165,
  tinggi_min_wanita: 160,
  gada_min: 'Pratama',
  skck: true,
  surat_sehat: false,
};

/** A calendar day `days` from today (UTC; far enough from now that time zones do not matter). */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Every field of an open security vacancy in Bekasi, closing in 30 days (the optional ones too, so
 * a test can make a stored vacancy of it); `overrides` changes any.
 */
export function sampleVacancyInput(
  overrides: Partial<Required<VacancyInput>> = {},
): Omit<Required<VacancyInput>, 'syarat'> & { syarat: VacancyRequirements } {
  // Requirements go out as given (a test of a bad one sends it as it is); none by default.
  const { syarat = NO_REQUIREMENTS, ...rest } = overrides;
  return {
    judul: 'Satpam Mal',
    posisi: 'Security',
    kota: 'Bekasi',
    provinsi: 'Jawa Barat',
    lokasi: 'Mal Bekasi Raya',
    jenis: 'Kontrak',
    kuota: 20,
    deskripsi: '<p>Dibutuhkan satpam bersertifikat Gada Pratama.</p>',
    gaji_min: 4_500_000,
    gaji_max: 5_500_000,
    tampilkan_gaji: true,
    ditutup_pada: dayFromToday(30),
    status: 'dibuka',
    pertanyaan: [],
    ...rest,
    syarat: (syarat ?? NO_REQUIREMENTS) as VacancyRequirements,
  };
}
