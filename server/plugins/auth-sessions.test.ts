import { describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { useTestApp } from '../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../test/for-each-database.ts';
import { loginAs } from '../test/login-as.ts';

/**
 * docs/decisions/023: staff sessions end after STAFF_IDLE_MINUTES without a user action and 12 hours after
 * login whatever happens; the web's background polls (X-Sigap-Background: 1) are no action.
 */
describe.each(TEST_DATABASES)('staff session timeouts on %s', (dialect) => {
  let app: TestApp;
  let at = Date.UTC(2026, 2, 2, 1, 0, 0);
  const advanceMinutes = (minutes: number) => {
    at += minutes * 60_000;
  };
  useTestApp((built) => (app = built), dialect, { STAFF_IDLE_MINUTES: '30' }, { now: () => at });

  const me = (headers: Record<string, string>, background = false) =>
    app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: background ? { ...headers, 'x-sigap-background': '1' } : headers,
    });
  const sessionRows = (userId: number) =>
    app.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', 'staff')
      .execute();

  it('a session idle for 30 minutes ends and its row is deleted', async () => {
    const staff = await loginAs(app, 'hrd');
    advanceMinutes(29);
    expect((await me(staff.headers)).statusCode).toBe(200);
    advanceMinutes(29);
    expect((await me(staff.headers)).statusCode).toBe(200);
    advanceMinutes(31);
    const expired = await me(staff.headers);
    expect(expired.statusCode).toBe(401);
    expect(await sessionRows(staff.id)).toEqual([]);
  });

  it('background polls do not extend a session', async () => {
    const staff = await loginAs(app, 'admin');
    for (let minute = 0; minute < 29; minute += 1) {
      advanceMinutes(1);
      expect((await me(staff.headers, true)).statusCode).toBe(200);
    }
    advanceMinutes(2);
    expect((await me(staff.headers, true)).statusCode).toBe(401);
  });

  it('a user action after background polls does extend it', async () => {
    const staff = await loginAs(app, 'admin');
    advanceMinutes(20);
    expect((await me(staff.headers, true)).statusCode).toBe(200);
    expect((await me(staff.headers)).statusCode).toBe(200);
    advanceMinutes(25);
    expect((await me(staff.headers)).statusCode).toBe(200);
  });

  it('a session in constant use still ends after 12 hours', async () => {
    const staff = await loginAs(app, 'superadmin');
    // Every 20 minutes for 11 hours: never idle long enough to end.
    for (let call = 0; call < 33; call += 1) {
      advanceMinutes(20);
      expect((await me(staff.headers)).statusCode).toBe(200);
    }
    advanceMinutes(29);
    expect((await me(staff.headers)).statusCode).toBe(200);
    advanceMinutes(29);
    expect((await me(staff.headers)).statusCode).toBe(200);
    advanceMinutes(3);
    expect((await me(staff.headers)).statusCode).toBe(401);
    expect(await sessionRows(staff.id)).toEqual([]);
  });

  it('STAFF_IDLE_MINUTES changes the idle timeout', async () => {
    const short = await buildTestApp(dialect, { STAFF_IDLE_MINUTES: '5' }, { now: () => at });
    try {
      const staff = await loginAs(short, 'editor');
      advanceMinutes(4);
      expect(
        (await short.inject({ method: 'GET', url: '/api/staff/me', headers: staff.headers }))
          .statusCode,
      ).toBe(200);
      advanceMinutes(6);
      expect(
        (await short.inject({ method: 'GET', url: '/api/staff/me', headers: staff.headers }))
          .statusCode,
      ).toBe(401);
    } finally {
      await short.close();
    }
  });
});
