import { describe, expect, it } from 'vitest';

import { auditEntriesOf } from '../../test/audit-log.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { injectAs } from '../../test/inject-as.ts';
import {
  loginWithPasskeyAsSecondFactor,
  newAuthenticator,
  passkeyRefusals,
  passwordLogin,
  passwordLoggedInStaff,
  passwordlessLogin,
  registerPasskey,
  usePasskeyTestApp,
} from '../../test/passkey-flows.ts';

describe.each(TEST_DATABASES)('staff passkeys on %s', (dialect) => {
  let app: TestApp;
  const clock = usePasskeyTestApp((built) => (app = built), dialect, { MFA_REQUIRED_ROLES: 'hrd' });
  const freshStaff = (role: 'hrd' | 'editor' = 'editor') => passwordLoggedInStaff(app, role);
  const removePasskey = (headers: Record<string, string>, id: number) =>
    injectAs(app, headers).delete(`/api/staff/passkeys/${id}`);
  /** Answers registration `options` with a new passkey called `nama` made for `origin`. */
  const answerRegistration = (
    as: ReturnType<typeof injectAs>,
    options: Parameters<ReturnType<typeof newAuthenticator>['register']>[0],
    nama: string,
    origin?: string,
  ) =>
    as.post('/api/staff/passkeys', { nama, response: newAuthenticator(origin).register(options) });

  it('a registered passkey is listed, comes with recovery codes and becomes the second factor', async () => {
    const staff = await freshStaff();
    const authenticator = newAuthenticator();
    const registered = await registerPasskey(app, staff.headers, authenticator, 'Laptop kantor');
    expect(registered.statusCode).toBe(201);
    expect(registered.json().passkey).toMatchObject({ nama: 'Laptop kantor', last_used_at: null });
    expect(registered.json().recoveryCodes).toHaveLength(10);

    const status = await injectAs(app, staff.headers).get('/api/staff/security');
    expect(status.json()).toMatchObject({
      totp: false,
      passwordless: false,
      recoveryCodesLeft: 10,
      passkeys: [{ nama: 'Laptop kantor' }],
    });

    // The password alone no longer logs in; the passkey completes the login.
    const first = await passwordLogin(app, staff.nama);
    expect(first.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    const factors = await app.inject({
      method: 'POST',
      url: '/api/login/mfa/factors',
      payload: { mfaToken: first.json().mfaToken },
    });
    expect(factors.json()).toEqual({ totp: false, passkey: true });
    const login = await loginWithPasskeyAsSecondFactor(app, staff.nama, authenticator);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      role: 'editor',
      nama: staff.nama,
      token: expect.any(String),
    });

    // Recovery codes keep working for a passkey-only account.
    const again = await passwordLogin(app, staff.nama);
    const recovery = await app.inject({
      method: 'POST',
      url: '/api/login/mfa',
      payload: { mfaToken: again.json().mfaToken, code: registered.json().recoveryCodes[0] },
    });
    expect(recovery.statusCode).toBe(200);
  });

  it('a passkey satisfies MFA_REQUIRED_ROLES', async () => {
    const hrd = await freshStaff('hrd');
    expect((await injectAs(app, hrd.headers).get('/api/kontak')).statusCode).toBe(403);
    expect((await registerPasskey(app, hrd.headers, newAuthenticator())).statusCode).toBe(201);
    expect((await injectAs(app, hrd.headers).get('/api/kontak')).statusCode).toBe(200);
    expect((await injectAs(app, hrd.headers).get('/api/staff/me')).json()).toMatchObject({
      mfaEnabled: true,
    });
  });

  it('registering, removing and allowing passwordless login need a recent step-up', async () => {
    const staff = await freshStaff();
    const authenticator = newAuthenticator();
    const registered = (await registerPasskey(app, staff.headers, authenticator)).json();
    clock.advance(6 * 60);
    const as = injectAs(app, staff.headers);
    const required = 'Konfirmasi identitas anda terlebih dahulu untuk perubahan ini.';
    expectError(await as.post('/api/staff/passkeys/options'), 403, required);
    expectError(await as.delete(`/api/staff/passkeys/${registered.passkey.id}`), 403, required);
    expectError(await as.put('/api/staff/passkeys/login', { enabled: true }), 403, required);
    // The password does not step up an account that has a second factor.
    expectError(
      await as.post('/api/staff/step-up', { password: staff.password }),
      400,
      'Masukkan kode verifikasi atau gunakan passkey',
    );

    const options = await as.post('/api/staff/step-up/passkey/options');
    const stepUp = await as.post('/api/staff/step-up/passkey', {
      response: authenticator.assert(options.json()),
    });
    expect(stepUp.statusCode).toBe(200);
    expect(stepUp.json().until).toBe(new Date(clock.now() + 5 * 60_000).toISOString());
    expect((await as.put('/api/staff/passkeys/login', { enabled: true })).statusCode).toBe(200);
    expect((await as.delete(`/api/staff/passkeys/${registered.passkey.id}`)).statusCode).toBe(200);
    // The last factor is gone: so are its recovery codes and passwordless login.
    expect((await as.get('/api/staff/security')).json()).toMatchObject({
      passkeys: [],
      recoveryCodesLeft: 0,
      passwordless: false,
    });
    expect((await passwordLogin(app, staff.nama)).json()).toHaveProperty('token');
  });

  it('without a second factor the password steps up, and a wrong one is refused and audited', async () => {
    const staff = await freshStaff();
    clock.advance(6 * 60);
    const as = injectAs(app, staff.headers);
    expectError(
      await as.post('/api/staff/step-up', { password: 'salah-sekali' }),
      400,
      'Password salah',
    );
    expect((await as.post('/api/staff/step-up', { password: staff.password })).statusCode).toBe(
      200,
    );
    expect((await as.post('/api/staff/passkeys/options')).statusCode).toBe(200);
    const audit = await auditEntriesOf(app, staff.id);
    expect(audit).toContainEqual({ action: 'step-up refused', target: 'password' });
  });

  it('a removed passkey is refused and audited', async () => {
    const staff = await freshStaff();
    const first = newAuthenticator();
    const second = newAuthenticator();
    const one = (await registerPasskey(app, staff.headers, first, 'Satu')).json();
    await registerPasskey(app, staff.headers, second, 'Dua');
    expect((await removePasskey(staff.headers, one.passkey.id)).statusCode).toBe(200);
    const { mfaToken } = (await passwordLogin(app, staff.nama)).json();
    const options = await app.inject({
      method: 'POST',
      url: '/api/login/mfa/passkey/options',
      payload: { mfaToken },
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/login/mfa/passkey',
      payload: {
        mfaToken,
        response: first.assert(options.json(), {
          credentialId: first.credentials[0]!.id.toString('base64url'),
        }),
      },
    });
    expectError(refused, 401, 'Passkey tidak dikenal atau sudah dihapus.');
    expect((await passkeyRefusals(app)).at(-1)).toEqual({
      actor_id: staff.id,
      target: 'login-mfa: unknown-passkey',
    });
  });

  it('a registration made for another origin or with a used challenge is refused', async () => {
    const staff = await freshStaff();
    const as = injectAs(app, staff.headers);
    const options = (await as.post('/api/staff/passkeys/options')).json();
    expectError(
      await answerRegistration(as, options, 'Palsu', 'https://sigap-login.example'),
      400,
      'Passkey ini dibuat untuk situs lain.',
    );
    // The challenge was used by the refused answer: an honest retry needs new options.
    expectError(
      await answerRegistration(as, options, 'Ulang'),
      400,
      'Permintaan passkey sudah kedaluwarsa atau sudah dipakai. Silakan coba lagi.',
    );
    expect((await passkeyRefusals(app)).slice(-2).map((row) => row.target)).toEqual([
      'register: origin',
      'register: challenge',
    ]);
  });

  it('a passkey name is required and the answer names it', async () => {
    const staff = await freshStaff();
    const as = injectAs(app, staff.headers);
    const options = (await as.post('/api/staff/passkeys/options')).json();
    expectError(await answerRegistration(as, options, '  '), 400, 'Nama passkey wajib diisi');
    expectError(
      await as.post('/api/staff/passkeys', { nama: 'X' }),
      400,
      'Jawaban passkey wajib diisi',
    );
  });

  it.each([
    {
      refusal: 'a role that must use a second factor cannot remove its last one',
      ownerRole: 'hrd' as const,
      removedByOwner: true,
      status: 409,
      text: 'Peran anda wajib memakai verifikasi dua langkah. Daftarkan faktor lain sebelum menghapus yang terakhir.',
    },
    {
      refusal: "another account's passkey cannot be removed",
      ownerRole: 'editor' as const,
      removedByOwner: false,
      status: 404,
      text: 'Passkey tidak ditemukan',
    },
  ])('$refusal', async ({ ownerRole, removedByOwner, status, text }) => {
    const owner = await freshStaff(ownerRole);
    const registered = (await registerPasskey(app, owner.headers, newAuthenticator())).json();
    const remover = removedByOwner ? owner : await freshStaff();
    expectError(await removePasskey(remover.headers, registered.passkey.id), status, text);
  });

  it('passwordless login works only where the owner allowed it', async () => {
    const staff = await freshStaff();
    const authenticator = newAuthenticator();
    await registerPasskey(app, staff.headers, authenticator);
    expectError(
      await passwordlessLogin(app, authenticator),
      401,
      'Login tanpa password belum diaktifkan untuk akun ini.',
    );
    expect(
      (await injectAs(app, staff.headers).put('/api/staff/passkeys/login', { enabled: true }))
        .statusCode,
    ).toBe(200);
    const login = await passwordlessLogin(app, authenticator);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ nama: staff.nama, role: 'editor' });
    // Without PIN or biometrics a passkey does not replace password and code.
    expectError(
      await passwordlessLogin(app, authenticator, { userVerified: false }),
      401,
      'Verifikasi passkey gagal.',
    );
  });
});
