import {
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api } from './api-client.ts';

/**
 * Query helpers shared by the content that editors maintain and everyone reads (FAQs, tenants,
 * testimonies, cards, gallery).
 */

/**
 * A public GET whose failure is logged before it fails (docs/product.md §8: the sections show their own
 * empty or loading state, never an error). `parse` turns the answer into what the section reads.
 */
export function loggedQuery<TKey extends QueryKey, T>(
  queryKey: TKey,
  path: string,
  failedLog: string,
  parse: (data: unknown) => T,
) {
  return queryOptions({
    queryKey,
    queryFn: async () => {
      try {
        return parse(await api.get<unknown>(path));
      } catch (error) {
        console.error(failedLog, error);
        throw error;
      }
    },
  });
}

/** What an upload with a progress bar is called with: the file and where to report the percent. */
export interface FileUpload {
  file: File;
  onProgress: (percent: number) => void;
}

/** A staff write that refreshes `queryKey` once it succeeds. */
export function useContentMutation<TVariables, TData>(
  queryKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** DELETE `${path}/${id}` as staff, then refresh `queryKey`. */
export const useDeleteById = (queryKey: QueryKey, path: string) =>
  useContentMutation(queryKey, (id: number) => api.delete(`${path}/${id}`, { auth: 'staff' }));

/** POST `path` (no id) or PUT `${path}/${id}` as staff; `headers` carry the version (docs/decisions/034). */
export function saveById<T>(
  path: string,
  id: number | undefined,
  input: unknown,
  headers?: Record<string, string>,
) {
  return id
    ? api.put<T>(`${path}/${id}`, input, { auth: 'staff', headers })
    : api.post<T>(path, input, { auth: 'staff' });
}

/**
 * The queries of a plain text list that staff edit item by item (FAQs, tenants): the public list
 * under `queryKey` (failure logged, docs/product.md §8), then save (POST, or PUT with an id) and delete.
 */
export function textListQueries<Item, Input>(queryKey: QueryKey, path: string, failedLog: string) {
  const listQuery = () => loggedQuery(queryKey, path, failedLog, (data) => data as Item[]);
  return {
    listQuery,
    useList: () => useQuery(listQuery()),
    useSave: () =>
      useContentMutation(
        queryKey,
        ({ id, input, headers }: { id?: number; input: Input; headers?: Record<string, string> }) =>
          saveById<Item>(path, id, input, headers),
      ),
    useDelete: () => useDeleteById(queryKey, path),
  };
}
