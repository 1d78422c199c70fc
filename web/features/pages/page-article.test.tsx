// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { setApiTransport } from '../../lib/api-client.ts';
import { PageArticle } from './page-article.tsx';

function answer(status: number, body: unknown) {
  setApiTransport(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PageArticle
        slug="tentang-kami"
        defaultTitle="Tentang Kami"
        errorText="Gagal memuat data. Silakan coba lagi nanti."
      />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('PageArticle', () => {
  it('shows "Memuat konten..." and then the title and HTML body', async () => {
    answer(200, {
      slug: 'tentang-kami',
      title: 'Profil Perusahaan',
      content: '<p>Kami <strong>siap</strong></p>',
    });
    renderPage();
    expect(screen.getByText('Memuat konten...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Profil Perusahaan' })).toBeTruthy();
    expect(screen.getByText('siap').tagName).toBe('STRONG');
  });

  it('uses the default title when none is stored', async () => {
    answer(200, { slug: 'tentang-kami', title: '', content: '<p>Isi</p>' });
    renderPage();
    expect(await screen.findByText('Isi')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tentang Kami' })).toBeTruthy();
  });

  it('shows the page’s failure text', async () => {
    answer(500, { error: 'x' });
    renderPage();
    expect(await screen.findByText('Gagal memuat data. Silakan coba lagi nanti.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tentang Kami' })).toBeTruthy();
  });
});
