import sanitize from 'sanitize-html';

import { safeImageSource, safeLink } from '#common/safe-link';

/**
 * Allow-list sanitizer for rich text written in the admin editors (docs/decisions/
 * 021-sanitize-html.md, superseding 007). Everything an editor saves passes through here before
 * it is stored, so nothing pasted into the editor can run in a visitor's browser:
 * - only the tags below survive; others are dropped (their text stays), and the bodies of
 *   script, style, iframe, object and friends are dropped entirely;
 * - only the listed attributes survive: no on* handlers, no style, no class;
 * - links and image sources are checked by common/safe-link.ts, which the admin editor uses too:
 *   links go to http(s), mailto, tel, a path on this site or an anchor; images come from our
 *   /uploads or https;
 * - target="_blank" always gets rel="noopener noreferrer";
 * - the parser (htmlparser2) balances tags, so a stray opening <blockquote> cannot swallow the
 *   rest of the page. It is a linear-time tokenizer: no backtracking regular expression sees the
 *   input (npm run bench -- sanitize).
 */

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  // rel is written by the transform below (never taken from the input); sanitize-html checks
  // attributes after transforms, so it is listed here.
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt'],
};

/** Whose whole content goes, not only the tag. */
const DROP_WITH_BODY = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'title',
  'head',
  'xmp',
];

const OPTIONS: sanitize.IOptions = {
  allowedTags: Object.keys(ALLOWED_ATTRIBUTES),
  allowedAttributes: ALLOWED_ATTRIBUTES,
  // Schemes are checked by safeLink/safeImageSource below, by parsing.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_BODY,
  allowVulnerableTags: false,
  transformTags: {
    a(tagName, attribs) {
      const next: sanitize.Attributes = {};
      const href = attribs.href === undefined ? undefined : safeLink(attribs.href);
      if (href !== undefined) next.href = href;
      if (attribs.target?.trim() === '_blank') {
        next.target = '_blank';
        next.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: next };
    },
    img(tagName, attribs) {
      const next: sanitize.Attributes = {};
      const src = attribs.src === undefined ? undefined : safeImageSource(attribs.src);
      if (src !== undefined) next.src = src;
      if (attribs.alt !== undefined) next.alt = attribs.alt;
      return { tagName, attribs: next };
    },
    ol(tagName, attribs) {
      const start = attribs.start?.trim();
      const next: sanitize.Attributes = {};
      if (start && /^\d{1,6}$/.test(start)) next.start = start;
      return { tagName, attribs: next };
    },
  },
  // An image without a safe source is nothing.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Far deeper than anything the editor writes (a list in a quote in a list is 6). */
export const MAX_NESTING = 100;
const VOID_TAGS = new Set([
  'br',
  'img',
  'hr',
  'wbr',
  'input',
  'meta',
  'link',
  'area',
  'base',
  'col',
]);
const TAG_START = /<(\/?)([A-Za-z][A-Za-z0-9]*)/g;

/**
 * The HTML parser keeps its open elements in an array it unshifts onto, so its time grows with
 * the square of the nesting depth (htmlparser2 Parser#emitOpenTag). One linear pass counts an
 * upper bound of the depth (every opening tag, even one the parser would close implicitly) and
 * cuts the input where it passes MAX_NESTING; the rest could only be hostile.
 */
function limitNesting(html: string) {
  let depth = 0;
  for (const match of html.matchAll(TAG_START)) {
    if (VOID_TAGS.has(match[2].toLowerCase())) continue;
    depth = match[1] ? Math.max(0, depth - 1) : depth + 1;
    if (depth > MAX_NESTING) return html.slice(0, match.index);
  }
  return html;
}

/** True when the HTML shows no text and no image (the editor's empty `<p></p>`). */
export function isBlankHtml(html: string) {
  return !/<img\s/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/** Sanitizes rich text for storage; blank content becomes ''. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  // A stray '</p>' opens an empty paragraph in HTML parsing; empty paragraphs show nothing.
  // Void tags are written the HTML way ('<br>'); text never holds ' />' (its '>' is escaped).
  const clean = sanitize(limitNesting(String(html)), OPTIONS)
    .replaceAll(' />', '>')
    .replaceAll('<p></p>', '')
    .trim();
  return isBlankHtml(clean) ? '' : clean;
}

/**
 * The plain text of the first paragraph that has any (the home page's about teaser). It reads the
 * text through the sanitizer's own parser, so entities come out decoded and no markup survives.
 */
export function firstParagraphText(html: string): string {
  let text = '';
  // Stored content is this sanitizer's output, where a line break is always written '<br>'.
  sanitize(html.replaceAll('<br>', ' <br>'), {
    ...OPTIONS,
    exclusiveFilter(frame) {
      if (!text && frame.tag === 'p') text = frame.text.replace(/\s+/g, ' ').trim();
      return false;
    },
  });
  return text;
}
