import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  type KnownValues,
  NOT_FOUND_PAGE,
  type PublicPage,
  PUBLIC_PAGES,
  knownSet,
  matchPublicPage,
} from './public-pages.ts';

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
      // The real vacancy entries (docs/decisions/031) would match first: this test declares its own.
      ...PUBLIC_PAGES.filter((page) => !page.path.startsWith('/lowongan')),
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

describe('matchPublicPage with the values the site has', () => {
  const known: KnownValues = {
    'vacancy-cities': knownSet(['Bekasi', 'Tangerang Selatan']),
    'vacancy-positions': knownSet(['Security']),
    'vacancy-slugs': knownSet(['satpam-mal-bekasi']),
  };
  const key = (url: string) => matchPublicPage(url, undefined, known)?.url;

  it('keys a filter on a value the site has, spelled as the site spells it', () => {
    expect(key('/lowongan?kota=bekasi')).toBe('/lowongan?kota=Bekasi');
    expect(key('/lowongan?kota=%20BEKASI%20&posisi=Security')).toBe(
      '/lowongan?kota=Bekasi&posisi=Security',
    );
    expect(key('/lowongan?kota=Tangerang+Selatan')).toBe('/lowongan?kota=Tangerang+Selatan');
  });

  it('drops a filter value the site does not have: every junk value is the unfiltered page', () => {
    const keys = new Set(
      Array.from({ length: 100 }, (_, i) => key(`/lowongan?kota=junk${i}&posisi=Cleaning`)),
    );
    expect([...keys]).toEqual(['/lowongan']);
  });

  it('answers an unknown slug, an encoded ? or #, a dot segment with the shared 404', () => {
    expect(key('/lowongan/satpam-mal-bekasi')).toBe('/lowongan/satpam-mal-bekasi');
    for (const url of [
      '/lowongan/satpam-mal-bekasi-2',
      '/lowongan/satpam-mal-bekasi%3Fjunk',
      '/lowongan/satpam-mal-bekasi%23junk',
      '/lowongan/%2E%2E',
      '/layanan/%2e/parkir',
      '/tentang-kami%3Fx=1',
    ])
      expect(key(url), url).toBe(NOT_FOUND_PAGE.path);
    // Without the sets (the web renderer's own matching), the path is only normalized.
    expect(matchPublicPage('/lowongan/apa-saja')?.url).toBe('/lowongan/apa-saja');
    expect(matchPublicPage('/lowongan/a%3Fb')?.url).toBe(NOT_FOUND_PAGE.path);
  });
});
