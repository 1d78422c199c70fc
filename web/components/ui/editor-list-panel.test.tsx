// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { fieldText } from '#common/texts/common';

import { EditorListPanel } from './editor-list-panel.tsx';

afterEach(cleanup);

type Row = { id: number; text: string; text_en: string | null };
const rows: Row[] = [
  { id: 1, text: 'Satu', text_en: 'One' },
  { id: 2, text: 'Dua', text_en: null },
  { id: 3, text: 'Tiga', text_en: '' },
];

function renderPanel(items: Row[], isUntranslated?: (row: Row) => boolean) {
  render(
    <EditorListPanel<Row>
      titleId="t"
      texts={{ listTitle: 'Daftar', loadFailed: 'Gagal', empty: 'Kosong' }}
      query={{ data: items, isPending: false, isError: false }}
      isOrdered
      renderItem={(row, index) => (
        <span>
          {index + 1}. {row.text}
        </span>
      )}
      isUntranslated={isUntranslated}
      onEdit={() => {}}
      onDelete={() => {}}
    />,
  );
}

const missing = (row: Row) => !row.text_en;

describe('the untranslated count and filter of a content list (docs/decisions/043)', () => {
  it('counts the items missing English and filters them, keeping their numbers', () => {
    renderPanel(rows, missing);
    expect(screen.getByText(fieldText.untranslatedCount(2))).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByLabelText(fieldText.untranslatedFilter));
    const shown = screen.getAllByRole('listitem');
    expect(shown).toHaveLength(2);
    expect(within(shown[0]!).getByText('2. Dua')).toBeTruthy();
    expect(within(shown[1]!).getByText('3. Tiga')).toBeTruthy();
  });

  it('says when every item is translated, and the filter then shows none', () => {
    renderPanel([rows[0]!], missing);
    expect(screen.getByText(fieldText.untranslatedCount(0))).toBeTruthy();
    fireEvent.click(screen.getByLabelText(fieldText.untranslatedFilter));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText(fieldText.untranslatedNone)).toBeTruthy();
  });

  it('shows neither without the predicate', () => {
    renderPanel(rows);
    expect(screen.queryByLabelText(fieldText.untranslatedFilter)).toBeNull();
  });
});
