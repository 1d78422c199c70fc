/**
 * What the server hands the web renderer about one entry's built files (server/plugins/web.ts →
 * web/entry.server.tsx → web/document.ts). Kept here so server/ does not import web/.
 */
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
