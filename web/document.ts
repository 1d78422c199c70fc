import type { Lang } from '#common/lang';
import type { PageAssets } from '#common/web-render';

import { DATA_ELEMENT_ID, PREFETCH_META } from './lib/page-data.ts';
import { type Seo, fullTitle } from './lib/seo.ts';

/**
 * The HTML document around the rendered app. Data for the browser travels in a JSON block the
 * browser never executes (the CSP allows no inline script).
 */

export interface DocumentParts {
  appHtml: string;
  seo: Seo;
  origin: string;
  pathname: string;
  assets: PageAssets;
  data: unknown;
  /** Files the next screen needs, fetched at low priority once this one is loaded. */
  prefetch?: string[];
  /** The page's language: `<html lang>`, `og:locale` (docs/decisions/043). */
  lang?: Lang;
  /** The page's Indonesian and English addresses, for the hreflang alternates. */
  alternates?: { id: string; en: string };
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

export function renderDocument({
  appHtml,
  seo,
  origin,
  pathname,
  assets,
  data,
  prefetch = [],
  lang = 'id',
  alternates,
}: DocumentParts) {
  const title = escapeHtml(fullTitle(seo));
  const canonical = `${origin}${seo.canonicalPath ?? pathname}`;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    seo.description ? `<meta name="description" content="${escapeHtml(seo.description)}">` : '',
    seo.noindex
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="${escapeHtml(seo.ogType ?? 'website')}">`,
    `<meta property="og:locale" content="${lang === 'en' ? 'en_US' : 'id_ID'}">`,
    ...(alternates
      ? [
          `<meta property="og:locale:alternate" content="${lang === 'en' ? 'id_ID' : 'en_US'}">`,
          `<link rel="alternate" hreflang="id" href="${escapeHtml(origin + alternates.id)}">`,
          `<link rel="alternate" hreflang="en" href="${escapeHtml(origin + alternates.en)}">`,
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + alternates.id)}">`,
        ]
      : []),
    `<meta property="og:title" content="${title}">`,
    seo.description
      ? `<meta property="og:description" content="${escapeHtml(seo.description)}">`
      : '',
    // A noindex page (404, token screens) names no address: its bytes are the same at any path.
    seo.noindex ? '' : `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    seo.image
      ? `<meta property="og:image" content="${escapeHtml(seo.image.startsWith('http') ? seo.image : origin + seo.image)}">`
      : '',
    // Link previews in WhatsApp, X and other apps (Twitter cards read these) (docs/decisions/031).
    `<meta name="twitter:card" content="${seo.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    seo.description
      ? `<meta name="twitter:description" content="${escapeHtml(seo.description)}">`
      : '',
    seo.image
      ? `<meta name="twitter:image" content="${escapeHtml(seo.image.startsWith('http') ? seo.image : origin + seo.image)}">`
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
    // Named, not linked: the page's script prefetches them once the page has loaded
    // (web/entry.account.tsx), so they never compete with its first paint on a slow connection.
    prefetch.length
      ? `<meta name="${PREFETCH_META}" content="${escapeHtml(prefetch.join(' '))}">`
      : '',
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
<html lang="${lang}">
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
