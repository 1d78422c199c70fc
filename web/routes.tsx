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
import { RootLayout, RootErrorBoundary } from './routes/root.tsx';

/**
 * The whole route table (STYLE §1). Public pages are imported eagerly and rendered on the
 * server; career, login and admin screens are lazy chunks rendered in the browser only, so a
 * visitor never downloads staff code. Route modules stay thin: they combine features.
 */

/** Screens that depend on a token in local storage: the server sends the shell only. */
const CLIENT_ONLY_PREFIXES = [
  '/admin',
  '/career',
  '/login',
  '/login-user',
  '/register-user',
  '/lupa-password',
  '/reset-password',
];

export function isClientOnlyPath(pathname: string) {
  return CLIENT_ONLY_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
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
            { path: '*', Component: NotFoundPage, handle: notFoundHandle },
          ],
        },
        // --- login and registration screens (lazy) ---
        { path: 'login', lazy: () => import('./routes/login.tsx') },
        { path: 'login-user', lazy: () => import('./routes/login-user.tsx') },
        { path: 'register-user', lazy: () => import('./routes/register-user.tsx') },
        { path: 'lupa-password', lazy: () => import('./routes/lupa-password.tsx') },
        { path: 'reset-password', lazy: () => import('./routes/reset-password.tsx') },
        // --- applicant screens (lazy) ---
        {
          path: 'career',
          lazy: () => import('./routes/career/layout.tsx'),
          children: [
            // career children
            { index: true, lazy: () => import('./routes/career/index.tsx') },
            { path: 'detail', lazy: () => import('./routes/career/detail.tsx') },
          ],
        },
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
            {
              path: 'content/edit-testimoni',
              lazy: () => import('./routes/admin/content/edit-testimoni.tsx'),
            },
            {
              path: 'content/edit-faqs',
              lazy: () => import('./routes/admin/content/edit-faqs.tsx'),
            },
            {
              path: 'content/edit-tenant',
              lazy: () => import('./routes/admin/content/edit-tenant.tsx'),
            },
            { path: 'register-user', lazy: () => import('./routes/admin/register-user.tsx') },
            { path: 'password', lazy: () => import('./routes/admin/password.tsx') },
            { path: 'keamanan', lazy: () => import('./routes/admin/keamanan.tsx') },
            { path: 'audit', lazy: () => import('./routes/admin/audit.tsx') },
            { path: 'jobs', lazy: () => import('./routes/admin/jobs.tsx') },
            { path: 'api', lazy: () => import('./routes/admin/api.tsx') },
            { path: 'edit-content', lazy: () => import('./routes/admin/edit-content.tsx') },
            {
              path: 'content/edit-tentang-kami',
              lazy: () => import('./routes/admin/content/edit-tentang-kami.tsx'),
            },
            ...SERVICES.map((service) => ({
              path: `content/edit-layanan-${service}`,
              lazy: () => import('./routes/admin/content/edit-layanan.tsx'),
            })),
            {
              path: 'content/edit-card',
              lazy: () => import('./routes/admin/content/edit-card.tsx'),
            },
            {
              path: 'content/edit-kebijakan-privasi',
              lazy: () => import('./routes/admin/content/edit-kebijakan-privasi.tsx'),
            },
            {
              path: 'content/edit-pengaturan',
              lazy: () => import('./routes/admin/content/edit-pengaturan.tsx'),
            },
          ],
        },
      ],
    },
  ];
}
