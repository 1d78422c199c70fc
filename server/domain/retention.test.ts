import { describe, expect, it } from 'vitest';

import { addMonths, retentionCutoff, retentionDeadline } from './retention.ts';

describe('retention dates', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 12, '2027-01-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-03-31T00:00:00.000Z', -1, '2026-02-28T00:00:00.000Z'],
    ['2026-11-30T23:59:59.000Z', 3, '2027-02-28T23:59:59.000Z'],
  ])('%s plus %i months is %s', (from, months, expected) => {
    expect(addMonths(new Date(from), months).toISOString()).toBe(expected);
  });

  it('gives a deadline only to final statuses', () => {
    const updated_at = '2026-05-10T08:00:00.000Z';
    expect(retentionDeadline({ status: 'Diterima', updated_at }, 12)).toBe(
      '2027-05-10T08:00:00.000Z',
    );
    expect(retentionDeadline({ status: 'Ditolak', updated_at }, 6)).toBe(
      '2026-11-10T08:00:00.000Z',
    );
    expect(retentionDeadline({ status: 'Menunggu', updated_at }, 12)).toBeNull();
  });

  it('puts the cutoff the given months before now', () => {
    expect(retentionCutoff(new Date('2027-05-10T08:00:00.000Z'), 12).toISOString()).toBe(
      '2026-05-10T08:00:00.000Z',
    );
  });
});
