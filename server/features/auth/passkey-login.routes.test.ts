import { describe, expect, it } from 'vitest';

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
  registerPasskey,
  usePasskeyTestApp,
} from '../../test/passkey-flows.ts';

/** Every bad passkey answer at login is refused with an Indonesian text and audited (docs/decisions/033). */
describe.each(TEST_DATABASES)('passkey login refusals on %s', (dialect) => {
  let app: TestApp;
  const clock = usePasskeyTestApp((built) => (app = built), dialect);

  async function staffWithPasskey() {
    const staff = await passwordLoggedInStaff(app);
    const authenticator = newAuthenticator();
    const registered = await registerPasskey(app, staff.headers, authenticator);
    expect(registered.statusCode).toBe(201);
    return { ...staff, authenticator };
  }

  /** The password step and passkey options: what a client holds before answering. */
  async function secondFactorStep(nama: string) {
    const { mfaToken } = (await passwordLogin(app, nama)).json();
    const options = await passkeyOptions(mfaToken);
    expect(options.statusCode).toBe(200);
    return { mfaToken, options: options.json() };
  }

  /** A staff member with a passkey, past the password step and holding the passkey options. */
  async function staffAtPasskeyStep() {
    const staff = await staffWithPasskey();
    return { staff, ...(await secondFactorStep(staff.nama)) };
  }

  const passkeyOptions = (mfaToken: string) =>
    app.inject({ method: 'POST', url: '/api/login/mfa/passkey/options', payload: { mfaToken } });

  const answer = (mfaToken: string, response: unknown) =>
    app.inject({ method: 'POST', url: '/api/login/mfa/passkey', payload: { mfaToken, response } });

  /** A 401 with `text` whose refusal the audit log records against `staffId` as `target`. */
  async function expectAuditedRefusal(
    refused: { statusCode: number; json: () => unknown },
    text: string,
    staffId: number,
    target: string,
  ) {
    expectError(refused, 401, text);
    expect((await passkeyRefusals(app)).at(-1)).toEqual({ actor_id: staffId, target });
  }

  it('a replayed answer is refused: the challenge is single use', async () => {
    const { staff, mfaToken, options } = await staffAtPasskeyStep();
    const response = staff.authenticator.assert(options);
    expect((await answer(mfaToken, response)).statusCode).toBe(200);
    const replay = await secondFactorStep(staff.nama);
    await expectAuditedRefusal(
      await answer(replay.mfaToken, response),
      'Permintaan passkey sudah kedaluwarsa atau sudah dipakai. Silakan coba lagi.',
      staff.id,
      'login-mfa: challenge',
    );
  });

  it('an answer made on another origin is refused', async () => {
    const { staff, mfaToken, options } = await staffAtPasskeyStep();
    await expectAuditedRefusal(
      await answer(
        mfaToken,
        staff.authenticator.assert(options, { origin: 'https://sigap-masuk.example' }),
      ),
      'Passkey ini dibuat untuk situs lain.',
      staff.id,
      'login-mfa: origin',
    );
  });

  it('a stale challenge is refused', async () => {
    const { staff, mfaToken, options } = await staffAtPasskeyStep();
    clock.advance(4 * 60);
    expectError(
      await answer(mfaToken, staff.authenticator.assert(options)),
      401,
      'Permintaan passkey sudah kedaluwarsa atau sudah dipakai. Silakan coba lagi.',
    );
  });

  it("another account's passkey cannot finish this account's login", async () => {
    const victim = await staffWithPasskey();
    const attacker = await staffWithPasskey();
    const { mfaToken, options } = await secondFactorStep(victim.nama);
    const forged = attacker.authenticator.assert(
      { ...options, allowCredentials: [] },
      { credentialId: attacker.authenticator.credentials[0]!.id.toString('base64url') },
    );
    await expectAuditedRefusal(
      await answer(mfaToken, forged),
      'Passkey ini bukan milik akun anda.',
      victim.id,
      'login-mfa: wrong-account',
    );
  });

  it('a forged signature is refused and counts against the mfaToken', async () => {
    const staff = await staffWithPasskey();
    let mfaToken = '';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const step = attempt === 0 ? await secondFactorStep(staff.nama) : undefined;
      if (step) mfaToken = step.mfaToken;
      const options = (await passkeyOptions(mfaToken)).json();
      const response = staff.authenticator.assert(options);
      const signature = Buffer.from(response.response.signature, 'base64url');
      signature[signature.length - 1]! ^= 0xff;
      response.response.signature = signature.toString('base64url');
      expectError(await answer(mfaToken, response), 401, 'Verifikasi passkey gagal.');
    }
    // Five refusals used the mfaToken up.
    expect((await passkeyOptions(mfaToken)).statusCode).toBe(429);
  });

  it('a counter that does not go up (a cloned authenticator) is refused', async () => {
    const staff = await staffWithPasskey();
    expect(
      (await loginWithPasskeyAsSecondFactor(app, staff.nama, staff.authenticator)).statusCode,
    ).toBe(200);
    expect(
      (await loginWithPasskeyAsSecondFactor(app, staff.nama, staff.authenticator)).statusCode,
    ).toBe(200);
    await expectAuditedRefusal(
      await loginWithPasskeyAsSecondFactor(app, staff.nama, staff.authenticator, { counter: 1 }),
      'Passkey ini terdeteksi digandakan. Hubungi superadmin.',
      staff.id,
      'login-mfa: counter',
    );
  });

  it('fifty concurrent copies of one answer log in once and never answer 500', async () => {
    const { staff, mfaToken, options } = await staffAtPasskeyStep();
    const response = staff.authenticator.assert(options);
    const answers = await Promise.all(Array.from({ length: 50 }, () => answer(mfaToken, response)));
    const codes = answers.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200 && code !== 401 && code !== 429)).toEqual([]);
  });

  it('a passwordless answer naming another user handle is refused', async () => {
    const staff = await staffWithPasskey();
    const { token } = (
      await loginWithPasskeyAsSecondFactor(app, staff.nama, staff.authenticator)
    ).json();
    await injectAs(app, { authorization: `Bearer ${token}` }).put('/api/staff/passkeys/login', {
      enabled: true,
    });
    const options = await app.inject({ method: 'POST', url: '/api/login/passkey/options' });
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/login/passkey',
        payload: {
          response: staff.authenticator.assert(options.json(), {
            userHandle: Buffer.from('someone-else').toString('base64url'),
          }),
        },
      }),
      401,
      'Passkey ini bukan milik akun anda.',
    );
  });
});
