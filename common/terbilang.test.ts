import { describe, expect, it } from 'vitest';

import { terbilang, terbilangRupiah } from './terbilang.ts';

describe('terbilang', () => {
  // Each written out by hand, following the school rules for 'se-' and the scales.
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [9, 'sembilan'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [20, 'dua puluh'],
    [21, 'dua puluh satu'],
    [99, 'sembilan puluh sembilan'],
    [100, 'seratus'],
    [101, 'seratus satu'],
    [110, 'seratus sepuluh'],
    [111, 'seratus sebelas'],
    [200, 'dua ratus'],
    [999, 'sembilan ratus sembilan puluh sembilan'],
    [1000, 'seribu'],
    [1001, 'seribu satu'],
    [1100, 'seribu seratus'],
    [2000, 'dua ribu'],
    [11_000, 'sebelas ribu'],
    [10_000, 'sepuluh ribu'],
    [100_000, 'seratus ribu'],
    [101_000, 'seratus satu ribu'],
    [1_000_000, 'satu juta'],
    [1_001_000, 'satu juta seribu'],
    [1_000_001, 'satu juta satu'],
    [5_729_876, 'lima juta tujuh ratus dua puluh sembilan ribu delapan ratus tujuh puluh enam'],
    [
      37_779_630,
      'tiga puluh tujuh juta tujuh ratus tujuh puluh sembilan ribu enam ratus tiga puluh',
    ],
    [50_000_000, 'lima puluh juta'],
    [1_000_000_000, 'satu miliar'],
    [2_500_000_000, 'dua miliar lima ratus juta'],
    [1_000_000_000_000, 'satu triliun'],
    [
      999_999_999_999_999,
      'sembilan ratus sembilan puluh sembilan triliun sembilan ratus sembilan puluh sembilan miliar ' +
        'sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu ' +
        'sembilan ratus sembilan puluh sembilan',
    ],
  ])('%i is "%s"', (n, words) => {
    expect(terbilang(n)).toBe(words);
  });

  it('adds rupiah for an amount', () => {
    expect(terbilangRupiah(37_779_630)).toBe(
      'tiga puluh tujuh juta tujuh ratus tujuh puluh sembilan ribu enam ratus tiga puluh rupiah',
    );
  });

  it.each([-1, 1.5, Number.NaN, 1_000_000_000_000_000])('refuses %d', (n) => {
    expect(() => terbilang(n)).toThrow(RangeError);
  });
});
