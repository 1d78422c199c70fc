import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Component tests (Vitest project `dom`: happy-dom, see vitest.config.ts): the component runs as
 * in the browser and its calls reach `fetch`, where MSW answers them. A call no handler expects
 * fails the test, so a test states every request the component makes.
 */

/** One MSW server for the test file; `server.use(...)` adds a test's handlers. */
export function mockServerPerFile() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    cleanup();
  });
  afterAll(() => server.close());
  return server;
}

/** Renders `ui` with a fresh query client (no retries: a failed call fails at once). */
export function renderWithQueries(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}
