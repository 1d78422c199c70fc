// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { answerApi, renderWithQueryClient } from '../../lib/testing.tsx';
import { PageArticle } from './page-article.tsx';

const renderPage = () =>
  renderWithQueryClient(
    <PageArticle
      slug="tentang-kami"
      defaultTitle="Tentang Kami"
      errorText="Gagal memuat data. Silakan coba lagi nanti."
    />,
  );

afterEach(cleanup);

describe('PageArticle', () => {
  it('shows "Memuat konten..." and then the title and HTML body', async () => {
    answerApi(200, {
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
    answerApi(200, { slug: 'tentang-kami', title: '', content: '<p>Isi</p>' });
    renderPage();
    expect(await screen.findByText('Isi')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tentang Kami' })).toBeTruthy();
  });

  it('shows the page’s failure text', async () => {
    answerApi(500, { error: 'x' });
    renderPage();
    expect(await screen.findByText('Gagal memuat data. Silakan coba lagi nanti.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tentang Kami' })).toBeTruthy();
  });
});
