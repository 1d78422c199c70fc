import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import {
  ACCOUNT_ENTRIES,
  CAREER_GATE_ENTRY,
  type PageAssets,
  type RenderInput,
} from '#common/web-render';
import { apiErrorText } from '#common/texts/common';

import type { Config } from '../config.ts';
import { hashedAssets } from '../lib/hashed-assets.ts';
import { type Manifest, entryAssets } from '../lib/vite-manifest.ts';
import { PROJECT_ROOT } from '../lib/project-root.ts';
import { applicantPageToken } from '../lib/applicant-page-cookie.ts';
import { notFoundPageRequest } from '../domain/public-pages.ts';
import type { PageRenderer } from './page-cache-answers.ts';

/**
 * Serves the web app (docs/decisions/001-server-side-rendering.md). Every non-API GET that no
 * static file answers is rendered by web/entry.server.tsx; its data calls go to this same app
 * through `inject`, so they pass the same routes, schemas and permissions as the browser's.
 * In development Vite runs in middleware mode with hot reload. Public pages are kept as ready
 * bytes per content version (plugins/page-cache.ts, docs/decisions/030); every unknown path shares
 * the one 404 page.
 */

/** What web/entry.server.tsx exports; kept structural so server/ does not import web/. */
interface WebRenderer {
  render(
    input: RenderInput,
  ): Promise<{ status: number; html: string; headers?: Record<string, string> }>;
  /** False when only the catch-all 404 route matches `pathname` (no data loaded, no render). */
  isPagePath(pathname: string): boolean;
}

/** The renderer and the assets its pages link, loaded once (production) or per request (dev). */
interface LoadedRenderer {
  renderer: WebRenderer;
  assets: PageAssets;
  publicAssets: PageAssets;
  accountAssets?: RenderInput['accountAssets'];
  transform(html: string, url: string): Promise<string>;
}

const ROOT = PROJECT_ROOT;

export interface WebPluginOptions {
  config: Config;
  /** Tests of the API alone skip the web app. */
  enabled?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Renders a public page as a visitor would get it, with some API answers replaced (a page's
     * draft for 'Pratinjau', docs/decisions/034). Null when the web app is not served (API tests).
     */
    renderWebPage: ((url: string, answers: Record<string, unknown>) => Promise<string>) | null;
  }
}

export const webPlugin = fp(
  async (app: FastifyInstance, { config, enabled = true }: WebPluginOptions) => {
    const apiNotFound = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(404).send({ error: apiErrorText.routeNotFound, code: 'route_not_found' });
    if (!enabled) {
      app.setNotFoundHandler(apiNotFound);
      app.decorate('renderWebPage', null);
      return;
    }

    const apiFetch: RenderInput['apiFetch'] = async (apiPath, init = {}) => {
      const response = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: `/api${apiPath}`,
        headers: { accept: 'application/json', ...init.headers },
        payload: init.body,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined)
          headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const body =
        response.statusCode === 204 || response.statusCode === 304
          ? null
          : new Uint8Array(response.rawPayload);
      return new Response(body, { status: response.statusCode, headers });
    };

    let loadRenderer: (url: string) => Promise<LoadedRenderer>;

    /** What the renderer gets for `url`; `fetchApi` answers the page's data calls. */
    const renderInput = (
      url: string,
      { assets, publicAssets, accountAssets }: LoadedRenderer,
      fetchApi = apiFetch,
      applicantToken?: string,
    ): RenderInput => ({
      url,
      origin: config.siteUrl,
      apiFetch: fetchApi,
      assets,
      publicAssets,
      accountAssets,
      publicConfig: {
        captcha: app.captcha.publicConfig,
        siteUrl: config.siteUrl,
        timeZone: config.timeZone,
      },
      applicantToken,
    });

    if (config.isDev) {
      const { createServer } = await import('vite');
      const vite = await createServer({
        root: ROOT,
        server: { middlewareMode: true, hmr: { port: config.port + 1 } },
        appType: 'custom',
      });
      await app.register((await import('@fastify/middie')).default);
      app.use(vite.middlewares);
      app.addHook('onClose', async () => vite.close());
      loadRenderer = async () => ({
        renderer: (await vite.ssrLoadModule('/web/entry.server.tsx')) as WebRenderer,
        assets: {
          scripts: ['/web/entry.client.tsx'],
          styles: ['/web/styles/app.css'],
          preloads: [],
        },
        publicAssets: {
          scripts: ['/web/entry.public.tsx'],
          styles: ['/web/styles/public.css'],
          preloads: [],
        },
        accountAssets: {
          pages: Object.fromEntries(
            Object.entries(ACCOUNT_ENTRIES).map(([page, entry]) => [
              page,
              { scripts: [`/${entry}`], styles: ['/web/styles/public.css'], preloads: [] },
            ]),
          ),
          careerGate: `/${CAREER_GATE_ENTRY}`,
        },
        transform: (html, url) => vite.transformIndexHtml(url, html),
      });
    } else {
      const DIST_CLIENT = path.join(config.webDistDir, 'client');
      const DIST_SERVER_ENTRY = path.join(config.webDistDir, 'server/entry.server.js');
      if (!existsSync(DIST_SERVER_ENTRY))
        throw new Error(
          'The web app is not built: run `npm run build` (npm start does it for you).',
        );
      const readManifest = (name: string) =>
        JSON.parse(readFileSync(path.join(DIST_CLIENT, '.vite', name), 'utf8')) as Manifest;
      const assets = entryAssets(readManifest('manifest.json'), 'web/entry.client.tsx');
      const publicManifest = readManifest('public-manifest.json');
      const publicAssets = entryAssets(publicManifest, 'web/entry.public.tsx');
      // The public CSS goes into the page itself: no render-blocking request before the first paint.
      publicAssets.scriptPriority = 'low';
      publicAssets.inlineCss = publicAssets.styles
        .map((file) => readFileSync(path.join(DIST_CLIENT, file), 'utf8'))
        .join('\n');
      // The applicant's account screens: their forms' script, the same inlined CSS (decision 041).
      const accountAssets: RenderInput['accountAssets'] = {
        pages: Object.fromEntries(
          Object.entries(ACCOUNT_ENTRIES).map(([page, entry]) => [
            page,
            { ...entryAssets(publicManifest, entry), inlineCss: publicAssets.inlineCss },
          ]),
        ),
        careerGate: entryAssets(publicManifest, CAREER_GATE_ENTRY).scripts[0],
      };
      const renderer = (await import(DIST_SERVER_ENTRY)) as WebRenderer;
      app.pageCache.recognizePages((pathname) => isPagePath(renderer, pathname));
      loadRenderer = async () => ({
        renderer,
        assets,
        publicAssets,
        accountAssets,
        transform: async (html) => html,
      });
      // The fast path answers them from memory; this route answers `inject` and the names
      // the build did not write (404).
      app.pageCache.serveAssets(hashedAssets(path.join(DIST_CLIENT, 'assets')));
      await app.register(fastifyStatic, {
        root: path.join(DIST_CLIENT, 'assets'),
        prefix: '/assets/',
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
        // The build wrote .br and .gz beside each file (scripts/precompress-assets.ts).
        preCompressed: true,
        // Shared caches (a CDN) must keep the brotli and the plain file apart.
        setHeaders: (response) => {
          response.setHeader('vary', 'accept-encoding');
        },
      });
      await app.register(fastifyStatic, {
        root: path.join(ROOT, 'web/public'),
        prefix: '/',
        decorateReply: false,
        index: false,
        wildcard: false,
        maxAge: '1d',
      });
    }

    app.decorate('renderWebPage', async (url: string, answers: Record<string, unknown>) => {
      const loaded = await loadRenderer(url);
      const result = await loaded.renderer.render(
        renderInput(url, loaded, async (apiPath, init = {}) =>
          (init.method ?? 'GET') === 'GET' && apiPath in answers
            ? new Response(JSON.stringify(answers[apiPath]), {
                status: 200,
                headers: { 'content-type': 'application/json; charset=utf-8' },
              })
            : apiFetch(apiPath, init),
        ),
      );
      return loaded.transform(result.html, url);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        request.url !== '/api';
      if (!isPage) return apiNotFound(request, reply);
      const loaded = await loadRenderer(request.url);
      // The career pages are rendered with the applicant's data (decision 041); never kept.
      const applicantToken = /^\/career(\/|\?|$)/i.test(request.url)
        ? applicantPageToken(request.headers.cookie)
        : undefined;
      const render: PageRenderer = async (url) => {
        const result = await loaded.renderer.render(
          renderInput(url, loaded, apiFetch, applicantToken),
        );
        return {
          status: result.status,
          body: await loaded.transform(result.html, url),
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-cache',
            ...result.headers,
          },
        };
      };
      // Development renders every request: sources change under hot reload.
      if (config.isDev)
        return app.pageCache.sendUncached(request, reply, () => render(request.url));
      const listed = await app.pageCache.match(request.url);
      if (listed) return app.pageCache.serve(request, reply, listed, render);
      if (!isPagePath(loaded.renderer, request.url))
        return app.pageCache.serve(request, reply, notFoundPageRequest(request.url), render);
      // A route not listed in domain/public-pages.ts (token screens' shells among them): per request.
      return app.pageCache.sendUncached(request, reply, () => render(request.url));
    });
  },
);

/** Whether a route other than the catch-all 404 answers `url`'s path; a malformed path does not. */
function isPagePath(renderer: WebRenderer, url: string) {
  const at = url.indexOf('?');
  try {
    return renderer.isPagePath(at < 0 ? url : url.slice(0, at));
  } catch {
    return false;
  }
}
