import { describe, expect, it } from 'vitest';

import { safeImageSource, safeLink } from './safe-link.ts';

describe('safeLink', () => {
  it.each([
    ['an https address', 'https://a.id/x?y=1&z=2', 'https://a.id/x?y=1&z=2'],
    ['an http address', 'http://a.id', 'http://a.id'],
    ['an upper-case scheme', 'HTTPS://a.id', 'HTTPS://a.id'],
    ['a mailto link', 'mailto:a@b.id', 'mailto:a@b.id'],
    ['a tel link', 'tel:+62215150', 'tel:+62215150'],
    ['a path on this site', '/layanan/parkir', '/layanan/parkir'],
    ['a path with query and anchor', '/career?x=1#top', '/career?x=1#top'],
    ['an anchor', '#kontak', '#kontak'],
    ['an address with spaces around it', '  https://a.id  ', 'https://a.id'],
  ])('keeps %s', (_name, href, expected) => {
    expect(safeLink(href)).toBe(expected);
  });

  it.each([
    ['an empty href', ''],
    ['a javascript: link', 'javascript:alert(1)'],
    ['a javascript: link in mixed case', 'JaVaScRiPt:alert(1)'],
    ['a javascript: link split by a newline', 'java\nscript:alert(1)'],
    ['a javascript: link with a leading control character', '\u0001javascript:alert(1)'],
    ['a data: link', 'data:text/html,hi'],
    ['a vbscript: link', 'vbscript:msgbox(1)'],
    ['a file: link', 'file:///etc/passwd'],
    ['a protocol-relative address', '//evil.com/a'],
    ['a backslash path that leaves the site', '/\\evil.com'],
    ['a backslash protocol-relative address', '\\\\evil.com'],
    ['a tab inside the slashes', '/\t/evil.com'],
    ['a relative path without a slash', 'evil.com'],
  ])('drops %s', (_name, href) => {
    expect(safeLink(href)).toBeUndefined();
  });
});

describe('safeImageSource', () => {
  it.each([
    ['an uploaded image', '/uploads/gallery/a_1.webp', '/uploads/gallery/a_1.webp'],
    ['an https image', 'https://cdn.example/a.png', 'https://cdn.example/a.png'],
  ])('keeps %s', (_name, src, expected) => {
    expect(safeImageSource(src)).toBe(expected);
  });

  it.each([
    ['an http image', 'http://cdn.example/a.png'],
    ['a data: image', 'data:image/png;base64,AAAA'],
    ['a path outside the uploads', '/etc/a.png'],
    ['an uploads path with a space', '/uploads/a b.png'],
    ['a protocol-relative image', '//evil.com/a.png'],
  ])('drops %s', (_name, src) => {
    expect(safeImageSource(src)).toBeUndefined();
  });
});
