import { Fragment, type ReactNode } from 'react';

import { commonText } from '#common/texts/common';

import { Button, Spinner } from './field.tsx';

interface EditorListPanelProps<Item extends { id: unknown }> {
  titleId: string;
  texts: { listTitle: string; loadFailed: string; empty: string };
  /** The list's query result (TanStack Query). */
  query: { data: Item[] | undefined; isPending: boolean; isError: boolean };
  /** A numbered list (<ol>) instead of <ul>. */
  isOrdered?: boolean;
  /** Renders one <li>. */
  renderItem: (item: Item, index: number) => ReactNode;
}

/** The list card of a content editor: spinner while loading, the load error, the empty text, or the list. */
export function EditorListPanel<Item extends { id: unknown }>({
  titleId,
  texts,
  query,
  isOrdered,
  renderItem,
}: EditorListPanelProps<Item>) {
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
        <List className="mt-4 divide-y divide-slate-100">
          {items.map((item, index) => (
            <Fragment key={String(item.id)}>{renderItem(item, index)}</Fragment>
          ))}
        </List>
      )}
    </section>
  );
}

/** The Edit and Hapus buttons of one list row. */
export function EditorRowActions({
  onEdit,
  onDelete,
}: {
  onEdit: () => void;
  onDelete: () => void;
}) {
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
