import { describe, expect, it } from 'vitest';

import { localDateTime } from './applicant-export.ts';

describe('applicant CSV', () => {
  it('formats instants in the company time zone', () => {
    expect(localDateTime('2025-01-31T18:30:00.000Z', 'Asia/Jakarta')).toBe('2025-02-01 01:30');
  });
});
