import { AsyncLocalStorage } from 'node:async_hooks';

import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';

import { type Lang, langOfPath, pagePair } from '#common/lang';
import type { PageAssets, RenderInput as SharedRenderInput } from '#common/web-render';

import { renderDocument } from './document.ts';
import { type Transport, setRenderTransportLookup } from './lib/api-client.ts';
import { LangProvider } from './lib/lang.tsx';
import { type PublicConfig, PublicConfigProvider } from './lib/public-config.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { type RouteHandle, resolveSeo } from './lib/seo.ts';
import { createRoutes, isAccountPath, isClientOnlyPath } from './routes.tsx';

/** Called by server/plugins/web.ts for every page request (common/web-render.ts). */
export type RenderInput = SharedRenderInput<PublicConfig>;

export interface HydrationPayload {
  ssr: boolean;
  config: PublicConfig;
  /** The public page's language (docs/decisions/043). */
  lang?: Lang;
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

/**
 * The data calls of an English page read the English texts (`lang=en` on every GET, answered with
 * the Indonesian text where a field has no English one; docs/decisions/043).
 */
function withLang(path: string, method: string | undefined, lang: Lang) {
  if (lang !== 'en' || (method ?? 'GET') !== 'GET') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=en`;
}

/** The script and styles of an account or career page, else the public pages'. */
function accountPageAssets(input: RenderInput, accountPath: string | undefined, isCareer: boolean) {
  const assets = (accountPath && input.accountAssets?.pages[accountPath]) || input.publicAssets;
  const gate = input.accountAssets?.careerGate;
  return isCareer && gate ? { ...assets, scripts: [gate, ...assets.scripts] } : assets;
}

/** /career's script and the chunks it imports, to prefetch on the login screen (041). */
function careerPrefetch(input: RenderInput) {
  const career = input.accountAssets?.pages['/career'];
  const gate = input.accountAssets?.careerGate;
  return career ? [...(gate ? [gate] : []), ...career.scripts, ...career.preloads] : [];
}

/**
 * An open vacancy's page leads to the login screen ('Lamar Sekarang', most visitors have no
 * account yet): its script, fetched while the visitor reads, if the visitor holds no applicant
 * token (web/public-islands.tsx decides in the browser).
 */
function loginPrefetch(input: RenderInput) {
  const login = input.accountAssets?.pages['/login-user'];
  return login ? [...login.scripts, ...login.preloads] : undefined;
}

/**
 * What an account or career screen fetches once it has loaded (041): the chunks its first submit
 * needs (the validation, the success dialog) and, on the login screen, /career's script, where
 * the login leads.
 */
function accountPrefetch(input: RenderInput, assets: PageAssets, accountPath: string) {
  const next = accountPath === '/login-user' ? careerPrefetch(input) : [];
  const files = [...new Set([...(assets.lazy ?? []), ...next])];
  return files.length > 0 ? files : undefined;
}

/** Each render's own data transport, found by its calls through their async context. */
const renderTransport = new AsyncLocalStorage<Transport>();
setRenderTransportLookup(() => renderTransport.getStore());

type Rendered = { status: number; html: string; headers?: Record<string, string> };

export function render(input: RenderInput): Promise<Rendered> {
  const lang = langOfPath(new URL(input.url, input.origin).pathname);
  const transport: Transport = (path, init) =>
    input.apiFetch(withLang(path, init.method, lang), {
      method: init.method,
      headers: init.headers,
      body: typeof init.body === 'string' ? init.body : undefined,
    });
  return renderTransport.run(transport, () => renderPage(input));
}

async function renderPage(input: RenderInput): Promise<Rendered> {
  const url = new URL(input.url, input.origin);
  const lang = langOfPath(url.pathname);

  // Staff screens depend on a token kept in the browser: sent as a shell, rendered there.
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

  const queryClient = createQueryClient({ server: true });
  const handler = createStaticHandler(createRoutes(queryClient));
  // The career pages' loaders read the applicant's data with the token of their cookie (041).
  const isCareer = /^\/career(\/|$)/i.test(url.pathname);
  const context = await handler.query(
    new Request(url.href, {
      headers: {
        accept: 'text/html',
        ...(isCareer && input.applicantToken
          ? { authorization: `Bearer ${input.applicantToken}` }
          : {}),
      },
    }),
  );
  if (context instanceof Response) {
    return {
      status: context.status,
      html: '',
      headers: { location: context.headers.get('location') ?? '/' },
    };
  }
  // A data call that failed on the server's side (a 5xx, no answer) fails the render: the page
  // cache then sends its error page and keeps nothing, instead of keeping a page without its
  // content for everyone. A 404 or 410 is the page's own answer (a closed vacancy) and renders.
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.error as { status?: number } | null)
    .find((error) => error && !(error.status! >= 400 && error.status! < 500));
  if (failed) throw failed;
  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = renderToString(
    <StrictMode>
      <PublicConfigProvider value={input.publicConfig}>
        <QueryClientProvider client={queryClient}>
          <LangProvider value={lang}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </LangProvider>
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
    input.publicConfig.timeZone,
  );
  // Public pages are static HTML plus islands (entry.public.tsx): no router or query state to hand over.
  const data: HydrationPayload = { ssr: true, config: input.publicConfig, lang };
  const isAccount = isAccountPath(url.pathname) && !isNotFound;
  const accountPath = url.pathname.replace(/\/+$/, '').toLowerCase();
  // The account screens hydrate their forms with their own script (041); on a career page a
  // visitor without an applicant token leaves for /login-user before it loads.
  const assets = accountPageAssets(input, isAccount ? accountPath : undefined, isCareer);
  const html = renderDocument({
    appHtml,
    lang,
    // Both versions of a page name each other (hreflang), unless one of them is kept out of the
    // index (an English page not yet translated).
    alternates:
      !isNotFound && !seo.noindex && !seo.untranslated ? pagePair(url.pathname) : undefined,
    seo: isNotFound ? { ...seo, noindex: true } : seo,
    origin: input.origin,
    pathname: url.pathname,
    assets,
    prefetch: isAccount
      ? accountPrefetch(input, assets, accountPath)
      : status === 200 && /^\/lowongan\/[^/]+$/.test(url.pathname)
        ? loginPrefetch(input)
        : undefined,
    data,
  });
  queryClient.clear();
  // The account screens are the same for everyone but never kept by a shared cache: the reset
  // link's token travels in their address (041).
  if (isAccount)
    return { status, html, headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } };
  return { status, html };
}
