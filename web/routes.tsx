import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { SERVICES } from '#common/rules';

import { PublicErrorBoundary } from './components/layout/area-error-boundary.tsx';
import { PublicLayout, publicLayoutLoader } from './routes/public/layout.tsx';
import { HomePage, homeHandle, homeLoader } from './routes/public/home.tsx';
import { NotFoundPage, notFoundHandle } from './routes/public/not-found.tsx';
import { layananRoutes } from './routes/public/layanan.tsx';
import { tentangKamiRoute } from './routes/public/tentang-kami.tsx';
import { kebijakanPrivasiRoute } from './routes/public/kebijakan-privasi.tsx';
import { lowonganRoutes } from './routes/public/lowongan.tsx';
import { englishRoutes } from './routes/public/english.tsx';
import { mintaPenawaranRoutes } from './routes/public/minta-penawaran.tsx';
import { RootLayout, RootErrorBoundary } from './routes/root.tsx';

/**
 * The whole route table (docs/conventions.md §1). Public pages are imported eagerly and rendered on the
 * server; career, login and admin screens are lazy chunks rendered in the browser only, so a
 * visitor never downloads staff code. Route modules stay thin: they combine features.
 */

/** Screens that depend on a token in local storage: the server sends the shell only. */
const CLIENT_ONLY_PREFIXES = ['/admin', '/login'];

/**
 * The applicant's account screens and career pages: server HTML whose forms are Preact islands of
 * their own script (web/entry.account.tsx, docs/decisions/041-applicant-screens-as-islands.md).
 */
const ACCOUNT_PATHS = new Set([
  '/login-user',
  '/register-user',
  '/lupa-password',
  '/reset-password',
  '/career',
  '/career/detail',
]);

export function isAccountPath(pathname: string) {
  return ACCOUNT_PATHS.has(pathname.replace(/\/+$/, '').toLowerCase());
}

/** The content editors under /admin/content/, by path; each loads its own chunk. */
const CONTENT_EDITORS = {
  'edit-testimoni': () => import('./routes/admin/content/edit-testimoni.tsx'),
  'edit-faqs': () => import('./routes/admin/content/edit-faqs.tsx'),
  'edit-tenant': () => import('./routes/admin/content/edit-tenant.tsx'),
  'edit-tentang-kami': () => import('./routes/admin/content/edit-tentang-kami.tsx'),
  'edit-card': () => import('./routes/admin/content/edit-card.tsx'),
  'edit-kebijakan-privasi': () => import('./routes/admin/content/edit-kebijakan-privasi.tsx'),
  'edit-pengaturan': () => import('./routes/admin/content/edit-pengaturan.tsx'),
};

export function isClientOnlyPath(pathname: string) {
  return (
    !isAccountPath(pathname) &&
    CLIENT_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  );
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  void queryClient; // used by the loaders of data pages
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: 'public',
          Component: PublicLayout,
          ErrorBoundary: PublicErrorBoundary,
          loader: publicLayoutLoader(queryClient),
          children: [
            // --- public pages (server-rendered) ---
            {
              index: true,
              Component: HomePage,
              loader: homeLoader(queryClient),
              handle: homeHandle,
            },
            tentangKamiRoute(queryClient),
            kebijakanPrivasiRoute(queryClient),
            ...layananRoutes(queryClient),
            ...lowonganRoutes(queryClient),
            ...mintaPenawaranRoutes(queryClient, 'id'),
            englishRoutes(queryClient),
            { path: '*', Component: NotFoundPage, handle: notFoundHandle },
          ],
        },
        // --- staff login (lazy) ---
        { path: 'login', lazy: () => import('./routes/login.tsx') },
        // --- applicant account screens (server-rendered with islands; lazy for the staff app) ---
        { path: 'login-user', lazy: () => import('./routes/login-user.tsx') },
        { path: 'register-user', lazy: () => import('./routes/register-user.tsx') },
        { path: 'lupa-password', lazy: () => import('./routes/lupa-password.tsx') },
        { path: 'reset-password', lazy: () => import('./routes/reset-password.tsx') },
        // --- applicant screens (server-rendered with islands, each with its frame; 041) ---
        { path: 'career', lazy: () => import('./routes/career/index.tsx') },
        { path: 'career/detail', lazy: () => import('./routes/career/detail.tsx') },
        // --- staff screens (lazy) ---
        {
          path: 'admin',
          lazy: () => import('./routes/admin/layout.tsx'),
          children: [
            // admin children
            { index: true, lazy: () => import('./routes/admin/index.tsx') },
            { path: 'kontak', lazy: () => import('./routes/admin/kontak.tsx') },
            { path: 'pelamar', lazy: () => import('./routes/admin/pelamar/index.tsx') },
            { path: 'pelamar/:id', lazy: () => import('./routes/admin/pelamar/detail.tsx') },
            { path: 'statistik', lazy: () => import('./routes/admin/statistik.tsx') },
            { path: 'lowongan', lazy: () => import('./routes/admin/lowongan.tsx') },
            { path: 'kredensial', lazy: () => import('./routes/admin/kredensial.tsx') },
            { path: 'prospek', lazy: () => import('./routes/admin/prospek/index.tsx') },
            { path: 'prospek/:id', lazy: () => import('./routes/admin/prospek/detail.tsx') },
            { path: 'tarif', lazy: () => import('./routes/admin/tarif.tsx') },
            { path: 'sesi', lazy: () => import('./routes/admin/sesi/index.tsx') },
            { path: 'sesi/:id', lazy: () => import('./routes/admin/sesi/detail.tsx') },
            { path: 'register-user', lazy: () => import('./routes/admin/register-user.tsx') },
            { path: 'password', lazy: () => import('./routes/admin/password.tsx') },
            { path: 'keamanan', lazy: () => import('./routes/admin/keamanan.tsx') },
            { path: 'audit', lazy: () => import('./routes/admin/audit.tsx') },
            { path: 'jobs', lazy: () => import('./routes/admin/jobs.tsx') },
            { path: 'api', lazy: () => import('./routes/admin/api.tsx') },
            { path: 'edit-content', lazy: () => import('./routes/admin/edit-content.tsx') },
            ...SERVICES.map((service) => ({
              path: `content/edit-layanan-${service}`,
              lazy: () => import('./routes/admin/content/edit-layanan.tsx'),
            })),
            { path: 'content/sampah', lazy: () => import('./routes/admin/content/sampah.tsx') },
            {
              path: 'content/pratinjau/:slug',
              lazy: () => import('./routes/admin/content/pratinjau.tsx'),
            },
            ...Object.entries(CONTENT_EDITORS).map(([name, lazy]) => ({
              path: `content/${name}`,
              lazy,
            })),
          ],
        },
      ],
    },
  ];
}
