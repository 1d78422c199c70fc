import './styles/app.css';

import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { DATA_ELEMENT_ID } from './lib/page-data.ts';
import type { HydrationPayload } from './entry.server.tsx';
import { PublicConfigProvider } from './lib/public-config.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { createRoutes, isClientOnlyPath } from './routes.tsx';

/**
 * The React SPA of the staff and career screens (/admin, /career, /login…), sent as an empty
 * shell. Public pages are server HTML with their own small script (entry.public.tsx,
 * docs/decisions/027-public-islands.md), so a link from here to one of them loads it in full.
 */

const payload = JSON.parse(
  document.getElementById(DATA_ELEMENT_ID)?.textContent || '{}',
) as HydrationPayload;
const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

router.subscribe((state) => {
  const next = state.navigation.location ?? state.location;
  if (!isClientOnlyPath(next.pathname))
    window.location.assign(next.pathname + next.search + next.hash);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PublicConfigProvider value={payload.config}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PublicConfigProvider>
  </StrictMode>,
);
