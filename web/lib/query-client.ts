import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient per request on the server, one per page load in the browser. On the server
 * (`{ server: true }`) a failed data call is never retried: the render fails at once with the
 * Indonesian 500 page and is not kept, instead of waiting seconds inside a page request.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Server-rendered data is fresh for a minute: hydration does not refetch it at once.
        staleTime: 60_000,
        retry: (failureCount, error) =>
          !server &&
          failureCount < 2 &&
          !(
            (error as { status?: number }).status! >= 400 &&
            (error as { status?: number }).status! < 500
          ),
        refetchOnWindowFocus: false,
      },
    },
  });
}
