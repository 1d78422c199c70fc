// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AdminShell } from './admin-shell.tsx';

function renderShell(role: string, badges = {}) {
  const onLogout = vi.fn();
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <AdminShell role={role} nama="budi" badges={badges} onLogout={onLogout}>
        <p>isi halaman</p>
      </AdminShell>
    </MemoryRouter>,
  );
  return { onLogout, nav: screen.getByRole('navigation', { name: 'Navigasi admin' }) };
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/\d+.*$/, '').trim());

// What an admin sees; a superadmin sees these and four more.
const ADMIN_MENU = [
  'Kontak Pesan',
  'Pelamar',
  'Statistik',
  'Sesi Rekrutmen',
  'Lowongan',
  'Register Kredensial',
  'Prospek',
  'Persetujuan Penawaran',
  'Tarif',
  'Konten',
];

describe('admin shell', () => {
  afterEach(cleanup);

  it.each([
    ['superadmin', [...ADMIN_MENU, 'Antrean Tugas', 'Tambah User', 'Log Audit', 'Dokumentasi API']],
    ['admin', ADMIN_MENU],
    [
      'hrd',
      ['Kontak Pesan', 'Pelamar', 'Statistik', 'Sesi Rekrutmen', 'Lowongan', 'Register Kredensial'],
    ],
    [
      'bos',
      [
        'Kontak Pesan',
        'Pelamar',
        'Statistik',
        'Sesi Rekrutmen',
        'Prospek',
        'Persetujuan Penawaran',
      ],
    ],
    ['editor', ['Kontak Pesan', 'Konten']],
  ])('%s sees only the menu entries the role may open', (role, expected) => {
    const { nav } = renderShell(role);
    expect(linkNames(nav)).toEqual(expected);
  });

  it('shows the unread badges next to Kontak Pesan and Pelamar', () => {
    const { nav } = renderShell('superadmin', { kontak: 3, pelamar: 120 });
    expect(within(nav).getByRole('link', { name: /Kontak Pesan/ }).textContent).toContain('3');
    expect(within(nav).getByRole('link', { name: /Pelamar/ }).textContent).toContain('99+');
  });

  it('shows the signed-in name and role and asks the layout to log out', () => {
    const { onLogout } = renderShell('hrd');
    expect(screen.getAllByText('budi').length).toBeGreaterThan(0);
    expect(screen.getAllByText('HRD').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('the logo leads to the home section of the public site', () => {
    renderShell('editor');
    // Its name starts with the visible text (WCAG 2.5.3), then says where it goes.
    const logo = screen.getByRole('link', { name: 'Sigap Panel Admin, Beranda Sigap' });
    expect(logo.getAttribute('href')).toBe('/#home');
  });

  it('collapses the sidebar to icons and opens the mobile drawer', () => {
    renderShell('editor');
    fireEvent.click(screen.getByRole('button', { name: 'Ciutkan sidebar' }));
    expect(
      screen.getByRole('button', { name: 'Lebarkan sidebar' }).getAttribute('aria-expanded'),
    ).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Buka menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Navigasi admin' });
    expect(within(drawer).getByRole('link', { name: 'Konten' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
