import { randomBytes } from 'node:crypto';

import { nowIso } from '../lib/dates.ts';
import type { TestApp } from './build-test-app.ts';

/** POST /api/register-user for `nama` (e-mail `<nama>@contoh.id`) with consent; the raw answer. */
export const sendRegistration = (app: TestApp, nama: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/register-user',
    payload: { nama, email: `${nama}@contoh.id`, password, persetujuan: true },
  });

/**
 * Registers an applicant through POST /api/register-user, with consent and a real password, for
 * tests of what an account can do with its password; returns its id and credentials. Throws if
 * the API refuses the registration.
 */
export async function registerApplicant(app: TestApp) {
  const nama = `pelamar${randomBytes(4).toString('hex')}`;
  const password = `rahasia-${nama}`;
  const email = `${nama}@contoh.id`;
  const registered = await sendRegistration(app, nama, password);
  if (registered.statusCode !== 201)
    throw new Error(`registration answered ${registered.statusCode}: ${registered.body}`);
  const user = await app.db
    .selectFrom('applicant_users')
    .select('id')
    .where('nama', '=', nama)
    .executeTakeFirstOrThrow();
  return { id: user.id, nama, email, password };
}

/** `registerApplicant`, then logged in through POST /api/login-user: adds its request headers. */
export async function registerAndLogInApplicant(app: TestApp) {
  const account = await registerApplicant(app);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login-user',
    payload: { nama: account.nama, password: account.password },
  });
  const { token } = login.json() as { token: string };
  return { ...account, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Inserts an applicant account straight into the database, with the e-mail `<nama>@contoh.id`;
 * `at` is when it was made and last changed (now unless a test says).
 */
export async function insertApplicantUser(
  app: TestApp,
  user: { nama: string; passwordHash?: string; at?: string },
) {
  const at = user.at ?? nowIso();
  return app.db
    .insertInto('applicant_users')
    .values({
      nama: user.nama,
      email: `${user.nama}@contoh.id`,
      password_hash: user.passwordHash ?? 'x',
      password_changed_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'nama', 'email'])
    .executeTakeFirstOrThrow();
}
