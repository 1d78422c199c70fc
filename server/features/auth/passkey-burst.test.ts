import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import {
  PASSKEY_SITE,
  newAuthenticator,
  passwordLogin,
  registerPasskey,
} from '../../test/passkey-flows.ts';
import { createStaffWithPassword } from '../../test/staff-users.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { ATTEMPTS_PER_CHALLENGE } from './staff-mfa.ts';

/**
 * docs/decisions/033 for passkeys: a passkey answer at the second step takes one of the mfaToken's
 * attempts before it is checked, like a code, so fifty parallel forged answers get at most
 * ATTEMPTS_PER_CHALLENGE checked and the rest are refused with 429, never a 500.
 */
describe.each(TEST_DATABASES)('a burst of forged passkey answers on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect, { SITE_URL: PASSKEY_SITE, RATE_LIMIT_FACTOR: '1' });

  it('50 parallel answers from another origin on one mfaToken: at most 5 are checked', async () => {
    const staff = await createStaffWithPassword(app);
    const { token } = (await passwordLogin(app, staff.nama)).json();
    const authenticator = newAuthenticator();
    const registered = await registerPasskey(
      app,
      { authorization: `Bearer ${token}` },
      authenticator,
    );
    expect(registered.statusCode).toBe(201);

    const { mfaToken } = (await passwordLogin(app, staff.nama)).json();
    const options = await app.inject({
      method: 'POST',
      url: '/api/login/mfa/passkey/options',
      payload: { mfaToken },
    });
    const forged = authenticator.assert(options.json(), { origin: 'https://tiruan.example' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/login/mfa/passkey',
          payload: { mfaToken, response: forged },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code !== 401 && code !== 429)).toEqual([]);
    expect(codes.filter((code) => code === 401)).toHaveLength(ATTEMPTS_PER_CHALLENGE);
    for (const answer of answers.filter((reply) => reply.statusCode === 429))
      expect(answer.json().error).toMatch(/^Terlalu banyak/);

    // The token's attempts are spent: even the right passkey is refused now.
    const right = await app.inject({
      method: 'POST',
      url: '/api/login/mfa/passkey',
      payload: { mfaToken, response: authenticator.assert(options.json()) },
    });
    expect(right.statusCode).toBe(429);
  });
});
