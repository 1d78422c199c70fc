/**
 * The monthly price of a service contract, built from the tariff (docs/decisions/053). The one
 * implementation of this arithmetic: the server's estimate, the stored quote request, the
 * proposals and the estimator in the browser all call `computeEstimate`.
 *
 * Money is whole rupiah. Percentages and the overtime multiplier carry at most two decimals
 * (the tariff's schema refuses more), so each is an integer number of hundredths; every product
 * and quotient is taken exactly over BigInt and rounded half up to a whole rupiah only where the
 * price model rounds. No floating-point value ever reaches a rupiah amount.
 */

import type { Service } from './rules.ts';

/** The service an estimate prices: one of the three (`SERVICES` in rules.ts). */
export type PricingService = Service;

export interface TariffCity {
  kota: string;
  provinsi: string;
  /** The city's minimum monthly wage (UMK), whole rupiah. */
  umk: number;
}

/** The figures an estimate is computed from (GET /api/penawaran/tarif). */
export interface Tariff {
  tahun: number;
  kota: TariffCity[];
  jkk_persen: number;
  jkm_persen: number;
  jht_persen: number;
  jp_persen: number;
  /** JP is paid on the wage up to this cap. */
  jp_batas_upah: number;
  kes_persen: number;
  /** BPJS Kesehatan is paid on the wage up to this cap. */
  kes_batas_upah: number;
  /** Hours a week paid by the monthly wage; hours above are overtime. */
  jam_normal_mingguan: number;
  /** Most hours a week one person is scheduled; decides the headcount of a post. */
  jam_per_orang_mingguan: number;
  lembur_pengali: number;
  /** Uniform and equipment per person per month, by service. */
  perlengkapan: Record<PricingService, number>;
  fee_persen: number;
  /** The lowest fee a proposal may carry without the director's approval. */
  fee_min_persen: number;
  ppn_persen: number;
}

export interface PostInput {
  nama: string;
  jam_per_hari: number;
  hari_per_minggu: number;
  personel_per_shift: number;
}

export interface EstimateInput {
  layanan: PricingService;
  kota: string;
  pos: PostInput[];
}

/** What one person of a post costs a month. */
export interface PersonCost {
  upah: number;
  lembur: number;
  bpjs_tk: number;
  bpjs_kes: number;
  thr: number;
  perlengkapan: number;
  jumlah: number;
}

export interface PostEstimate {
  nama: string;
  personel: number;
  /** Hours a week each person works (hours to cover ÷ headcount), to two decimals. */
  jam_mingguan_per_orang: number;
  rincian_per_orang: PersonCost;
  jumlah: number;
}

export interface Estimate {
  layanan: PricingService;
  kota: string;
  umk: number;
  tahun: number;
  pos: PostEstimate[];
  personel: number;
  biaya_personel: number;
  fee: number;
  dpp: number;
  ppn: number;
  total: number;
}

/** What a proposal may set instead of the tariff's figures (never a wage below the UMK: the caller checks). */
export interface EstimateOverrides {
  upah?: number;
  fee_persen?: number;
}

/** Months per year over weeks per year: a week's hours times this is a month's. */
const WEEKS_PER_YEAR = 52n;
const MONTHS_PER_YEAR = 12n;
/** Kepmenaker 102/2004 art. 8: an hour's wage is 1/173 of the monthly wage. */
const HOURS_PER_MONTH_DIVISOR = 173n;
/** Percentages and the multiplier are counted in hundredths. */
const HUNDREDTHS = 100n;
const PERCENT_HUNDREDTHS = 100n * HUNDREDTHS;

/** A value with at most two decimals as a whole number of hundredths (0.54 → 54, 2 → 200). */
export function toHundredths(value: number): bigint {
  return BigInt(Math.round(value * 100));
}

/** True when `value` has at most two decimals (what the tariff's percentages may carry). */
export function hasAtMostTwoDecimals(value: number) {
  return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** numerator ÷ denominator rounded half up, for numerator ≥ 0 and denominator > 0. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** amount × percent ÷ 100, rounded half up; `percentHundredths` is the percent in hundredths. */
function percentOf(amount: number, percentHundredths: bigint) {
  return divideRoundHalfUp(BigInt(amount) * percentHundredths, PERCENT_HUNDREDTHS);
}

/** The people a post needs: enough that nobody works more than the tariff's weekly hours. */
export function headcountOf(post: PostInput, tariff: Pick<Tariff, 'jam_per_orang_mingguan'>) {
  const hours = post.jam_per_hari * post.hari_per_minggu * post.personel_per_shift;
  return Math.ceil(hours / tariff.jam_per_orang_mingguan);
}

function personCost(
  post: PostInput,
  personel: number,
  upah: number,
  layanan: PricingService,
  tariff: Tariff,
): PersonCost {
  const hoursToCover = BigInt(post.jam_per_hari * post.hari_per_minggu * post.personel_per_shift);
  const people = BigInt(personel);
  // max(0, H/personel − normal) × 52/12 × upah/173 × multiplier, kept as one exact fraction.
  const excessTimesPeople = hoursToCover - BigInt(tariff.jam_normal_mingguan) * people;
  const lembur =
    excessTimesPeople > 0n
      ? divideRoundHalfUp(
          excessTimesPeople * WEEKS_PER_YEAR * BigInt(upah) * toHundredths(tariff.lembur_pengali),
          people * MONTHS_PER_YEAR * HOURS_PER_MONTH_DIVISOR * HUNDREDTHS,
        )
      : 0;
  const bpjsTk =
    percentOf(
      upah,
      toHundredths(tariff.jkk_persen) +
        toHundredths(tariff.jkm_persen) +
        toHundredths(tariff.jht_persen),
    ) + percentOf(Math.min(upah, tariff.jp_batas_upah), toHundredths(tariff.jp_persen));
  const bpjsKes = percentOf(Math.min(upah, tariff.kes_batas_upah), toHundredths(tariff.kes_persen));
  const thr = divideRoundHalfUp(BigInt(upah), MONTHS_PER_YEAR);
  const perlengkapan = tariff.perlengkapan[layanan];
  return {
    upah,
    lembur,
    bpjs_tk: bpjsTk,
    bpjs_kes: bpjsKes,
    thr,
    perlengkapan,
    jumlah: upah + lembur + bpjsTk + bpjsKes + thr + perlengkapan,
  };
}

/** The tariff's entry for a city, matched exactly as the tariff spells it. */
export function findCity(tariff: Pick<Tariff, 'kota'>, kota: string) {
  return tariff.kota.find((city) => city.kota === kota);
}

/**
 * A month of service for the posts of `input` under `tariff` (docs/api.md, "Business clients").
 * Returns undefined when the tariff has no such city; the input's ranges are the schema's job.
 */
export function computeEstimate(
  tariff: Tariff,
  input: EstimateInput,
  overrides: EstimateOverrides = {},
): Estimate | undefined {
  const city = findCity(tariff, input.kota);
  if (!city) return undefined;
  const upah = overrides.upah ?? city.umk;
  const feePercent = overrides.fee_persen ?? tariff.fee_persen;
  const pos = input.pos.map((post): PostEstimate => {
    const personel = headcountOf(post, tariff);
    const hours = post.jam_per_hari * post.hari_per_minggu * post.personel_per_shift;
    const rincian = personCost(post, personel, upah, input.layanan, tariff);
    return {
      nama: post.nama,
      personel,
      jam_mingguan_per_orang: Math.round((hours * 100) / personel) / 100,
      rincian_per_orang: rincian,
      jumlah: rincian.jumlah * personel,
    };
  });
  const personel = pos.reduce((sum, post) => sum + post.personel, 0);
  const biayaPersonel = pos.reduce((sum, post) => sum + post.jumlah, 0);
  const fee = percentOf(biayaPersonel, toHundredths(feePercent));
  const dpp = biayaPersonel + fee;
  const ppn = percentOf(dpp, toHundredths(tariff.ppn_persen));
  return {
    layanan: input.layanan,
    kota: city.kota,
    umk: city.umk,
    tahun: tariff.tahun,
    pos,
    personel,
    biaya_personel: biayaPersonel,
    fee,
    dpp,
    ppn,
    total: dpp + ppn,
  };
}

/** Rupiah as Indonesians write it: `Rp 5.729.876` (dots between thousands, no decimals). */
export function formatRupiah(amount: number) {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(amount)));
  return `${sign}Rp ${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}
