import type { ReactNode } from 'react';

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
