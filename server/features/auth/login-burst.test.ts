import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { STAFF_PASSWORD, createStaffWithPassword } from '../../test/staff-users.ts';
import { injectAs } from '../../test/inject-as.ts';
import { TEST_REDIS_URL, startPrivateRedis } from '../../test/redis.ts';
import {
  CLUSTER_DATABASES,
  SHARED_DATABASES,
  startTwoInstances,
  type TwoInstances,
  useTwoInstances,
} from '../../test/two-instances.ts';
import { FAILED_LOGINS_PER_PAIR } from '../../plugins/login-throttle.ts';
import { ATTEMPTS_PER_CHALLENGE } from './staff-mfa.ts';

/**
 * docs/decisions/032: fifty parallel guesses get at most the limit evaluated, on one instance (in
 * the process or in Redis) and on two instances sharing Redis; a lock-out holds through an
 * outage. "Evaluated" is a 401: a slot refused before the check answers 429.
 */

const BURST = 50;
/** The real limits: the test config multiplies them by 1000. */
const RATE_LIMITED = { RATE_LIMIT_FACTOR: '1' };
const LOCKED = /^Terlalu banyak percobaan/;

const tally = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};
const expectOnly401And429 = (responses: { statusCode: number; json: () => unknown }[]) => {
  for (const response of responses) {
    expect([401, 429]).toContain(response.statusCode);
    if (response.statusCode === 429)
      expect((response.json() as { error: string }).error).toMatch(LOCKED);
  }
};

const wrongLogin = (app: TestApp, nama: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { nama, password: 'salah-sekali' },
    remoteAddress: ip,
  });

/** An enrolled staff account; `mfaToken()` logs in with the password for a fresh one. */
async function enrolledStaff(app: TestApp, ip: string) {
  const staff = await createStaffWithPassword(app, { role: 'hrd' });
  const login = async () =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { nama: staff.nama, password: STAFF_PASSWORD },
        remoteAddress: ip,
      })
    ).json();
  const headers = { authorization: `Bearer ${(await login()).token}` };
  const { secret } = (await injectAs(app, headers).post('/api/staff/mfa/setup')).json();
  const enabled = await injectAs(app, headers).post('/api/staff/mfa/enable', {
    code: await generate({ secret }),
  });
  expect(enabled.statusCode).toBe(200);
  const right = new Set(
    await Promise.all(
      [-30, 0, 30].map((s) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + s })),
    ),
  );
  /** A six-digit code that is not valid now. */
  const wrongCode = (n: number) => {
    let code = String(100000 + n * 7919);
    while (right.has(code)) code = String(Number(code) + 1);
    return code;
  };
  return { staff, mfaToken: async () => (await login()).mfaToken as string, wrongCode };
}

const codeLogin = (app: TestApp, mfaToken: string, code: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login/mfa',
    payload: { mfaToken, code },
    remoteAddress: ip,
  });

const STORES = TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];
const CASES = TEST_DATABASES.flatMap((dialect) => STORES.map((store) => [dialect, store] as const));

describe.each(CASES)('a burst of guesses on %s with counters in %s', (dialect, store) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect, {
    ...RATE_LIMITED,
    ...(store === 'redis' ? { REDIS_URL: TEST_REDIS_URL! } : {}),
  });

  it('50 parallel wrong passwords for one account: at most 5 are checked', async () => {
    const staff = await createStaffWithPassword(app, { role: 'hrd' });
    const responses = await Promise.all(
      Array.from({ length: BURST }, () => wrongLogin(app, staff.nama, '10.40.0.1')),
    );
    expectOnly401And429(responses);
    expect(tally(responses)[401]).toBe(FAILED_LOGINS_PER_PAIR);
    // Refused slots were given back: the right password still waits out the window.
    const right = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { nama: staff.nama, password: STAFF_PASSWORD },
      remoteAddress: '10.40.0.1',
    });
    expect(right.statusCode).toBe(429);
  });

  it('50 parallel wrong passwords from one IPv6 /64, each from its own address', async () => {
    const staff = await createStaffWithPassword(app, { role: 'hrd' });
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        wrongLogin(app, staff.nama, `2001:db8:40:1:${(i + 1).toString(16)}::1`),
      ),
    );
    expectOnly401And429(responses);
    expect(tally(responses)[401]).toBe(FAILED_LOGINS_PER_PAIR);
  });

  it('50 parallel wrong codes on one mfaToken: at most 5 are checked', async () => {
    const { staff, mfaToken, wrongCode } = await enrolledStaff(app, '10.40.1.1');
    const token = await mfaToken();
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) => codeLogin(app, token, wrongCode(i), '10.40.1.1')),
    );
    expectOnly401And429(responses);
    expect(tally(responses)[401]).toBe(ATTEMPTS_PER_CHALLENGE);
    const row = await app.db
      .selectFrom('mfa_challenges')
      .select('attempts')
      .where('staff_id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(ATTEMPTS_PER_CHALLENGE);
  });

  it('50 parallel wrong codes over ten mfaTokens from ten addresses: the account limit holds', async () => {
    const { mfaToken, wrongCode } = await enrolledStaff(app, '10.40.2.1');
    // One after another: parallel logins of one pair would themselves meet the pair limit.
    const tokens: string[] = [];
    for (let i = 0; i < 10; i += 1) tokens.push(await mfaToken());
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        codeLogin(app, tokens[i % 10]!, wrongCode(i), `10.40.3.${i % 10}`),
      ),
    );
    expectOnly401And429(responses);
    // The account may have 10 wrong codes per window (times RATE_LIMIT_FACTOR, 1 here).
    expect(tally(responses)[401]).toBe(10);
  });

  it('50 parallel wrong current passwords through a stolen session: at most 5 are checked', async () => {
    const staff = await createStaffWithPassword(app, { role: 'hrd' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { nama: staff.nama, password: STAFF_PASSWORD },
      remoteAddress: '10.40.5.1',
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        app.inject({
          method: 'PUT',
          url: '/api/staff/me/password',
          headers,
          payload: { currentPassword: `salah-sekali-${i}`, newPassword: 'Kata-sandi-baru-2026' },
          remoteAddress: '10.40.5.1',
        }),
      ),
    );
    const counts = tally(responses);
    expect(Object.keys(counts).sort()).toEqual(['400', '429']);
    expect(counts[400]).toBe(FAILED_LOGINS_PER_PAIR);
    // The right password waits out the window too: nothing was changed by the burst.
    const right = await app.inject({
      method: 'PUT',
      url: '/api/staff/me/password',
      headers,
      payload: { currentPassword: STAFF_PASSWORD, newPassword: 'Kata-sandi-baru-2026' },
      remoteAddress: '10.40.5.1',
    });
    expect(right.statusCode).toBe(429);
  });

  it('50 parallel wrong applicant logins: at most 5 are checked', async () => {
    const responses = await Promise.all(
      Array.from({ length: BURST }, () =>
        app.inject({
          method: 'POST',
          url: '/api/login-user',
          payload: { nama: 'pelamarburst', password: 'salah-sekali' },
          remoteAddress: '10.40.4.1',
        }),
      ),
    );
    expectOnly401And429(responses);
    expect(tally(responses)[401]).toBe(FAILED_LOGINS_PER_PAIR);
  });
});

describe.skipIf(!TEST_REDIS_URL || !SHARED_DATABASES.length).each(CLUSTER_DATABASES)(
  'two instances sharing Redis on %s',
  (dialect) => {
    // needs TEST_REDIS_URL (CI sets it to the local Redis)
    let pair: TwoInstances;
    useTwoInstances((started) => (pair = started), dialect, TEST_REDIS_URL!, RATE_LIMITED);

    it('50 parallel wrong passwords split over both instances: at most 5 are checked', async () => {
      const staff = await createStaffWithPassword(pair.a, { role: 'hrd' });
      const responses = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          wrongLogin(i % 2 ? pair.a : pair.b, staff.nama, '10.41.0.1'),
        ),
      );
      expectOnly401And429(responses);
      expect(tally(responses)[401]).toBe(FAILED_LOGINS_PER_PAIR);
    });

    it('50 parallel wrong codes on one mfaToken split over both instances: at most 5', async () => {
      const { mfaToken, wrongCode } = await enrolledStaff(pair.a, '10.41.1.1');
      const token = await mfaToken();
      const responses = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          codeLogin(i % 2 ? pair.a : pair.b, token, wrongCode(i), '10.41.1.1'),
        ),
      );
      expectOnly401And429(responses);
      expect(tally(responses)[401]).toBe(ATTEMPTS_PER_CHALLENGE);
    });
  },
);

describe.skipIf(!SHARED_DATABASES.length)(
  'a lock-out seen through Redis holds while Redis is down',
  () => {
    // needs TEST_DATABASE_URL: two instances cannot share one SQLite file
    let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
    let pair: TwoInstances;
    beforeAll(async () => {
      redis = await startPrivateRedis();
      pair = await startTwoInstances('postgres', redis.url, RATE_LIMITED);
    });
    afterAll(async () => {
      // Back up first: closing deletes the test's keys.
      await redis?.start();
      await pair?.close();
      await redis?.stop();
    });

    it('locked through instance A, seen once by B, still locked on B during the outage', async () => {
      const staff = await createStaffWithPassword(pair.a, { role: 'hrd' });
      for (let i = 0; i < FAILED_LOGINS_PER_PAIR; i += 1)
        expect((await wrongLogin(pair.a, staff.nama, '10.42.0.1')).statusCode).toBe(401);
      expect((await wrongLogin(pair.b, staff.nama, '10.42.0.1')).statusCode).toBe(429);
      await redis.stop();
      const during = await Promise.all(
        Array.from({ length: 10 }, () => wrongLogin(pair.b, staff.nama, '10.42.0.1')),
      );
      expect(tally(during)).toEqual({ 429: 10 });
      // A pair B never saw locked is counted in B's process during the outage, and still holds.
      const other = await Promise.all(
        Array.from({ length: 10 }, () => wrongLogin(pair.b, staff.nama, '10.42.0.2')),
      );
      expect(tally(other)).toEqual({
        401: FAILED_LOGINS_PER_PAIR,
        429: 10 - FAILED_LOGINS_PER_PAIR,
      });
    });
  },
);
