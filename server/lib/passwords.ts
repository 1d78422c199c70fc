import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP minimums: 19 MiB, 2 passes). */
export function hashPassword(password: string) {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash to verify against when the user does not exist, so a login for an unknown name
// takes as long as one for a known name (no user enumeration by timing).
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string) {
  dummyHash ??= hashPassword('sigap-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
