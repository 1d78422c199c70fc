import { expect, it } from 'vitest';

/**
 * One test per row: `fn(input)` is the row's `expected` (compared with toBe). `title` names each
 * test from its row, as it.each does: '%j is common: %s'.
 */
export function itReturns<Input, Output>(
  fn: (input: Input) => Output,
  title: string,
  rows: ReadonlyArray<readonly [input: Input, expected: Output]>,
) {
  it.each(rows)(title, (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}
