import { expect, it } from 'vitest';
import type { z } from 'zod';

/** The first message a schema gives for `input`, or undefined when the input passes. */
export function firstIssueMessage(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * One test per row: `valid` with `field` set to the row's value gives the row's first message
 * (undefined: it passes). The tests are named '<label> <value> gives <message>'.
 */
export function itGivesFieldMessages(
  schema: z.ZodType,
  valid: Record<string, unknown>,
  field: string,
  label: string,
  rows: ReadonlyArray<readonly [value: unknown, message: string | undefined]>,
) {
  it.each(rows)(`${label} %j gives %j`, (value, message) => {
    expect(firstIssueMessage(schema, { ...valid, [field]: value })).toBe(message);
  });
}
