// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { answerApi, renderWithQueryClient } from '../../lib/testing.tsx';
import { toCardList } from './cards.queries.ts';
import { ServiceCardsSection } from './service-cards-section.tsx';

const renderSection = () =>
  renderWithQueryClient(
    <MemoryRouter>
      <ServiceCardsSection />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('toCardList', () => {
  it.each([
    [[{ id: 1, service: 'keamanan', image_url: null, content: null }], 1],
    [{ id: 1, service: 'parkir', image_url: null, content: null }, 1],
    [{ error: 'x' }, 0],
    ['teks', 0],
    [null, 0],
    [[{ id: 1 }, { id: 2, service: 'parkir' }], 1],
  ])('turns %j into %i cards', (data, count) => {
    expect(toCardList(data)).toHaveLength(count);
  });
});

describe('ServiceCardsSection', () => {
  it('shows the loading text, then the cards with their fallbacks and links', async () => {
    answerApi(200, [
      {
        id: 1,
        service: 'keamanan',
        image_url: '/uploads/images/abcdefghijklmnop-800.webp',
        content: '<p>Satpam <strong>24 jam</strong></p>',
      },
      { id: 2, service: 'parkir', image_url: null, content: '<p></p>' },
    ]);
    renderSection();
    expect(screen.getByText('Memuat data...')).toBeTruthy();
    expect(await screen.findByText('24 jam')).toBeTruthy();
    expect(screen.getByText('Tidak ada gambar')).toBeTruthy();
    expect(screen.getByText('Deskripsi tidak tersedia')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /Read More/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/layanan/keamanan',
      '/layanan/parkir',
    ]);
    const image = screen.getByRole('img', { name: 'Keamanan' });
    expect(image.getAttribute('srcset')).toContain('-400.webp 400w');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('accepts a single card object', async () => {
    answerApi(200, { id: 3, service: 'kebersihan', image_url: null, content: '<p>Bersih</p>' });
    renderSection();
    expect(await screen.findByText('Bersih')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Read More/ })).toHaveLength(1);
  });

  it('shows "Layanan tidak ditemukan" and logs when the call fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerApi(500, { error: 'Server Error' });
    renderSection();
    expect(await screen.findByText('Layanan tidak ditemukan')).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Gagal mengambil data layanan', expect.anything());
  });

  it('shows "Layanan tidak ditemukan" when the list is empty', async () => {
    answerApi(200, []);
    renderSection();
    expect(await screen.findByText('Layanan tidak ditemukan')).toBeTruthy();
  });
});
