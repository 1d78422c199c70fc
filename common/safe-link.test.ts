import { describe, expect, it } from 'vitest';

import { safeImageSource, safeLink } from './safe-link.ts';

describe('safeLink', () => {
  // What each href becomes: kept as it is, normalized, or dropped (undefined).
  it.each([
    ['an https address', 'https://a.id/x?y=1&z=2', 'https://a.id/x?y=1&z=2'],
    ['an empty href', '', undefined],
    ['an http address in upper case', 'HTTP://a.id', 'HTTP://a.id'],
    ['a javascript: link', 'javascript:alert(1)', undefined],
    ['a mailto link', 'mailto:a@b.id', 'mailto:a@b.id'],
    ['a javascript: link in mixed case', 'JaVaScRiPt:alert(1)', undefined],
    ['a tel link', 'tel:+62215150', 'tel:+62215150'],
    ['a javascript: link split by a newline', 'java\nscript:alert(1)', undefined],
    ['a javascript: link after a control character', '\u0001javascript:alert(1)', undefined],
    ['a path on this site', '/layanan/parkir', '/layanan/parkir'],
    ['a data: link', 'data:text/html,hi', undefined],
    ['a vbscript: link', 'vbscript:msgbox(1)', undefined],
    ['a path with query and anchor', '/career?x=1#top', '/career?x=1#top'],
    ['a file: link', 'file:///etc/passwd', undefined],
    ['a protocol-relative address', '//evil.com/a', undefined],
    ['an anchor', '#kontak', '#kontak'],
    ['a backslash path that leaves the site', '/\\evil.com', undefined],
    ['a backslash protocol-relative address', '\\\\evil.com', undefined],
    ['an address with spaces around it', '  https://a.id  ', 'https://a.id'],
    ['a tab inside the slashes', '/\t/evil.com', undefined],
    ['a relative path without a slash', 'evil.com', undefined],
  ])('%s: %j becomes %j', (_name, href, expected) => {
    expect(safeLink(href)).toBe(expected);
  });
});

describe('safeImageSource', () => {
  it.each([
    ['an uploaded image', '/uploads/gallery/a_1.webp', '/uploads/gallery/a_1.webp'],
    ['an http image', 'http://cdn.example/a.png', undefined],
    ['an https image', 'https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['a data: image', 'data:image/png;base64,AAAA', undefined],
    ['a path outside the uploads', '/etc/a.png', undefined],
    ['an uploads path with a space', '/uploads/a b.png', undefined],
    ['a protocol-relative image', '//evil.com/a.png', undefined],
  ])('%s: %j becomes %j', (_name, src, expected) => {
    expect(safeImageSource(src)).toBe(expected);
  });
});
