import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SearchBar, SearchText } from './search-bar.tsx';

describe('SearchBar', () => {
  afterEach(cleanup);

  it('is one search landmark with a labelled search field', () => {
    render(
      <SearchBar columns="lg:grid-cols-4">
        <SearchText label="Cari" value="" onChange={() => undefined} />
      </SearchBar>,
    );
    const landmark = screen.getByRole('search');
    expect(landmark.tagName).toBe('DIV');
    expect(landmark.className).toContain('lg:grid-cols-4');
    expect(screen.getByRole('searchbox', { name: 'Cari' })).toHaveProperty('type', 'search');
  });

  it('with onSubmit is a form that submits without reloading', () => {
    const submit = vi.fn();
    render(
      <SearchBar columns="lg:grid-cols-4" onSubmit={submit}>
        <SearchText label="Cari" defaultValue="budi" />
      </SearchBar>,
    );
    const landmark = screen.getByRole('search');
    expect(landmark.tagName).toBe('FORM');
    fireEvent.submit(landmark);
    expect(submit).toHaveBeenCalledOnce();
  });
});
