import { COMMON_PASSWORDS_LIST } from './common-passwords-list.ts';

/**
 * The list of common passwords shipped with the app (no network call). Built once, on first use;
 * compared case-insensitively and ignoring surrounding spaces, so `Password1` and ` password1 `
 * are refused like `password1`.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string) {
  common ??= new Set(
    COMMON_PASSWORDS_LIST.split('\n')
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
