import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

import { setApiTransport } from './api-client.ts';

/** Helpers for the web's component tests (never imported by app code). */

/** A JSON answer as the API sends it. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Every API call answers `status` with `body`; the returned list fills with the JSON sent. */
export function answerApi(status: number, body: unknown) {
  const sent: unknown[] = [];
  setApiTransport(async (_path, init) => {
    if (typeof init.body === 'string') sent.push(JSON.parse(init.body));
    return jsonResponse(status, body);
  });
  return sent;
}

/** Renders `ui` with a fresh query client that does not retry (a failure shows at once). */
export function renderWithQueryClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>), client };
}
