import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { registerAndLogInApplicant } from '../../test/applicant-accounts.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { SITI_APPLICATION_FIELDS, submitApplication } from '../../test/application-form.ts';

/** A burst of one applicant's submissions is limited per applicant (docs/decisions/032). */
describe.each(TEST_DATABASES)('a burst of applications on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect, { RATE_LIMIT_FACTOR: '1' });

  it('50 parallel submissions of one account: one stored, at most 5 handled, no 500', async () => {
    const user = await registerAndLogInApplicant(app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        submitApplication(app, user.headers, SITI_APPLICATION_FIELDS),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => [201, 409, 429].includes(status))).toBe(true);
    const limited = responses.find((response) => response.statusCode === 429)!;
    expect(limited.json().error).toMatch(/^Terlalu banyak percobaan/);
    // Another applicant from the same address is not held back by the first one's limit.
    const other = await registerAndLogInApplicant(app);
    expect((await submitApplication(app, other.headers, SITI_APPLICATION_FIELDS)).statusCode).toBe(
      201,
    );
  });
});
