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

/** The own second factor changes only after proving a current one (docs/decisions/033). */
describe.each(TEST_DATABASES)('step-up for the own second factor on %s', (dialect) => {
  let app: TestApp;
  const clock = manualClock(Date.UTC(2026, 0, 5, 8, 0, 10));
  useTestApp((built) => (app = built), dialect, { MFA_REQUIRED_ROLES: 'hrd' }, { now: clock.now });
  const code = (secret: string, offset = 0) =>
    generate({ secret, epoch: Math.floor(clock.now() / 1000) + offset * 30 });

  /** A staff member with TOTP on, logged in through both factors a while ago. */
  async function staffWithTotp() {
    const staff = await createStaffWithPassword(app);
    const { token } = (await passwordLogin(app, staff.nama)).json();
    const as = injectAs(app, { authorization: `Bearer ${token}` });
    const { secret } = (await as.post('/api/staff/mfa/setup')).json();
    const enabled = await as.post('/api/staff/mfa/enable', { code: await code(secret) });
    expect(enabled.statusCode).toBe(200);
    clock.advance(6 * 60);
    return { ...staff, as, secret, recoveryCodes: enabled.json().recoveryCodes as string[] };
  }

  it('turning TOTP off needs a current code; a used code does not step up twice', async () => {
    const staff = await staffWithTotp();
    expectError(await staff.as.delete('/api/staff/mfa'), 403, REQUIRED, 'step_up_required');
    const current = await code(staff.secret);
    expectError(
      await staff.as.post('/api/staff/step-up', { code: '000000' }),
      400,
      'Kode verifikasi salah atau sudah dipakai',
    );
    expect((await staff.as.post('/api/staff/step-up', { code: current })).statusCode).toBe(200);
    const off = await staff.as.delete('/api/staff/mfa');
    expect(off.statusCode).toBe(200);
    expect((await passwordLogin(app, staff.nama)).json()).toHaveProperty('token');
    clock.advance(6 * 60);
    // The same code again (still inside its window) proves nothing.
    expect((await staff.as.post('/api/staff/step-up', { code: current })).statusCode).toBe(400);
  });

  it('a recovery code steps up once', async () => {
    const staff = await staffWithTotp();
    const [recovery] = staff.recoveryCodes;
    expect((await staff.as.post('/api/staff/step-up', { code: recovery })).statusCode).toBe(200);
    clock.advance(6 * 60);
    expect((await staff.as.post('/api/staff/step-up', { code: recovery })).statusCode).toBe(400);
  });

  it('enrolling TOTP again (a new phone) needs a step-up and replaces the old secret', async () => {
    const staff = await staffWithTotp();
    expectError(await staff.as.post('/api/staff/mfa/setup'), 403, REQUIRED, 'step_up_required');
    await staff.as.post('/api/staff/step-up', { code: await code(staff.secret) });
    const { secret } = (await staff.as.post('/api/staff/mfa/setup')).json();
    clock.advance(30);
    expect(
      (await staff.as.post('/api/staff/mfa/enable', { code: await code(secret) })).statusCode,
    ).toBe(200);
    const { mfaToken } = (await passwordLogin(app, staff.nama)).json();
    clock.advance(30);
    const oldSecret = await app.inject({
      method: 'POST',
      url: '/api/login/mfa',
      payload: { mfaToken, code: await code(staff.secret) },
    });
    expect(oldSecret.statusCode).toBe(401);
  });

  it('a role that must use a second factor cannot turn its only one off', async () => {
    const required = await createStaffWithPassword(app, { role: 'hrd' });
    const { token } = (await passwordLogin(app, required.nama)).json();
    const as = injectAs(app, { authorization: `Bearer ${token}` });
    const { secret } = (await as.post('/api/staff/mfa/setup')).json();
    await as.post('/api/staff/mfa/enable', { code: await code(secret) });
    expectError(
      await as.delete('/api/staff/mfa'),
      409,
      'Peran anda wajib memakai verifikasi dua langkah. Daftarkan passkey sebelum menonaktifkan aplikasi autentikator.',
    );
  });

  it("superadmin's reset of a factor cannot target their own account", async () => {
    const superadmin = await loginAs(app, 'superadmin');
    expectError(
      await injectAs(app, superadmin.headers).delete(`/api/staff/${superadmin.id}/mfa`),
      409,
      'Verifikasi dua langkah akun anda sendiri diubah di halaman Keamanan Akun, bukan direset.',
    );
  });

  it('superadmin sets their own password on the staff route only with the current one', async () => {
    const superadmin = await createStaffWithPassword(app, { role: 'superadmin' });
    const { token } = (await passwordLogin(app, superadmin.nama)).json();
    const as = injectAs(app, { authorization: `Bearer ${token}` });
    const url = `/api/staff/${superadmin.id}/password`;
    const password = 'kata-sandi-baru-yang-panjang';
    expectError(await as.put(url, { password }), 400, 'Password saat ini wajib diisi');
    expectError(
      await as.put(url, { password, currentPassword: 'bukan-ini' }),
      400,
      'Password saat ini salah',
    );
    expect((await as.put(url, { password, currentPassword: superadmin.password })).statusCode).toBe(
      200,
    );
    expect((await passwordLogin(app, superadmin.nama, password)).statusCode).toBe(200);
  });
});
