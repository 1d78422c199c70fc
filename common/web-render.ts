/**
 * The contract between the server and the web renderer: server/plugins/web.ts calls
 * web/entry.server.tsx's render() with a RenderInput for every page request. Kept here so
 * server/ does not import web/.
 */

/** What the server hands the renderer about one entry's built files (→ web/document.ts). */
export interface PageAssets {
  scripts: string[];
  styles: string[];
  /** Chunks the entry imports, announced with modulepreload. */
  preloads: string[];
  /** The CSS itself, written into the page instead of linked (public pages, decision 027). */
  inlineCss?: string;
  /**
   * 'low' on public pages: their content is already in the HTML and the islands only enhance it,
   * so on a slow phone connection the hero image and the document get the bandwidth first.
   */
  scriptPriority?: 'low';
}

/** One page request; `Config` is the public configuration the browser also receives. */
export interface RenderInput<Config = Record<string, unknown>> {
  url: string;
  origin: string;
  /** Calls this same app's API in-process (inject): same routes, schemas and permissions. */
  apiFetch: (
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ) => Promise<Response>;
  assets: PageAssets;
  /** The public pages' script (Preact islands) and their CSS, inlined (docs/decisions/027). */
  publicAssets: PageAssets;
  publicConfig: Config;
}
