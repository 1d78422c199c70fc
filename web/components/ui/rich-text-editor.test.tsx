// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { RichTextEditor } from './rich-text-editor.tsx';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor label="Konten" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

afterEach(cleanup);

describe('RichTextEditor', () => {
  it('shows the compact toolbar and the content, without a menu bar', async () => {
    render(<Harness initial="<p>Halo <strong>dunia</strong></p>" />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Format teks' });
    for (const name of [
      'Tebal',
      'Miring',
      'H2, Judul 2',
      'Daftar berbutir',
      'Daftar bernomor',
      'Tautan',
      'Urungkan',
      'Ulangi',
    ]) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`)).not.toBeNull();
    }
    expect(screen.queryByRole('menubar')).toBeNull();
    expect((await screen.findByText('dunia')).tagName).toBe('STRONG');
  });

  it('the Pratinjau toggle shows the HTML as a public page renders it, and goes back', async () => {
    render(<Harness initial="<h2>Judul</h2><p>Isi</p>" />);
    await screen.findByRole('toolbar');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pratinjau' }));
    });
    const preview = screen.getByRole('region', { name: 'Pratinjau' });
    expect(preview.querySelector('h2')?.textContent).toBe('Judul');
    expect(screen.queryByRole('toolbar')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Kembali ke Editor' }));
    });
    expect(await screen.findByRole('toolbar')).toBeTruthy();
  });

  it('the editing area is 500 px high', async () => {
    render(<Harness initial="<p>x</p>" />);
    await screen.findByRole('toolbar');
    expect(
      screen.getByRole('textbox', { name: 'Konten' }).closest('.h-\\[500px\\]'),
    ).not.toBeNull();
  });
});
