import { describe, expect, it } from 'vitest';

import { clientBudget } from './client-budget.ts';

describe('clientBudget', () => {
  it('allows `limit` takes per window and address, then answers the seconds left', () => {
    let now = 1_000_000;
    const budget = clientBudget(2, 60_000, () => now);
    expect(budget.take('a')).toBe(0);
    expect(budget.take('a')).toBe(0);
    now += 15_000;
    expect(budget.take('a')).toBe(45);
    // Another address has its own budget.
    expect(budget.take('b')).toBe(0);
  });

  it('starts a new window once the last one ended', () => {
    let now = 0;
    const budget = clientBudget(1, 1_000, () => now);
    expect(budget.take('a')).toBe(0);
    expect(budget.take('a')).toBe(1);
    now = 1_000;
    expect(budget.take('a')).toBe(0);
  });
});
