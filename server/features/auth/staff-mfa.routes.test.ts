import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';

import type { Role } from '#common/roles';

import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';
import { STAFF_PASSWORD, createStaffWithPassword } from '../../test/staff-users.ts';
import { injectAs } from '../../test/inject-as.ts';
import { expectError } from '../../test/expect-error.ts';

/** A clock the test moves by hand, so codes and time steps are exact. */
function testClock() {
  let at = Date.UTC(2026, 0, 5, 8, 0, 10);
  return {
    now: () => at,
    advance: (seconds: number) => {
      at += seconds * 1000;
    },
    /** The TOTP `offset` steps from now. */
    code: (secret: string, offset = 0) =>
      generate({ secret, epoch: Math.floor(at / 1000) + offset * 30 }),
  };
}

const createStaff = (app: TestApp, role: Role = 'hrd') => createStaffWithPassword(app, { role });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const passwordLogin = (app: TestApp, nama: string, ip = '10.1.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { nama, password: STAFF_PASSWORD },
    remoteAddress: ip,
  });
const codeLogin = (app: TestApp, mfaToken: string, code: string, ip = '10.1.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/login/mfa',
    payload: { mfaToken, code },
    remoteAddress: ip,
  });

const resetMfa = (app: TestApp, staffId: number, headers: Record<string, string>) =>
  app.inject({ method: 'DELETE', url: `/api/staff/${staffId}/mfa`, headers });

/** Logs in with the password, sets up and enables TOTP; returns the secret and codes. */
async function enrol(app: TestApp, clock: ReturnType<typeof testClock>, nama: string) {
  const { token } = (await passwordLogin(app, nama)).json();
  const setup = await injectAs(app, bearer(token)).post('/api/staff/mfa/setup');
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json();
  expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/Sigap:${nama}\\?secret=${secret}`));
  const enableCode = await clock.code(secret);
  const enable = await injectAs(app, bearer(token)).post('/api/staff/mfa/enable', {
    code: enableCode,
  });
  expect(enable.statusCode).toBe(200);
  const { recoveryCodes } = enable.json() as { recoveryCodes: string[] };
  return { secret, recoveryCodes, enableCode, token };
}

describe.each(TEST_DATABASES)('staff two-factor login on %s', (dialect) => {
  let app: TestApp;
  const clock = testClock();
  useTestApp((built) => (app = built), dialect, {}, { now: clock.now });

  it('after enrolment the password step answers an mfaToken and the code step a session', async () => {
    const staff = await createStaff(app);
    const { secret, recoveryCodes } = await enrol(app, clock, staff.nama);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const first = await passwordLogin(app, staff.nama);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    expect(first.json()).not.toHaveProperty('token');

    clock.advance(30);
    const second = await codeLogin(app, first.json().mfaToken, await clock.code(secret));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ token: expect.any(String), role: 'hrd', nama: staff.nama });
    const me = await injectAs(app, bearer(second.json().token)).get('/api/staff/me');
    expect(me.json()).toMatchObject({ nama: staff.nama, mfaEnabled: true });
  });

  it('recovery codes are stored hashed, never as given', async () => {
    const staff = await createStaff(app);
    const { recoveryCodes } = await enrol(app, clock, staff.nama);
    const rows = await app.db
      .selectFrom('staff_recovery_codes')
      .select('code_hash')
      .where('staff_id', '=', staff.id)
      .execute();
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(recoveryCodes.join()).not.toContain(row.code_hash);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a TOTP code already used within its window is refused', async () => {
    const staff = await createStaff(app);
    const { enableCode, secret } = await enrol(app, clock, staff.nama);
    const { mfaToken } = (await passwordLogin(app, staff.nama)).json();
    const reused = await codeLogin(app, mfaToken, enableCode);
    expectError(reused, 401, 'Kode verifikasi salah atau sudah dipakai');

    clock.advance(30);
    const fresh = await clock.code(secret);
    expect((await codeLogin(app, mfaToken, fresh)).statusCode).toBe(200);
    const again = (await passwordLogin(app, staff.nama)).json().mfaToken;
    expect((await codeLogin(app, again, fresh)).statusCode).toBe(401);
  });

  it('a wrong code is refused and the mfaToken gives no session', async () => {
    const staff = await createStaff(app);
    const { secret } = await enrol(app, clock, staff.nama);
    const { mfaToken } = (await passwordLogin(app, staff.nama)).json();
    const right = await clock.code(secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    const response = await codeLogin(app, mfaToken, wrong);
    expectError(response, 401, 'Kode verifikasi salah atau sudah dipakai');
    expect(response.json()).not.toHaveProperty('token');
    const asBearer = await injectAs(app, bearer(mfaToken)).get('/api/staff/me');
    expect(asBearer.statusCode).toBe(401);
  });

  it('an mfaToken is single use and expires after five minutes', async () => {
    const staff = await createStaff(app);
    const { secret } = await enrol(app, clock, staff.nama);
    const { mfaToken } = (await passwordLogin(app, staff.nama)).json();
    clock.advance(30);
    expect((await codeLogin(app, mfaToken, await clock.code(secret))).statusCode).toBe(200);
    clock.advance(30);
    const used = await codeLogin(app, mfaToken, await clock.code(secret));
    expectError(used, 401, 'Sesi verifikasi tidak berlaku lagi. Silakan login ulang.');

    const late = (await passwordLogin(app, staff.nama)).json().mfaToken;
    clock.advance(5 * 60 + 1);
    expect((await codeLogin(app, late, await clock.code(secret))).statusCode).toBe(401);
  });

  it('a recovery code logs in once and never again', async () => {
    const staff = await createStaff(app);
    const { recoveryCodes } = await enrol(app, clock, staff.nama);
    const code = recoveryCodes[3]!;
    const first = (await passwordLogin(app, staff.nama)).json().mfaToken;
    const ok = await codeLogin(app, first, code.toUpperCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    const second = (await passwordLogin(app, staff.nama)).json().mfaToken;
    const reused = await codeLogin(app, second, code);
    expectError(reused, 401, 'Kode verifikasi salah atau sudah dipakai');
    expect((await codeLogin(app, second, recoveryCodes[4]!)).statusCode).toBe(200);
  });

  it('the own-account answers hold secrets: no cache may keep them, refusals included', async () => {
    const staff = await createStaff(app);
    const { token } = (await passwordLogin(app, staff.nama)).json();
    const asStaff = injectAs(app, bearer(token));
    const status = await asStaff.get('/api/staff/mfa');
    const setup = await asStaff.post('/api/staff/mfa/setup');
    const right = await clock.code(setup.json().secret);
    const wrongCode = await asStaff.post('/api/staff/mfa/enable', {
      code: right === '999999' ? '999998' : '999999',
    });
    const answers = [status, setup, wrongCode];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 400]);
    expect(answers.map((answer) => answer.headers['cache-control'])).toEqual([
      'no-store',
      'no-store',
      'no-store',
    ]);
    // Without a session the access check answers first, before any secret could be involved.
    const anonymous = await app.inject({ method: 'GET', url: '/api/staff/mfa' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).not.toBe('no-store');
  });

  it('enabling needs a set-up secret and the right code', async () => {
    const staff = await createStaff(app);
    const { token } = (await passwordLogin(app, staff.nama)).json();
    const early = await injectAs(app, bearer(token)).post('/api/staff/mfa/enable', {
      code: '123456',
    });
    expectError(early, 400, 'Mulai penyiapan verifikasi dua langkah terlebih dahulu');
    const { secret } = (
      await app.inject({ method: 'POST', url: '/api/staff/mfa/setup', headers: bearer(token) })
    ).json();
    const right = await clock.code(secret);
    const wrong = await injectAs(app, bearer(token)).post('/api/staff/mfa/enable', {
      code: right === '999999' ? '999998' : '999999',
    });
    expectError(wrong, 400, 'Kode verifikasi salah atau sudah dipakai');
    const blank = await injectAs(app, bearer(token)).post('/api/staff/mfa/enable', { code: ' ' });
    expect(blank.json().error).toBe('Kode verifikasi wajib diisi');
  });

  it('superadmin resets a second factor: sessions end and the password alone logs in', async () => {
    const staff = await createStaff(app);
    const { token } = await enrol(app, clock, staff.nama);
    const hrd = await loginAs(app, 'hrd');
    const refused = await resetMfa(app, staff.id, hrd.headers);
    expect(refused.statusCode).toBe(403);
    const superadmin = await loginAs(app, 'superadmin');
    const reset = await resetMfa(app, staff.id, superadmin.headers);
    expect(reset.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/staff/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    const login = await passwordLogin(app, staff.nama);
    expect(login.json()).toMatchObject({ token: expect.any(String), nama: staff.nama });
    expect(
      (await injectAs(app, superadmin.headers).delete('/api/staff/999999/mfa')).statusCode,
    ).toBe(404);
  });
});

describe.each(TEST_DATABASES)('guessing second-factor codes on %s', (dialect) => {
  let app: TestApp;
  const clock = testClock();
  useTestApp((built) => (app = built), dialect, { RATE_LIMIT_FACTOR: '1' }, { now: clock.now });

  const wrongCode = async (secret: string, n: number) => {
    const avoid = new Set(await Promise.all([-1, 0, 1].map((o) => clock.code(secret, o))));
    let code = String(100000 + n * 7919).padStart(6, '0');
    while (avoid.has(code)) code = String(Number(code) + 1);
    return code;
  };

  it('after five wrong codes on one mfaToken even the right code gets 429', async () => {
    const staff = await createStaff(app);
    const { secret } = await enrol(app, clock, staff.nama);
    const { mfaToken } = (await passwordLogin(app, staff.nama, '10.2.0.1')).json();
    for (let i = 0; i < 5; i += 1)
      expect(
        (await codeLogin(app, mfaToken, await wrongCode(secret, i), '10.2.0.1')).statusCode,
      ).toBe(401);
    clock.advance(30);
    const blocked = await codeLogin(app, mfaToken, await clock.code(secret), '10.2.0.1');
    expectError(blocked, 429, /^Terlalu banyak percobaan/);
    expect(blocked.json()).not.toHaveProperty('token');
  });

  it('guessing across many mfaTokens is limited per account and address', async () => {
    const staff = await createStaff(app);
    const { secret } = await enrol(app, clock, staff.nama);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const { mfaToken } = (await passwordLogin(app, staff.nama, '10.3.0.1')).json();
      statuses.push(
        (await codeLogin(app, mfaToken, await wrongCode(secret, i), '10.3.0.1')).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(-1)).toEqual([429]);
    // A fresh token from another address is still refused for this account.
    const { mfaToken } = (await passwordLogin(app, staff.nama, '10.3.0.2')).json();
    clock.advance(30);
    const statusesElsewhere: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statusesElsewhere.push(
        (await codeLogin(app, mfaToken, await wrongCode(secret, 20 + i), '10.3.0.2')).statusCode,
      );
    expect(statusesElsewhere).toContain(429);
  });
});

describe.each(TEST_DATABASES)('roles that must use a second factor on %s', (dialect) => {
  let app: TestApp;
  const clock = testClock();
  useTestApp(
    (built) => (app = built),
    dialect,
    { MFA_REQUIRED_ROLES: 'superadmin,admin,hrd' },
    { now: clock.now },
  );

  it('until enrolled, an hrd session may only enrol or log out', async () => {
    const staff = await createStaff(app, 'hrd');
    const login = (await passwordLogin(app, staff.nama)).json();
    expect(login).toMatchObject({ token: expect.any(String), mfaEnrollmentRequired: true });
    const headers = bearer(login.token);
    const list = await app.inject({ method: 'GET', url: '/api/pelamar', headers });
    expectError(
      list,
      403,
      'Akun anda wajib memakai verifikasi dua langkah. Aktifkan terlebih dahulu di halaman Keamanan Akun.',
    );
    const me = await app.inject({ method: 'GET', url: '/api/staff/me', headers });
    expect(me.json()).toMatchObject({ mfaRequired: true, mfaEnabled: false });
    const status = await app.inject({ method: 'GET', url: '/api/staff/mfa', headers });
    expect(status.json()).toEqual({ enabled: false, required: true });

    const { secret } = (
      await app.inject({ method: 'POST', url: '/api/staff/mfa/setup', headers })
    ).json();
    const enable = await injectAs(app, headers).post('/api/staff/mfa/enable', {
      code: await clock.code(secret),
    });
    expect(enable.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/pelamar', headers })).statusCode).toBe(
      200,
    );
  });

  it('an editor (role not listed) keeps working without a second factor', async () => {
    const staff = await createStaff(app, 'editor');
    const login = (await passwordLogin(app, staff.nama)).json();
    expect(login).not.toHaveProperty('mfaEnrollmentRequired');
    const faqs = await injectAs(app, bearer(login.token)).post('/api/faqs', {
      question: 'Apa itu Sigap?',
      answer: 'Layanan fasilitas.',
    });
    expect(faqs.statusCode).toBeLessThan(300);
  });

  it('logout works before enrolment', async () => {
    const staff = await createStaff(app, 'admin');
    const { token } = (await passwordLogin(app, staff.nama)).json();
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
  });
});
