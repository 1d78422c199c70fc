// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { answerApi, renderWithQueryClient } from '../../lib/testing.tsx';
import { ServiceGallery } from './service-gallery.tsx';

const renderGallery = () =>
  renderWithQueryClient(<ServiceGallery service="parkir" serviceName="Pengelolaan Parkir" />);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ServiceGallery', () => {
  it('shows "Memuat galeri..." and then the photos, responsive and lazy', async () => {
    answerApi(200, [
      { id: 1, photo_url: '/uploads/images/aaaaaaaaaaaaaaaa-800.webp' },
      { id: 2, photo_url: '/uploads/images/bbbbbbbbbbbbbbbb-800.webp' },
    ]);
    renderGallery();
    expect(screen.getByText('Memuat galeri...')).toBeTruthy();
    const images = await screen.findAllByRole('img');
    expect(images).toHaveLength(2);
    expect(images[0].getAttribute('srcset')).toBe(
      '/uploads/images/aaaaaaaaaaaaaaaa-400.webp 400w, /uploads/images/aaaaaaaaaaaaaaaa-800.webp 800w, /uploads/images/aaaaaaaaaaaaaaaa-1600.webp 1600w',
    );
    // The first photo is fetched at once (often the LCP element on a phone), the others lazily.
    expect(images[0].getAttribute('loading')).toBe('eager');
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
    expect(images[1].getAttribute('loading')).toBe('lazy');
    expect(images[0].getAttribute('width')).toBe('800');
    expect(images[0].getAttribute('height')).toBe('600');
  });

  it.each([
    ['an empty list', 200, []],
    ['an answer that is not an array', 200, { photos: [] }],
  ])('shows nothing for %s', async (_name, status, body) => {
    answerApi(status, body);
    const { container, client } = renderGallery();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('shows nothing and logs when the call fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerApi(500, { error: 'x' });
    const { container } = renderGallery();
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Gagal mengambil data galeri', expect.anything()),
    );
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
