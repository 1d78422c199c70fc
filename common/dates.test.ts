import { describe, expect, it } from 'vitest';

import { itReturns } from '../test-support/table-tests.ts';
import {
  dayHeading,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  localDate,
  todayIn,
} from './dates.ts';

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

describe('dayHeading', () => {
  itReturns(
    (day: string) => dayHeading(day, '2025-06-10'),
    '%s reads %s when today is 2025-06-10',
    [
      ['2025-06-10', 'Hari Ini'],
      ['2025-06-09', 'Kemarin'],
      ['2025-06-02', 'Senin, 2 Juni 2025'],
      ['2024-12-31', 'Selasa, 31 Desember 2024'],
    ],
  );

  it('knows yesterday across a month, a leap day and a year boundary', () => {
    expect(dayHeading('2026-02-28', '2026-03-01')).toBe('Kemarin');
    expect(dayHeading('2024-02-29', '2024-03-01')).toBe('Kemarin');
    expect(dayHeading('2024-12-31', '2025-01-01')).toBe('Kemarin');
  });
});

describe('formatShortDate', () => {
  it('writes a calendar date for a table, never shifted by a time zone', () => {
    expect(formatShortDate('2026-05-04')).toBe('4 Mei 2026');
    expect(formatShortDate('2026-12-31T23:30:00.000Z')).toBe('31 Des 2026');
    expect(formatShortDate('')).toBe('');
  });
});

describe('formatLongDate', () => {
  it('formats the date part of a date-time and leaves other text alone', () => {
    expect(formatLongDate('2026-05-04T23:30:00.000Z')).toBe('Senin, 4 Mei 2026');
    expect(formatLongDate('bukan tanggal')).toBe('bukan tanggal');
  });
});

describe('formatDateTime', () => {
  it('writes the date and 24-hour time in the given time zone', () => {
    expect(formatDateTime('2026-03-05T03:30:00Z', 'Asia/Jakarta')).toBe('5 Maret 2026 pukul 10.30');
  });

  it('leads with the weekday when asked', () => {
    expect(formatDateTime(new Date('2026-03-05T10:30:00Z'), 'UTC', { weekday: 'long' })).toBe(
      'Kamis, 5 Maret 2026 pukul 10.30',
    );
  });
});
