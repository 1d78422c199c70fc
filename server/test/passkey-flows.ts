import { expect } from 'vitest';

import type { Role } from '#common/roles';

import type { Dialect } from '../db/database.ts';
import type { TestApp } from './build-test-app.ts';
import { injectAs } from './inject-as.ts';
import { type CeremonyOverrides, SoftAuthenticator } from './soft-authenticator.ts';
import { STAFF_PASSWORD, createStaffWithPassword } from './staff-users.ts';
import { useTestApp } from './test-app-per-suite.ts';

/** The SITE_URL passkey tests run with: the relying party is its host. */
export const PASSKEY_SITE = 'https://sigap.example';

/** A clock the test moves by hand (step-up windows, challenge expiry). */
export function manualClock(start = Date.UTC(2026, 0, 5, 8, 0, 0)) {
  let at = start;
  return {
    now: () => at,
    advance: (seconds: number) => {
      at += seconds * 1000;
    },
  };
}

/**
 * `useTestApp` on PASSKEY_SITE with a `manualClock` as the app's clock; `env` adds settings.
 * Returns the clock, for the tests to move.
 */
export function usePasskeyTestApp(
  keep: (app: TestApp) => unknown,
  dialect: Dialect,
  env: Record<string, string> = {},
) {
  const clock = manualClock();
  useTestApp(keep, dialect, { SITE_URL: PASSKEY_SITE, ...env }, { now: clock.now });
  return clock;
}

export const newAuthenticator = (origin = PASSKEY_SITE) => new SoftAuthenticator(origin);

/** Registers a passkey for the caller (whose session must be stepped up); answers the body. */
export async function registerPasskey(
  app: TestApp,
  headers: Record<string, string>,
  authenticator: SoftAuthenticator,
  nama = 'Laptop kantor',
  overrides: CeremonyOverrides = {},
) {
  const as = injectAs(app, headers);
  const options = await as.post('/api/staff/passkeys/options');
  expect(options.statusCode).toBe(200);
  return as.post('/api/staff/passkeys', {
    nama,
    response: authenticator.register(options.json(), overrides),
  });
}

export const passwordLogin = (app: TestApp, nama: string, password = STAFF_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { nama, password } });

/** A new staff member logged in with the password (a fresh login also counts as a step-up). */
export async function passwordLoggedInStaff(app: TestApp, role: Role = 'editor') {
  const staff = await createStaffWithPassword(app, { role });
  const { token } = (await passwordLogin(app, staff.nama)).json();
  return { ...staff, headers: { authorization: `Bearer ${token}` } };
}

/** Password, then the passkey as second factor; answers the /login/mfa/passkey response. */
export async function loginWithPasskeyAsSecondFactor(
  app: TestApp,
  nama: string,
  authenticator: SoftAuthenticator,
  overrides: CeremonyOverrides = {},
) {
  const { mfaToken } = (await passwordLogin(app, nama)).json();
  expect(mfaToken).toEqual(expect.any(String));
  const options = await app.inject({
    method: 'POST',
    url: '/api/login/mfa/passkey/options',
    payload: { mfaToken },
  });
  expect(options.statusCode).toBe(200);
  return app.inject({
    method: 'POST',
    url: '/api/login/mfa/passkey',
    payload: { mfaToken, response: authenticator.assert(options.json(), overrides) },
  });
}

/** A passwordless login: options without a name, an assertion naming the account. */
export async function passwordlessLogin(
  app: TestApp,
  authenticator: SoftAuthenticator,
  overrides: CeremonyOverrides = {},
) {
  const options = await app.inject({ method: 'POST', url: '/api/login/passkey/options' });
  expect(options.statusCode).toBe(200);
  return app.inject({
    method: 'POST',
    url: '/api/login/passkey',
    payload: { response: authenticator.assert(options.json(), overrides) },
  });
}

/** The audit rows a passkey refusal left, newest last. */
export async function passkeyRefusals(app: TestApp) {
  return app.db
    .selectFrom('audit_log')
    .select(['actor_id', 'target'])
    .where('action', '=', 'passkey refused')
    .orderBy('id')
    .execute();
}
