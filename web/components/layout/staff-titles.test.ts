import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { fullTitle, resolveSeo } from '../../lib/seo.ts';

const tabOf = (pathname: string, handleTitle?: string) =>
  fullTitle(
    resolveSeo(
      [
        {
          pathname,
          params: {},
          handle: handleTitle ? { seo: () => ({ title: handleTitle }) } : undefined,
        },
      ],
      new QueryClient(),
      pathname,
    ),
  );

describe('tab titles', () => {
  it.each([
    ['/admin', 'Kontak Pesan — Sigap Admin'],
    ['/admin/pelamar', 'Pelamar — Sigap Admin'],
    ['/admin/pelamar/12', 'Detail Pelamar — Sigap Admin'],
    ['/admin/content/edit-faqs', 'FAQ — Sigap Admin'],
    ['/admin/tidak-ada', 'Sigap Admin'],
  ])('names the staff screen %s "%s"', (pathname, title) => {
    expect(tabOf(pathname)).toBe(title);
  });

  it("takes a staff route's own title", () => {
    expect(tabOf('/admin/audit', 'Log Audit')).toBe('Log Audit — Sigap Admin');
  });

  it('keeps public titles as they were', () => {
    expect(tabOf('/tentang-kami', 'Tentang Kami')).toBe('Tentang Kami | Sigap');
    expect(tabOf('/')).toBe('Sigap');
  });
});
