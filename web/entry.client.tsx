import './styles/app.css';

import { QueryClientProvider, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  RouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
} from 'react-router';

import { DATA_ELEMENT_ID } from './document.ts';
import type { HydrationPayload } from './entry.server.tsx';
import { PublicConfigProvider } from './lib/public-config.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { createRoutes } from './routes.tsx';

const payload = JSON.parse(
  document.getElementById(DATA_ELEMENT_ID)?.textContent || '{}',
) as HydrationPayload;
const queryClient = createQueryClient();
if (payload.queries) hydrate(queryClient, payload.queries);

const router = createBrowserRouter(createRoutes(queryClient), {
  hydrationData:
    payload.ssr && payload.router
      ? { loaderData: payload.router.loaderData, errors: deserializeErrors(payload.router.errors) }
      : undefined,
});

const app = (
  <StrictMode>
    <PublicConfigProvider value={payload.config}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PublicConfigProvider>
  </StrictMode>
);

const container = document.getElementById('root')!;
if (payload.ssr) hydrateRoot(container, app);
else createRoot(container).render(app);

function deserializeErrors(errors: Record<string, unknown> | null | undefined) {
  if (!errors) return null;
  const result: Record<string, unknown> = {};
  for (const [id, raw] of Object.entries(errors)) {
    const value = raw as {
      __type?: string;
      status: number;
      statusText: string;
      data: unknown;
      internal?: boolean;
      message?: string;
    };
    result[id] =
      value.__type === 'RouteErrorResponse'
        ? new ErrorResponseImpl(value.status, value.statusText, value.data, value.internal === true)
        : new Error(value.message);
  }
  return result;
}
