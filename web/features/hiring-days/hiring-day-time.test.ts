import { describe, expect, it } from 'vitest';

import { isoToLocal, localToIso } from './hiring-day-time.ts';

describe('hiring day times in the company time zone', () => {
  it.each([
    ['2026-12-01T08:00', 'Asia/Jakarta', '2026-12-01T01:00:00.000Z'],
    ['2026-12-01T00:30', 'Asia/Jakarta', '2026-11-30T17:30:00.000Z'],
    ['2026-12-01T08:00', 'Asia/Jayapura', '2026-11-30T23:00:00.000Z'],
  ])('%s in %s is %s and back', (local, zone, iso) => {
    expect(localToIso(local, zone)).toBe(iso);
    expect(isoToLocal(iso, zone)).toBe(local);
  });

  it('leaves an unfinished value for the schema to name', () => {
    expect(localToIso('', 'Asia/Jakarta')).toBe('');
  });
});
