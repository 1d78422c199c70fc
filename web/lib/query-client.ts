import { QueryClient } from '@tanstack/react-query';

/** One QueryClient per request on the server, one per page load in the browser. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Server-rendered data is fresh for a minute: hydration does not refetch it at once.
        staleTime: 60_000,
        retry: (failureCount, error) =>
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
