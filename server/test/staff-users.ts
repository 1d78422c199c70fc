import { randomBytes } from 'node:crypto';

import type { Role } from '#common/roles';

import { nowIso } from '../lib/dates.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { TestApp } from './build-test-app.ts';

/** The password `createStaffWithPassword` gives unless a test names one. */
export const STAFF_PASSWORD = 'kata-sandi-yang-kuat';

/** Inserts a staff user straight into the database, with the given password hash. */
export async function insertStaffUser(
  app: TestApp,
  user: { nama: string; role: Role; passwordHash: string; isActive?: boolean },
) {
  const now = nowIso();
  return app.db
    .insertInto('staff_users')
    .values({
      nama: user.nama,
      password_hash: user.passwordHash,
      role: user.role,
      is_active: user.isActive === false ? 0 : 1,
      password_changed_at: now,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'nama', 'role'])
    .executeTakeFirstOrThrow();
}

/**
 * A staff user whose password works at POST /api/login (really hashed, so slower than loginAs),
 * for the tests of login itself and of password changes.
 */
export async function createStaffWithPassword(
  app: TestApp,
  options: { role?: Role; password?: string; isActive?: boolean } = {},
) {
  const role = options.role ?? 'editor';
  const password = options.password ?? STAFF_PASSWORD;
  const user = await insertStaffUser(app, {
    nama: `${role}${randomBytes(4).toString('hex')}`,
    role,
    passwordHash: await hashPassword(password),
    isActive: options.isActive,
  });
  return { ...user, password };
}
