import { describe, expect, it } from 'vitest';

import { csvCell, csvLine } from './csv.ts';
import { itReturns } from '../../test-support/table-tests.ts';

describe('CSV cells', () => {
  itReturns(csvCell, 'writes %j as %j', [
    ['Budi', '"Budi"'],
    ['=1+1', `"'=1+1"`],
    ['+62 812', `"'+62 812"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['a "kutip" b', '"a ""kutip"" b"'],
    ['a;b\r\nc', '"a;b\r\nc"'],
    ['', '""'],
  ]);

  it('writes null and numbers', () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it('joins cells with semicolons and ends lines with CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('"a";"b"\r\n');
  });
});
