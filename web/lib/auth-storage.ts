/**
 * Tokens and flags in local storage under the product's keys (docs/product.md §6): adminToken, adminRole,
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

/** Keys of the read flags that logout clears (docs/product.md §4). Features add theirs with this prefix. */
export const READ_FLAG_PREFIX = 'sigap.read.';

/**
 * Keys of what an applicant typed into a form not yet sent (the application form keeps its
 * fields through a reload, docs/decisions/041): cleared when the applicant logs out.
 */
export const APPLICANT_DRAFT_PREFIX = 'sigap.draft.';

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

/** Clears the staff token, role and every read flag (docs/product.md §4: admin logout). */
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

/** Forgets every form an applicant left unsent on this device (logout, erased account). */
export function clearApplicantDrafts() {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store))
    if (key.startsWith(APPLICANT_DRAFT_PREFIX)) store.removeItem(key);
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

/**
 * The stored applicant token's claims when it can be read, carries an id and a name and has not
 * expired; otherwise null, and an unusable token is dropped.
 */
export function validApplicantClaims() {
  if (!readToken('applicant')) return null;
  const claims = readApplicantClaims();
  const isValid =
    claims &&
    Number.isInteger(claims.id) &&
    typeof claims.nama === 'string' &&
    (!claims.exp || claims.exp * 1000 > Date.now());
  if (isValid) return claims;
  console.warn('Token pelamar tidak valid, silakan login kembali.');
  clearApplicantToken();
  return null;
}
