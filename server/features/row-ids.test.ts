import { describe, expect, it } from 'vitest';

import { TEST_DATABASES } from '../test/for-each-database.ts';
import { useTestAppWithStaff } from '../test/test-app-per-suite.ts';

/**
 * Ids beyond the id columns (32-bit on PostgreSQL) are a client's mistake: 400 in Indonesian on
 * both databases, never a 500 from the database.
 */
describe.each(TEST_DATABASES)('row ids beyond 32 bits on %s', (dialect) => {
  const context = useTestAppWithStaff(dialect);

  it.each([
    ['GET', '/api/pelamar/2147483648', 'hrd'],
    ['GET', '/api/pelamar/9007199254740991', 'hrd'],
    ['PUT', '/api/faqs/2147483648', 'editor'],
    ['DELETE', '/api/faqs/99999999999', 'editor'],
  ] as const)('%s %s answers 400', async (method, url, role) => {
    const { app, headers } = context();
    const response = await app.inject({
      method,
      url,
      headers: headers[role],
      payload: method === 'PUT' ? { question: 'Apa?', answer: 'Ini.' } : undefined,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.stringContaining('ID tidak valid') });
  });

  it('still finds nothing at the largest id (404)', async () => {
    const { app, headers } = context();
    const response = await app.inject({
      method: 'GET',
      url: '/api/pelamar/2147483647',
      headers: headers.hrd,
    });
    expect(response.statusCode).toBe(404);
  });
});
