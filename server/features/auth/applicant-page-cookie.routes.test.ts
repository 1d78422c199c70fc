import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { registerApplicant } from '../../test/applicant-accounts.ts';

/**
 * The career pages' cookie (docs/decisions/041-applicant-screens-as-islands.md): set at login
 * beside the bearer token, HttpOnly, SameSite=Strict, for /career only; cleared at logout. The API
 * never takes it in place of the bearer token.
 */
describe.each(TEST_DATABASES)('the career pages cookie on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect);

  const logIn = async () => {
    const account = await registerApplicant(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/login-user',
      payload: { nama: account.nama, password: account.password },
    });
    expect(response.statusCode).toBe(200);
    return { account, response, token: response.json<{ token: string }>().token };
  };

  it('is set at login with the token, HttpOnly, SameSite=Strict, for /career, until the token expires', async () => {
    const { response, token } = await logIn();
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`sigap_pelamar=${token};`);
    expect(cookie).toContain('Path=/career;');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThan(0);
  });

  it('is not accepted by the API in place of the bearer token', async () => {
    const { account, token } = await logIn();
    const response = await app.inject({
      method: 'GET',
      url: `/api/user/pelamar/${account.id}`,
      headers: { cookie: `sigap_pelamar=${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('is cleared at logout', async () => {
    const { token } = await logIn();
    const response = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^sigap_pelamar=;/);
    expect(cookie).toContain('Path=/career;');
    expect(cookie).toContain('Max-Age=0');
  });
});
