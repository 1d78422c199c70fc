import { describe, expect, it } from 'vitest';

import { wallClock, zoneOffsetMinutes, zonedToUtc } from './dates.ts';

describe('zoned time', () => {
  it.each([
    ['2026-03-05T10:30', 'Asia/Jakarta', '2026-03-05T03:30:00.000Z'],
    ['2026-03-05T00:00', 'Asia/Makassar', '2026-03-04T16:00:00.000Z'],
    ['2026-07-01T12:00', 'Europe/Berlin', '2026-07-01T10:00:00.000Z'],
    ['2026-01-01T12:00', 'Europe/Berlin', '2026-01-01T11:00:00.000Z'],
    ['2026-01-01T12:00', 'UTC', '2026-01-01T12:00:00.000Z'],
  ])('%s in %s is %s', (local, zone, expected) => {
    expect(zonedToUtc(local, zone).toISOString()).toBe(expected);
  });

  it('knows the offset of Jakarta', () => {
    expect(zoneOffsetMinutes(new Date('2026-05-01T00:00:00Z'), 'Asia/Jakarta')).toBe(420);
  });

  it.each([
    ['2026-03-05T03:30:00.000Z', 'Asia/Jakarta', '2026-03-05T10:30'],
    ['2026-03-04T16:00:00.000Z', 'Asia/Jakarta', '2026-03-04T23:00'],
    ['2026-03-04T17:05:00.000Z', 'Asia/Jakarta', '2026-03-05T00:05'],
    ['2026-07-01T10:00:00.000Z', 'Europe/Berlin', '2026-07-01T12:00'],
  ])('%s on the clocks of %s is %s', (iso, zone, expected) => {
    expect(wallClock(iso, zone)).toBe(expected);
  });
});
