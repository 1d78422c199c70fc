import { describe, expect, it } from 'vitest';

import { fileTypeOf } from './document-thumbnail.tsx';

describe('fileTypeOf', () => {
  it('reads the stored key of a signed link, not its query', () => {
    expect(fileTypeOf('/api/files/photos/abcdefghijklmnop.webp?expires=1&sig=x.pdf')).toBe('image');
    expect(fileTypeOf('/api/files/documents/abcdefghijklmnop.PDF?expires=1&sig=y')).toBe('pdf');
    expect(fileTypeOf('/api/files/documents/abcdefghijklmnop.docx?expires=1&sig=z')).toBe('file');
  });
});
