import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';

import type { RenderInput as SharedRenderInput } from '#common/web-render';

import { renderDocument } from './document.ts';
import { setApiTransport } from './lib/api-client.ts';
import { type PublicConfig, PublicConfigProvider } from './lib/public-config.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { type RouteHandle, resolveSeo } from './lib/seo.ts';
import { createRoutes, isClientOnlyPath } from './routes.tsx';

/** Called by server/plugins/web.ts for every page request (common/web-render.ts). */
export type RenderInput = SharedRenderInput<PublicConfig>;

export interface HydrationPayload {
  ssr: boolean;
  config: PublicConfig;
}

/**
 * Every route that renders something, as one case-insensitive pattern per full path (leaf and
 * index routes; the catch-all 404 route left out). Compiled once: React Router's matchRoutes
 * flattens and ranks the whole table on each call, which costs more than sending a kept page.
 */
function pagePatterns(routes: RouteObject[], parent = ''): RegExp[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`;
    if (route.children?.length) return pagePatterns(route.children, path);
    if (route.path === '*') return [];
    const source = path
      .split('/')
      .filter(Boolean)
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    return [new RegExp(`^/${source}/*$`, 'i')];
  });
}
const PAGE_PATTERNS = pagePatterns(createRoutes(createQueryClient()));

/**
 * False when only the catch-all 404 route matches `pathname`: the server then answers its one
 * shared 404 page without rendering (docs/decisions/030).
 */
export function isPagePath(pathname: string) {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return false;
  }
  return PAGE_PATTERNS.some((pattern) => pattern.test(decoded));
}

export async function render(
  input: RenderInput,
): Promise<{ status: number; html: string; headers?: Record<string, string> }> {
  setApiTransport((path, init) =>
    input.apiFetch(path, {
      method: init.method,
      headers: init.headers,
      body: typeof init.body === 'string' ? init.body : undefined,
    }),
  );
  const url = new URL(input.url, input.origin);

  // Staff and applicant screens depend on a token kept in the browser: sent as a shell, rendered there.
  if (isClientOnlyPath(url.pathname)) {
    const data: HydrationPayload = { ssr: false, config: input.publicConfig };
    const html = renderDocument({
      appHtml: '',
      seo: { title: 'Sigap', noindex: true },
      origin: input.origin,
      pathname: url.pathname,
      assets: input.assets,
      data,
    });
    return { status: 200, html, headers: { 'x-robots-tag': 'noindex' } };
  }

  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(url.href, { headers: { accept: 'text/html' } }));
  if (context instanceof Response) {
    return {
      status: context.status,
      html: '',
      headers: { location: context.headers.get('location') ?? '/' },
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = renderToString(
    <StrictMode>
      <PublicConfigProvider value={input.publicConfig}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </PublicConfigProvider>
    </StrictMode>,
  );
  const deepest = context.matches[context.matches.length - 1];
  const isNotFound = (deepest?.route.handle as RouteHandle | undefined)?.notFound === true;
  const status = isNotFound ? 404 : context.statusCode;
  const seo = resolveSeo(
    context.matches.map((match) => ({
      handle: match.route.handle,
      params: match.params,
      pathname: match.pathname,
    })),
    queryClient,
    url.pathname,
    input.origin,
  );
  // Public pages are static HTML plus islands (entry.public.tsx): no router or query state to hand over.
  const data: HydrationPayload = { ssr: true, config: input.publicConfig };
  const html = renderDocument({
    appHtml,
    seo: isNotFound ? { ...seo, noindex: true } : seo,
    origin: input.origin,
    pathname: url.pathname,
    assets: input.publicAssets,
    data,
  });
  queryClient.clear();
  return { status, html };
}
