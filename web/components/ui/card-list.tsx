import type { ReactNode } from 'react';

import { commonText } from '#common/texts/common';

import { Spinner } from './field.tsx';
import { QueryView } from './query-view.tsx';

/**
 * A staff screen's cards from its query (cards, not a table, so a phone reads them without
 * scrolling sideways): a spinner while it loads, the load error, a dashed note saying `emptyText`
 * when there is nothing, otherwise `children`'s CardListItems in a grid.
 */
export function CardList<Item>({
  query,
  errorText,
  emptyText,
  children,
}: {
  query: { data: Item[] | undefined; isPending: boolean; isError: boolean };
  errorText: string;
  emptyText: string;
  children: (items: Item[]) => ReactNode;
}) {
  return (
    <QueryView
      query={query}
      pending={
        <div className="flex justify-center py-10">
          <Spinner label={commonText.loading} />
        </div>
      }
      errorText={errorText}
      empty={
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {emptyText}
        </p>
      }
    >
      {(items) => <ul className="grid gap-3">{children(items)}</ul>}
    </QueryView>
  );
}

/** One card of a CardList: `children` say what it is, `actions` are its buttons beside them. */
export function CardListItem({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-center md:justify-between">
      {children}
      <div className="flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}
