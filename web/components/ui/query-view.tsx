import type { ReactNode } from 'react';

import { Spinner } from './field.tsx';

/**
 * What a list screen shows for its query (TanStack Query): `pending` while it loads, the load
 * error as an alert, `empty` when there is nothing, otherwise `children` with the data.
 */
export function QueryView<Data>({
  query,
  pending,
  errorText,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  empty,
  children,
}: {
  query: { data: Data | undefined; isPending: boolean; isError: boolean };
  pending: ReactNode;
  errorText: string;
  /** Whether the data counts as nothing; by default, an empty array. */
  isEmpty?: (data: Data) => boolean;
  empty: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return pending;
  if (query.isError || query.data === undefined) {
    return (
      <p role="alert" className="text-red-700">
        {errorText}
      </p>
    );
  }
  return isEmpty(query.data) ? empty : children(query.data);
}

/**
 * A staff register narrowed by filters (the audit log, the credential register): a spinner while
 * it loads, the load error, a boxed note when nothing matches the filters, otherwise `children`.
 */
export function FilteredListView<Data>({
  query,
  texts,
  isEmpty,
  children,
}: {
  query: { data: Data | undefined; isPending: boolean; isError: boolean };
  texts: { loading: string; loadFailed: string; empty: string };
  isEmpty?: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
}) {
  return (
    <QueryView
      query={query}
      pending={<Spinner label={texts.loading} />}
      errorText={texts.loadFailed}
      isEmpty={isEmpty}
      empty={
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-500">
          {texts.empty}
        </p>
      }
    >
      {children}
    </QueryView>
  );
}
