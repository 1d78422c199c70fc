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
  });
}
