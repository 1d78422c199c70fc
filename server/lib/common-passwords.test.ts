import { describe, expect, it } from 'vitest';

import { commonPasswordCount, isCommonPassword } from './common-passwords.ts';
import { itReturns } from '../../test-support/table-tests.ts';

describe('the shipped list of common passwords', () => {
  it('holds a few thousand entries', () => {
    expect(commonPasswordCount()).toBeGreaterThan(3000);
  });

  itReturns(isCommonPassword, '%j is common: %s', [
    ['password1', true],
    ['PASSWORD1', true],
    ['Password1234', true],
    ['  qwertyuiop  ', true],
    ['bismillah', true],
    ['superadmin123', true],
    ['kata-sandi-yang-kuat', false],
    ['superadmin-test-password', false],
    ['', false],
  ]);
});
