import { describe, expect, it } from 'vitest';

import { commonPasswordCount, isCommonPassword } from './common-passwords.ts';

describe('the shipped list of common passwords', () => {
  it('holds a few thousand entries', () => {
    expect(commonPasswordCount()).toBeGreaterThan(3000);
  });

  it.each([
    ['password1', true],
    ['PASSWORD1', true],
    ['Password1234', true],
    ['  qwertyuiop  ', true],
    ['bismillah', true],
    ['superadmin123', true],
    ['kata-sandi-yang-kuat', false],
    ['superadmin-test-password', false],
    ['', false],
  ])('%j is common: %s', (password, expected) => {
    expect(isCommonPassword(password)).toBe(expected);
  });
});
