import { describe, expect, it } from 'vitest';

import { parseResumeList } from './application-files.ts';

describe('parseResumeList (docs/product.md §3 resume shapes)', () => {
  it.each([
    ['["documents/a.pdf","documents/b.docx"]', ['documents/a.pdf', 'documents/b.docx']],
    [['documents/a.pdf', '', '  '], ['documents/a.pdf']],
    ['"[\\"documents/a.pdf\\"]"', ['documents/a.pdf']],
    ['documents/a.pdf', ['documents/a.pdf']],
    ['[not json', ['[not json']],
    ['', []],
    ['[]', []],
    [null, []],
    ['["documents/a.pdf", 5, null]', ['documents/a.pdf']],
  ])('reads %j as %j', (input, expected) => {
    expect(parseResumeList(input)).toEqual(expected);
  });
});
