/**
 * Whole numbers in Indonesian words ('terbilang'), as a proposal writes its total beside the
 * figures: 37.779.630 → 'tiga puluh tujuh juta tujuh ratus tujuh puluh sembilan ribu enam ratus
 * tiga puluh'. The words follow the written standard: 'se-' for one ten, eleven, hundred and
 * thousand ('sepuluh', 'sebelas', 'seratus', 'seribu'), but 'satu' before juta and above
 * ('satu juta'), and 'seribu' only when the thousands are exactly one (101.000 is 'seratus satu
 * ribu').
 */

const ONES = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
/** Thousand, million, billion (10^9: miliar), trillion (10^12). */
const SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun'];
/** 10^15: the first number the scales above cannot name. */
const LIMIT = 1_000_000_000_000_000;

/** 1–999 in words. */
function belowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 1) words.push('seratus');
  else if (hundreds > 1) words.push(ONES[hundreds]!, 'ratus');
  if (rest === 10) words.push('sepuluh');
  else if (rest === 11) words.push('sebelas');
  else if (rest > 11 && rest < 20) words.push(ONES[rest - 10]!, 'belas');
  else if (rest >= 20) {
    words.push(ONES[Math.floor(rest / 10)]!, 'puluh');
    if (rest % 10) words.push(ONES[rest % 10]!);
  } else if (rest > 0) words.push(ONES[rest]!);
  return words;
}

/**
 * `n` in Indonesian words. Throws a RangeError for a negative, fractional or unsafe number or
 * one of 10^15 and above (a month of service is far below).
 */
export function terbilang(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= LIMIT)
    throw new RangeError(`terbilang: ${n} is not a whole number from 0 to 10^15 − 1`);
  if (n === 0) return 'nol';
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words: string[] = [];
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    const group = groups[scale]!;
    if (group === 0) continue;
    if (scale === 1 && group === 1) words.push('seribu');
    else words.push(...belowThousand(group), ...(scale > 0 ? [SCALES[scale]!] : []));
  }
  return words.join(' ');
}

/** An amount of rupiah in words: 'lima puluh juta rupiah'. */
export function terbilangRupiah(amount: number) {
  return `${terbilang(amount)} rupiah`;
}
