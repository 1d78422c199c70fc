import { expect, it } from 'vitest';

import { ERROR_CODES, type ErrorCode } from '#common/error-codes';

/**
 * Asserts that the answer has `status` and the body `{ error: text, code }` (a RegExp matches
 * the text); `code` defaults to any code from common/error-codes.ts.
 */
export function expectError(
  response: { statusCode: number; json: () => unknown },
  status: number,
  text: string | RegExp,
  code?: ErrorCode,
) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { code?: string };
  expect(body).toEqual({
    error: typeof text === 'string' ? text : expect.stringMatching(text),
    code: code ?? expect.any(String),
  });
  expect(Object.keys(ERROR_CODES)).toContain(body.code);
}

/**
 * One test per row: `send(input)` is answered 400 with the row's error text. The API tests of
 * every body and query schema have this shape; `title` names each test as it.each does ('%j').
 */
export function itRefuses<Input>(
  send: (input: Input) => Promise<{ statusCode: number; json: () => unknown }>,
  title: string,
  rows: ReadonlyArray<readonly [input: Input, error: string | RegExp]>,
) {
  it.each(rows)(title, async (input, error) => {
    expectError(await send(input), 400, error);
  });
}

/** Asserts that GET /api/health answered 503 naming `service` as the one that is down. */
export function expectServiceDown(
  response: { statusCode: number; json: () => unknown },
  service: string,
) {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({
    status: 'error',
    down: [service],
    error: `Layanan tidak dapat dihubungi: ${service}`,
    code: 'unavailable',
  });
}
