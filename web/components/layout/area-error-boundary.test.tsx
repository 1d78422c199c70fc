// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  AdminErrorBoundary,
  CareerErrorBoundary,
  PublicErrorBoundary,
} from './area-error-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

function renderBroken(ErrorBoundary: () => React.ReactNode, path: string) {
  const router = createMemoryRouter([{ path, Component: Broken, ErrorBoundary }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('area error boundaries', () => {
  afterEach(cleanup);

  it.each([
    [PublicErrorBoundary, '/', 'Halaman gagal dimuat', 'Kembali ke Beranda', '/'],
    [
      CareerErrorBoundary,
      '/career',
      'Terjadi kesalahan pada halaman karier',
      'Lihat Status Lamaran',
      '/career/detail',
    ],
    [
      AdminErrorBoundary,
      '/admin',
      'Terjadi kesalahan pada halaman admin',
      'Kembali ke Kontak Pesan',
      '/admin',
    ],
  ])('a failing screen shows its area text (%#)', (boundary, path, title, link, href) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBroken(boundary, path);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(href);
  });
});
