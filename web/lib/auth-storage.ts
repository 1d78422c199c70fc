/**
 * Tokens and flags in local storage under the spec's keys (SPEC §6): adminToken, adminRole,
 * userToken. Safe to call during server rendering, where there is no storage.
 */

import type { ApplicantClaims } from '#common/schemas/applicant-auth';

export type TokenKind = 'staff' | 'applicant';

export const STORAGE_KEYS = {
  adminToken: 'adminToken',
  adminRole: 'adminRole',
  adminName: 'adminName',
  userToken: 'userToken',
} as const;

/** Keys of the read flags that logout clears (SPEC §4). Features add theirs with this prefix. */
export const READ_FLAG_PREFIX = 'sigap.read.';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readToken(kind: TokenKind): string | null {
  return (
    storage()?.getItem(kind === 'staff' ? STORAGE_KEYS.adminToken : STORAGE_KEYS.userToken) ?? null
  );
}

export function saveStaffSession(token: string, role: string, nama: string) {
  const store = storage();
  store?.setItem(STORAGE_KEYS.adminToken, token);
  store?.setItem(STORAGE_KEYS.adminRole, role);
  store?.setItem(STORAGE_KEYS.adminName, nama);
}

export function readStaffRole(): string | null {
  return storage()?.getItem(STORAGE_KEYS.adminRole) ?? null;
}

export function readStaffName(): string | null {
  return storage()?.getItem(STORAGE_KEYS.adminName) ?? null;
}

/** Clears the staff token, role and every read flag (SPEC §4: admin logout). */
export function clearStaffSession() {
  const store = storage();
  if (!store) return;
  for (const key of [STORAGE_KEYS.adminToken, STORAGE_KEYS.adminRole, STORAGE_KEYS.adminName])
    store.removeItem(key);
  for (const key of Object.keys(store)) if (key.startsWith(READ_FLAG_PREFIX)) store.removeItem(key);
}

export function saveApplicantToken(token: string) {
  storage()?.setItem(STORAGE_KEYS.userToken, token);
}

export function clearApplicantToken() {
  storage()?.removeItem(STORAGE_KEYS.userToken);
}

/** The applicant token's payload (id, email, nama), or null when absent or unreadable. */
export function readApplicantClaims(): (ApplicantClaims & { exp?: number }) | null {
  const token = readToken('applicant');
  return token ? decodeJwtPayload(token) : null;
}

export function decodeJwtPayload<T>(token: string): T | null {
  try {
    const part = token.split('.')[1];
    const json = decodeURIComponent(
      atob(part.replace(/-/g, '+').replace(/_/g, '/'))
        .split('')
        .map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .join(''),
    );
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
}

export function readFlag(name: string) {
  return storage()?.getItem(READ_FLAG_PREFIX + name) ?? null;
}

export function writeFlag(name: string, value: string) {
  storage()?.setItem(READ_FLAG_PREFIX + name, value);
}
