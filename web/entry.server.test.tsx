// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { isPagePath } from './entry.server.tsx';

describe('isPagePath', () => {
  it.each([
    '/',
    '/tentang-kami',
    '/Layanan/Parkir/',
    '/kebijakan-privasi',
    '/career/detail',
    '/admin/pelamar/12',
    '/login',
  ])('%s has a route', (pathname) => {
    expect(isPagePath(pathname)).toBe(true);
  });

  it.each(['/tidak-ada', '/layanan/taman', '/tentang-kami/lagi', '/%E0%A4%A', '/admin/x/y/z'])(
    '%s only meets the catch-all 404 route',
    (pathname) => {
      expect(isPagePath(pathname)).toBe(false);
    },
  );
});
