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
  /**
   * Chunks the entry imports only when they are needed (a form's validation, its success dialog):
   * an account screen fetches them once it has loaded, so its first submit waits for none of them.
   */
  lazy?: string[];
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
  /**
   * The applicant's account screens' scripts (their forms as islands, with the public pages'
   * inlined CSS) by path, and `careerGate`, the small script the career shell runs before the
   * staff-sized app (docs/decisions/041-applicant-screens-as-islands.md). A screen missing here
   * gets publicAssets.
   */
  accountAssets?: { pages: Record<string, PageAssets>; careerGate?: string };
  publicConfig: Config;
  /**
   * The applicant's token from the career pages' HttpOnly cookie, on /career paths only; the
   * renderer sends it as the bearer token of its API calls, which check it
   * (docs/decisions/041-applicant-screens-as-islands.md).
   */
  applicantToken?: string;
}

/**
 * The applicant's account screens, one script each (their form as an island), and the career
 * shell's gate: entries of the public build (vite.public.config.ts), looked up in its manifest
 * by the server (docs/decisions/041-applicant-screens-as-islands.md).
 */
export const ACCOUNT_ENTRIES: Record<string, string> = {
  '/login-user': 'web/entry.login-user.tsx',
  '/register-user': 'web/entry.register-user.tsx',
  '/lupa-password': 'web/entry.lupa-password.tsx',
  '/reset-password': 'web/entry.reset-password.tsx',
  '/career': 'web/entry.career.tsx',
  '/career/detail': 'web/entry.career-detail.tsx',
};
export const CAREER_GATE_ENTRY = 'web/career-gate.ts';
