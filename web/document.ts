import type { PageAssets } from '#common/web-render';

import { type Seo, fullTitle } from './lib/seo.ts';

/**
 * The HTML document around the rendered app. Data for the browser travels in a JSON block the
 * browser never executes (the CSP allows no inline script).
 */

export const DATA_ELEMENT_ID = 'sigap-data';

export interface DocumentParts {
  appHtml: string;
  seo: Seo;
  origin: string;
  pathname: string;
  assets: PageAssets;
  data: unknown;
}

export function escapeHtml(value: string) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** JSON that is safe inside <script>: no "</script>", no HTML comment openers, no line separators. */
export function safeJson(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderDocument({ appHtml, seo, origin, pathname, assets, data }: DocumentParts) {
  const title = escapeHtml(fullTitle(seo.title));
  const canonical = `${origin}${seo.canonicalPath ?? pathname}`;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    seo.description ? `<meta name="description" content="${escapeHtml(seo.description)}">` : '',
    seo.noindex
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:locale" content="id_ID">',
    `<meta property="og:title" content="${title}">`,
    seo.description
      ? `<meta property="og:description" content="${escapeHtml(seo.description)}">`
      : '',
    // A noindex page (404, token screens) names no address: its bytes are the same at any path.
    seo.noindex ? '' : `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    seo.image
      ? `<meta property="og:image" content="${escapeHtml(seo.image.startsWith('http') ? seo.image : origin + seo.image)}">`
      : '',
    '<meta name="theme-color" content="#0f4c81">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...(seo.imagePreloads ?? []).map(
      (image) =>
        `<link rel="preload" as="image" imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}" type="${escapeHtml(image.type)}"${image.media ? ` media="${escapeHtml(image.media)}"` : ''} fetchpriority="high">`,
    ),
    ...(assets.inlineCss
      ? [`<style>${assets.inlineCss}</style>`]
      : assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`)),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    seo.jsonLd ? `<script type="application/ld+json">${safeJson(seo.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const scripts = assets.scripts
    .map(
      (src) =>
        `<script type="module" src="${src}"${assets.scriptPriority ? ` fetchpriority="${assets.scriptPriority}"` : ''}></script>`,
    )
    .join('\n    ');
  return `<!doctype html>
<html lang="id">
  <head>
    ${head}
  </head>
  <body>
    <div id="root">${appHtml}</div>
    <script type="application/json" id="${DATA_ELEMENT_ID}">${safeJson(data)}</script>
    ${scripts}
  </body>
</html>`;
}
