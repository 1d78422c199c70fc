import { type ReactNode, useState } from 'react';

import { commonText, fieldText } from '#common/texts/common';

import { Button, Spinner } from './field.tsx';
import { UntranslatedFilter } from './untranslated-filter.tsx';

interface EditorListPanelProps<Item extends { id: unknown }> {
  titleId: string;
  texts: { listTitle: string; loadFailed: string; empty: string };
  /** The list's query result (TanStack Query). */
  query: { data: Item[] | undefined; isPending: boolean; isError: boolean };
  /** A numbered list (<ol>) of one-line rows instead of a <ul> of stacked rows. */
  isOrdered?: boolean;
  /** Renders what a row shows before its Edit and Hapus buttons. */
  renderItem: (item: Item, index: number) => ReactNode;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
  /**
   * Whether an item still misses its English text (docs/decisions/043): when given, the list
   * shows how many do and a 'Belum diterjemahkan' filter.
   */
  isUntranslated?: (item: Item) => boolean;
}

/** The list card of a content editor: spinner while loading, the load error, the empty text, or the list. */
export function EditorListPanel<Item extends { id: unknown }>({
  titleId,
  texts,
  query,
  isOrdered,
  renderItem,
  onEdit,
  onDelete,
  isUntranslated,
}: EditorListPanelProps<Item>) {
  const [onlyUntranslated, setOnlyUntranslated] = useState(false);
  // Each row keeps its place in the whole list (the numbered lists count from it).
  const rows = (query.data ?? []).map((item, index) => ({ item, index }));
  const untranslatedCount = isUntranslated
    ? rows.filter(({ item }) => isUntranslated(item)).length
    : 0;
  const shown =
    isUntranslated && onlyUntranslated ? rows.filter(({ item }) => isUntranslated(item)) : rows;
  const items = query.data;
  const List = isOrdered ? 'ol' : 'ul';
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {texts.listTitle}
      </h2>
      {query.isPending ? (
        <div className="text-brand-700 py-8 text-center">
          <Spinner label={texts.listTitle} />
        </div>
      ) : query.isError || !items ? (
        <p role="alert" className="mt-4 text-red-600">
          {texts.loadFailed}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-4 text-slate-500">{texts.empty}</p>
      ) : (
        <>
          {isUntranslated ? (
            <UntranslatedFilter
              className="mt-3"
              untranslatedCount={untranslatedCount}
              isOnly={onlyUntranslated}
              onChange={setOnlyUntranslated}
            />
          ) : null}
          {shown.length === 0 ? (
            <p className="mt-4 text-slate-500">{fieldText.untranslatedNone}</p>
          ) : (
            <List className="mt-4 divide-y divide-slate-100">
              {shown.map(({ item, index }) => (
                <li
                  key={String(item.id)}
                  className={
                    isOrdered
                      ? 'flex items-center justify-between gap-3 py-3'
                      : 'flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between'
                  }
                >
                  {renderItem(item, index)}
                  <EditorRowActions onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
                </li>
              ))}
            </List>
          )}
        </>
      )}
    </section>
  );
}

/** The Edit and Hapus buttons of one list row. */
function EditorRowActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex shrink-0 gap-2">
      <Button type="button" variant="secondary" onClick={onEdit}>
        {commonText.edit}
      </Button>
      <Button type="button" variant="danger" onClick={onDelete}>
        {commonText.delete}
      </Button>
    </div>
  );
}
