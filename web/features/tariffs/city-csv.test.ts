import { describe, expect, it } from 'vitest';

import { mergeCities, parseCityCsv } from './city-csv.ts';

describe('parseCityCsv', () => {
  it('reads cities, skips the header and takes thousands dots', () => {
    expect(
      parseCityCsv(
        'kota,provinsi,umk\nKota Medan,Sumatera Utara,4.335.198\n\nKota Bogor;Jawa Barat;5000000',
      ),
    ).toEqual({
      cities: [
        { kota: 'Kota Medan', provinsi: 'Sumatera Utara', umk: 4_335_198 },
        { kota: 'Kota Bogor', provinsi: 'Jawa Barat', umk: 5_000_000 },
      ],
    });
  });

  it('names the first line it cannot read', () => {
    expect(parseCityCsv('Kota A,Prov,1000\nKota B,Prov,abc')).toEqual({
      line: 2,
      reason: 'UMK harus bilangan bulat rupiah',
    });
  });
});

describe('mergeCities', () => {
  it('updates a listed city and adds a new one', () => {
    const current = [{ kota: 'Kota Medan', provinsi: 'Sumut', umk: 1 }];
    expect(
      mergeCities(current, [
        { kota: 'kota medan', provinsi: 'Sumatera Utara', umk: 2 },
        { kota: 'Kota Bogor', provinsi: 'Jawa Barat', umk: 3 },
      ]),
    ).toEqual([
      { kota: 'kota medan', provinsi: 'Sumatera Utara', umk: 2 },
      { kota: 'Kota Bogor', provinsi: 'Jawa Barat', umk: 3 },
    ]);
  });
});
