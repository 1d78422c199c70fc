import { expect, it } from 'vitest';

/**
 * A table test of a one-argument function: one test per `[input, expected]` row, named by
 * `title` in it.each's format (`%s`, `%j` take the row's values), each asserting that
 * `fn(input)` is `expected`.
 */
export function itAnswersEach<I, O>(fn: (input: I) => O, title: string, rows: [I, O][]) {
  it.each(rows)(title, (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}
