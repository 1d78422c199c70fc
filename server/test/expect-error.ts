import { expect } from 'vitest';

/** Asserts that the answer has `status` and the body `{ error: text }` (a RegExp matches the text). */
export function expectError(
  response: { statusCode: number; json: () => unknown },
  status: number,
  text: string | RegExp,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({
    error: typeof text === 'string' ? text : expect.stringMatching(text),
  });
}
