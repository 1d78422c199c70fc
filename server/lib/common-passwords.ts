import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Common passwords refused for staff and applicant accounts (see
 * docs/decisions/023-staff-two-factor-and-sessions.md), shipped with the app (no network call).
 * The list is data, one password a line, in common-passwords.txt beside this file, and beside the
 * compiled server in dist/app (tooling/build.ts copies it: docs/decisions/037). Source: Openwall's
 * password.lst by Solar Designer (1996-2011, assumed public domain, shipped by Debian's john-data
 * package), lower-cased and de-duplicated, then Indonesian and Sigap-specific additions.
 *
 * Read when the server starts, so a build that forgot the file fails at once rather than at the
 * first password change; the set is built on first use. Compared case-insensitively and ignoring
 * surrounding spaces, so `Password1` and ` password1 ` are refused like `password1`.
 */
export const COMMON_PASSWORDS_FILE = path.join(import.meta.dirname, 'common-passwords.txt');

const listText = readFileSync(COMMON_PASSWORDS_FILE, 'utf8');
let common: Set<string> | undefined;

export function isCommonPassword(password: string) {
  common ??= new Set(
    listText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common.has(password.trim().toLowerCase());
}

/** How many passwords the list holds (for tests and the decision record). */
export function commonPasswordCount() {
  isCommonPassword('');
  return common!.size;
}
