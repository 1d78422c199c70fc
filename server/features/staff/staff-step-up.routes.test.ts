import { randomBytes } from 'node:crypto';

import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { injectAs } from '../../test/inject-as.ts';
import { loginAs } from '../../test/login-as.ts';
import { manualClock, passwordLogin } from '../../test/passkey-flows.ts';
import { createStaffWithPassword } from '../../test/staff-users.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';

const REQUIRED = 'Konfirmasi identitas anda terlebih dahulu untuk perubahan ini.';
/** A login counts as a step-up for five minutes (docs/decisions/033). */
const PAST_STEP_UP_SECONDS = 6 * 60;

/**
 * A stolen superadmin session alone cannot take other accounts over, nor can any stolen session
 * enrol a first factor: each needs a recent step-up (docs/decisions/033).
 */
describe.each(TEST_DATABASES)('step-up on actions on other accounts on %s', (dialect) => {
  let app: TestApp;
  const clock = manualClock(Date.UTC(2026, 0, 5, 8, 0, 10));
  useTestApp((built) => (app = built), dialect, {}, { now: clock.now });

  /** A superadmin (no second factor) logged in with the password longer ago than a step-up holds. */
  async function staleSuperadmin() {
    const superadmin = await createStaffWithPassword(app, { role: 'superadmin' });
    const { token } = (await passwordLogin(app, superadmin.nama)).json();
    clock.advance(PAST_STEP_UP_SECONDS);
    return { ...superadmin, as: injectAs(app, { authorization: `Bearer ${token}` }) };
  }

  const calls: [string, (target: number) => [string, string, object?]][] = [
    [
      'POST /register',
      () => [
        'POST',
        '/api/register',
        {
          nama: `baru${randomBytes(4).toString('hex')}`,
          password: 'kata-sandi-yang-kuat',
          role: 'superadmin',
        },
      ],
    ],
    [
      'PUT /staff/:id/password',
      (id) => ['PUT', `/api/staff/${id}/password`, { password: 'kata-sandi-baru-panjang' }],
    ],
    ['PUT /staff/:id/status', (id) => ['PUT', `/api/staff/${id}/status`, { is_active: false }]],
    ['DELETE /staff/:id/mfa', (id) => ['DELETE', `/api/staff/${id}/mfa`]],
    ['DELETE /staff/:id', (id) => ['DELETE', `/api/staff/${id}`]],
  ];

  it.each(calls)('%s is refused without a step-up and allowed after one', async (_name, call) => {
    const superadmin = await staleSuperadmin();
    const target = await loginAs(app, 'editor');
    const [method, url, payload] = call(target.id);
    const send = () =>
      method === 'POST'
        ? superadmin.as.post(url, payload)
        : method === 'PUT'
          ? superadmin.as.put(url, payload)
          : superadmin.as.delete(url);
    expectError(await send(), 403, REQUIRED);
    // The target is untouched: its session still works.
    expect((await injectAs(app, target.headers).get('/api/staff/me')).statusCode).toBe(200);
    const stepUp = await superadmin.as.post('/api/staff/step-up', {
      password: superadmin.password,
    });
    expect(stepUp.statusCode).toBe(200);
    expect((await send()).statusCode).toBeLessThan(300);
  });

  it('a first TOTP enrolment needs a step-up once the login is older than five minutes', async () => {
    const staff = await createStaffWithPassword(app, { role: 'editor' });
    const { token } = (await passwordLogin(app, staff.nama)).json();
    const as = injectAs(app, { authorization: `Bearer ${token}` });
    // Set up inside the login's step-up, enabled after it ran out.
    const { secret } = (await as.post('/api/staff/mfa/setup')).json();
    clock.advance(PAST_STEP_UP_SECONDS);
    const code = await generate({ secret, epoch: Math.floor(clock.now() / 1000) });
    expectError(await as.post('/api/staff/mfa/enable', { code }), 403, REQUIRED);
    expectError(await as.post('/api/staff/mfa/setup'), 403, REQUIRED);
    expect((await as.post('/api/staff/step-up', { password: staff.password })).statusCode).toBe(
      200,
    );
    expect((await as.post('/api/staff/mfa/enable', { code })).statusCode).toBe(200);
  });
});

describe.each(TEST_DATABASES)('step-up codes and login codes share one limit on %s', (dialect) => {
  let app: TestApp;
  const clock = manualClock(Date.UTC(2026, 0, 5, 9, 0, 10));
  useTestApp((built) => (app = built), dialect, { RATE_LIMIT_FACTOR: '1' }, { now: clock.now });
  const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now() / 1000) });

  it('twelve concurrent wrong step-up codes: ten are checked, then the login code step is locked', async () => {
    const staff = await createStaffWithPassword(app, { role: 'editor' });
    const { token } = (await passwordLogin(app, staff.nama)).json();
    const headers = { authorization: `Bearer ${token}` };
    const as = injectAs(app, headers);
    const { secret } = (await as.post('/api/staff/mfa/setup')).json();
    expect(
      (await as.post('/api/staff/mfa/enable', { code: await codeNow(secret) })).statusCode,
    ).toBe(200);
    clock.advance(60);

    // Four guesses from each of three addresses: under the per-address pair limit, over the account's.
    const guesses = await Promise.all(
      ['10.0.0.1', '10.0.0.2', '10.0.0.3'].flatMap((remoteAddress) =>
        Array.from({ length: 4 }, () =>
          app.inject({
            method: 'POST',
            url: '/api/staff/step-up',
            headers,
            remoteAddress,
            payload: { code: '000000' },
          }),
        ),
      ),
    );
    const statuses = guesses.map((reply) => reply.statusCode).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);

    // The login's code step of the same account, from yet another address, with the right code.
    const { mfaToken } = (await passwordLogin(app, staff.nama)).json();
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/mfa',
      remoteAddress: '10.0.0.9',
      payload: { mfaToken, code: await codeNow(secret) },
    });
    expect(login.statusCode).toBe(429);
  });
});
