import { randomBytes } from 'node:crypto';

import { ROLES, type Role } from '#common/roles';

import type { TestApp } from './build-test-app.ts';
import { insertApplicantUser } from './applicant-accounts.ts';
import { insertStaffUser } from './staff-users.ts';

// Hashing is irrelevant to these helpers (they skip the login route), so a fixed fake hash keeps
// tests fast; login itself is tested in features/auth with real hashes.
const UNUSABLE_HASH = '$argon2id$v=19$m=19456,t=2,p=1$unusable$unusable';

const uniqueName = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`;

/** Creates a staff user with `role` and returns a valid token for it. */
export async function loginAs(app: TestApp, role: Role) {
  const user = await insertStaffUser(app, {
    nama: uniqueName(role),
    role,
    passwordHash: UNUSABLE_HASH,
  });
  const token = await app.auth.issueStaffToken(user);
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}

/** Creates an applicant account and returns a valid token for it. */
export async function loginAsApplicant(app: TestApp) {
  const user = await insertApplicantUser(app, {
    nama: uniqueName('pelamar'),
    passwordHash: UNUSABLE_HASH,
  });
  const token = await app.auth.issueApplicantToken(user);
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}

export type LoggedInStaff = Awaited<ReturnType<typeof loginAs>>;

export type StaffHeaders = Record<Role, { authorization: string }>;

/** Logs in one new staff user per role and returns each one's request headers, by role. */
export async function loginAsEachRole(app: TestApp): Promise<StaffHeaders> {
  const headers = {} as StaffHeaders;
  for (const role of ROLES) headers[role] = (await loginAs(app, role)).headers;
  return headers;
}
