import { describe, expect, it } from 'vitest';

import { localDate, todayIn } from './dates.ts';

describe('todayIn', () => {
  it.each([
    // Jakarta is UTC+7: 17:00 UTC is already the next day there.
    ['2026-03-01T16:59:59Z', 'Asia/Jakarta', '2026-03-01'],
    ['2026-03-01T17:00:00Z', 'Asia/Jakarta', '2026-03-02'],
    ['2026-12-31T17:00:00Z', 'Asia/Jakarta', '2027-01-01'],
    // Jayapura is UTC+9, so the day turns two hours earlier.
    ['2026-03-01T15:00:00Z', 'Asia/Jayapura', '2026-03-02'],
    ['2026-03-01T16:59:59Z', 'UTC', '2026-03-01'],
  ])('%s is %s day %s', (instant, zone, expected) => {
    expect(todayIn(zone, new Date(instant))).toBe(expected);
  });
});

describe('localDate', () => {
  it('reads ISO text and Date alike', () => {
    expect(localDate('2026-05-10T20:00:00Z', 'Asia/Jakarta')).toBe('2026-05-11');
    expect(localDate(new Date('2026-05-10T20:00:00Z'), 'Asia/Jakarta')).toBe('2026-05-11');
  });
});
