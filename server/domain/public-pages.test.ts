import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { type PublicPage, PUBLIC_PAGES, matchPublicPage } from './public-pages.ts';

describe('matchPublicPage', () => {
  it.each([
    ['/', '/'],
    ['/tentang-kami', '/tentang-kami'],
    ['/Tentang-Kami/', '/tentang-kami'],
    ['/layanan/parkir?utm_source=whatsapp&fbclid=abc', '/layanan/parkir'],
    ['/?x=1&y=2', '/'],
    ['/sitemap.xml', '/sitemap.xml'],
  ])('keys %s on %s: undeclared query parameters are ignored', (url, key) => {
    expect(matchPublicPage(url)?.url).toBe(key);
  });

  it.each(['/admin', '/career', '/layanan/taman', '/tentang-kami/lagi', '/%E0%A4%A', '/login'])(
    'does not list %s',
    (url) => {
      expect(matchPublicPage(url)).toBeUndefined();
    },
  );

  it('names what each page shows: the footer everywhere, the gallery on service pages', () => {
    expect(matchPublicPage('/layanan/keamanan')?.versions).toEqual([
      'site-settings',
      'pages:layanan-keamanan',
      'gallery:keamanan',
    ]);
    expect(matchPublicPage('/')?.versions).toEqual(
      expect.arrayContaining(['site-settings', 'testimonies', 'tenants', 'faqs', 'cards']),
    );
  });

  it('keeps declared query parameters only when valid, normalized and in one order', () => {
    const pages: PublicPage[] = [
      ...PUBLIC_PAGES,
      {
        path: '/lowongan',
        versions: () => ['vacancies'],
        query: {
          posisi: z.enum(['satpam', 'cleaning']).optional().catch(undefined),
          kota: z
            .string()
            .trim()
            .toLowerCase()
            .regex(/^[a-z ]{2,40}$/)
            .optional()
            .catch(undefined),
        },
      },
      { path: '/lowongan/:slug', versions: ({ slug }) => ['vacancies', `vacancy:${slug}`] },
    ];
    expect(matchPublicPage('/lowongan?kota=%20Jakarta&posisi=satpam&utm=1', pages)?.url).toBe(
      '/lowongan?kota=jakarta&posisi=satpam',
    );
    expect(matchPublicPage('/lowongan?posisi=pilot&kota=<script>', pages)?.url).toBe('/lowongan');
    expect(matchPublicPage('/lowongan/satpam-jakarta', pages)?.versions).toEqual([
      'vacancies',
      'vacancy:satpam-jakarta',
    ]);
  });
});
