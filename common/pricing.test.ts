import { describe, expect, it } from 'vitest';

import {
  computeEstimate,
  divideRoundHalfUp,
  type EstimateInput,
  formatRupiah,
  hasAtMostTwoDecimals,
} from './pricing.ts';

import { EXAMPLE_TARIFF } from '../test-support/example-tariff.ts';

const TARIFF = EXAMPLE_TARIFF;

const post = (jam: number, hari: number, personel: number) => ({
  nama: 'Pos',
  jam_per_hari: jam,
  hari_per_minggu: hari,
  personel_per_shift: personel,
});

function estimate(input: EstimateInput) {
  const result = computeEstimate(TARIFF, input);
  if (!result) throw new Error('unknown city');
  return result;
}

describe('computeEstimate', () => {
  it('prices a 24/7 post in Jakarta as the worked example, to the rupiah', () => {
    const result = estimate({ layanan: 'keamanan', kota: 'DKI Jakarta', pos: [post(24, 7, 1)] });
    expect(result.pos[0]).toEqual({
      nama: 'Pos',
      personel: 4,
      jam_mingguan_per_orang: 42,
      rincian_per_orang: {
        upah: 5_729_876,
        // 2 h × 52/12 × 5,729,876/173 × 2 = 574,092.008
        lembur: 574_092,
        // 260,136.37 → 260,136 and 114,597.52 → 114,598
        bpjs_tk: 374_734,
        bpjs_kes: 229_195,
        thr: 477_490,
        perlengkapan: 350_000,
        jumlah: 7_735_387,
      },
      jumlah: 30_941_548,
    });
    expect(result).toMatchObject({
      umk: 5_729_876,
      tahun: 2026,
      personel: 4,
      biaya_personel: 30_941_548,
      fee: 3_094_155,
      dpp: 34_035_703,
      ppn: 3_743_927,
      total: 37_779_630,
    });
  });

  it('prices a 12-hour 6-day post in Surabaya without overtime when two people share it', () => {
    const result = estimate({ layanan: 'keamanan', kota: 'Kota Surabaya', pos: [post(12, 6, 1)] });
    expect(result.pos[0].personel).toBe(2);
    expect(result.pos[0].jam_mingguan_per_orang).toBe(36);
    expect(result.pos[0].rincian_per_orang).toEqual({
      upah: 5_288_796,
      lembur: 0,
      // 240,111.34 → 240,111 plus 105,775.92 → 105,776
      bpjs_tk: 345_887,
      bpjs_kes: 211_552,
      thr: 440_733,
      perlengkapan: 350_000,
      jumlah: 6_636_968,
    });
    expect(result).toMatchObject({
      biaya_personel: 13_273_936,
      fee: 1_327_394,
      dpp: 14_601_330,
      ppn: 1_606_146,
      total: 16_207_476,
    });
  });

  it('prices overtime in Surabaya when three people cover 144 hours (48 each)', () => {
    const result = estimate({ layanan: 'keamanan', kota: 'Kota Surabaya', pos: [post(12, 6, 2)] });
    // 8 h × 52/12 × 5,288,796/173 × 2 = 2,119,594.54 → 2,119,595
    expect(result.pos[0]).toMatchObject({ personel: 3, jam_mingguan_per_orang: 48 });
    expect(result.pos[0].rincian_per_orang.lembur).toBe(2_119_595);
    expect(result.pos[0].rincian_per_orang.jumlah).toBe(8_756_563);
    expect(result).toMatchObject({ biaya_personel: 26_269_689, total: 32_075_290 });
  });

  it('caps JP and BPJS Kesehatan at their wage limits for a wage above both', () => {
    const result = estimate({ layanan: 'kebersihan', kota: 'Kota Contoh', pos: [post(8, 5, 1)] });
    expect(result.pos[0].rincian_per_orang).toEqual({
      upah: 12_500_000,
      lembur: 0,
      // 12,500,000 × 4.54 % = 567,500 plus 11,086,300 × 2 % = 221,726
      bpjs_tk: 789_226,
      // 12,000,000 × 4 %
      bpjs_kes: 480_000,
      thr: 1_041_667,
      perlengkapan: 250_000,
      jumlah: 15_060_893,
    });
    expect(result).toMatchObject({ fee: 1_506_089, dpp: 16_566_982, ppn: 1_822_368 });
    expect(result.total).toBe(18_389_350);
  });

  it('sums several posts and takes the fee and PPN once over their sum', () => {
    const result = estimate({
      layanan: 'keamanan',
      kota: 'DKI Jakarta',
      pos: [post(24, 7, 1), post(24, 7, 1)],
    });
    expect(result.personel).toBe(8);
    expect(result.biaya_personel).toBe(61_883_096);
    // 6,188,309.6 → 6,188,310; (61,883,096 + 6,188,310) × 11 % = 7,487,854.66 → 7,487,855
    expect(result).toMatchObject({ fee: 6_188_310, ppn: 7_487_855, total: 75_559_261 });
  });

  it('takes a proposal’s wage and fee instead of the tariff’s', () => {
    const result = computeEstimate(
      TARIFF,
      { layanan: 'keamanan', kota: 'DKI Jakarta', pos: [post(24, 7, 1)] },
      { upah: 6_000_000, fee_persen: 7.5 },
    );
    expect(result?.pos[0].rincian_per_orang.upah).toBe(6_000_000);
    expect(result?.umk).toBe(5_729_876);
    // 4 × per person; fee 7.5 % rounded half up
    const biaya = result!.biaya_personel;
    expect(result?.fee).toBe(Math.floor((biaya * 75 + 500) / 1000));
  });

  it('answers undefined for a city the tariff does not list', () => {
    expect(
      computeEstimate(TARIFF, { layanan: 'parkir', kota: 'Atlantis', pos: [post(8, 5, 1)] }),
    ).toBe(undefined);
  });
});

describe('divideRoundHalfUp', () => {
  it.each([
    [1n, 2n, 1],
    [3n, 2n, 2],
    [5n, 2n, 3],
    [4n, 3n, 1],
    [5n, 3n, 2],
    [0n, 7n, 0],
  ])('%s ÷ %s rounds half up to %s', (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });
});

describe('hasAtMostTwoDecimals', () => {
  it.each([
    [0.54, true],
    [1.74, true],
    [11, true],
    [0.005, false],
    [Number.NaN, false],
  ])('%s → %s', (value, expected) => {
    expect(hasAtMostTwoDecimals(value)).toBe(expected);
  });
});

describe('formatRupiah', () => {
  it.each([
    [5_729_876, 'Rp 5.729.876'],
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [37_779_630, 'Rp 37.779.630'],
  ])('%s → %s', (amount, expected) => {
    expect(formatRupiah(amount)).toBe(expected);
  });
});
