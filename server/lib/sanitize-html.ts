import xssDefault from 'xss';

// The package is CommonJS: its helpers hang off the default export at run time, as its types list them.
const xss = xssDefault as unknown as typeof import('xss');

/**
 * Allow-list sanitizer for rich text written in the admin editors (docs/decisions/
 * 007-html-sanitizing.md). Everything an editor saves passes through here before it is stored,
 * so nothing pasted into the editor can run in a visitor's browser:
 * - only the tags below survive; others are dropped (their text stays), and the bodies of
 *   script, style, iframe, object and friends are dropped entirely;
 * - only the listed attributes survive: no on* handlers, no style, no class;
 * - links go to http(s), mailto, tel, a site path or an anchor; images come from our /uploads or
 *   https; javascript:, vbscript: and data: URLs are removed;
 * - target="_blank" always gets rel="noopener noreferrer";
 * - tags are balanced, so a stray opening <blockquote> cannot swallow the rest of the page.
 */

const ALLOWED_TAGS: Record<string, string[]> = {
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
  a: ['href', 'target'],
  img: ['src', 'alt'],
};
const VOID_TAGS = new Set(['br', 'img']);

/** Whose whole content goes, not only the tag. */
const DROP_WITH_BODY = [
  'script',
  'style',
  'iframe',
  'object',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
  'head',
  'xmp',
];

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^(\/uploads\/[A-Za-z0-9/_.-]+|https:\/\/[^\s"'<>]+)$/i;

export const MAX_RICH_TEXT_CHARS = 200_000;

const filter = new xss.FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  allowCommentTag: false,
  stripBlankChar: true,
  onTagAttr(tag, name, value) {
    if (!ALLOWED_TAGS[tag]?.includes(name)) return '';
    // Decode entities and drop invisible characters first, so 'jav&#x61;script:' is seen as it is.
    const plain = xss.friendlyAttrValue(value).trim();
    const quoted = (text: string) => `${name}="${xss.escapeAttrValue(text)}"`;
    if (tag === 'a' && name === 'href') return SAFE_LINK.test(plain) ? quoted(plain) : '';
    if (tag === 'a' && name === 'target')
      return plain === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
    if (tag === 'img' && name === 'src') return SAFE_IMAGE.test(plain) ? quoted(plain) : '';
    if (tag === 'ol' && name === 'start') return /^\d{1,6}$/.test(plain) ? quoted(plain) : '';
    return quoted(plain);
  },
});

const BODY_BLOCK = new RegExp(`<(${DROP_WITH_BODY.join('|')})\\b[\\s\\S]*?<\\/\\1\\s*>`, 'gi');

const UNCLOSED_BLOCK = new RegExp(`<(${DROP_WITH_BODY.join('|')})\\b[\\s\\S]*$`, 'i');

/**
 * Removes dangerous blocks with their content before the tag filter runs (repeated, so nested
 * blocks go too). A block that is never closed takes the rest of the input with it, as it would
 * in a browser.
 */
function dropBodies(html: string) {
  let previous;
  do {
    previous = html;
    html = html.replace(BODY_BLOCK, '');
  } while (html !== previous);
  return html.replace(UNCLOSED_BLOCK, '');
}

/** After filtering, tags have a regular shape: `<name attr="escaped">` or `</name>`. */
const TAG = /<(\/?)([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g;

/** Closes what is left open and drops closing tags that close nothing. */
function balance(html: string) {
  const open: string[] = [];
  let out = '';
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    out += html.slice(last, match.index);
    last = match.index + match[0].length;
    const [, slash, name, attrs] = match;
    if (name === 'img' && !/\ssrc="/.test(attrs)) continue; // an image without a safe source is nothing
    if (VOID_TAGS.has(name)) {
      if (!slash) out += `<${name}${attrs}>`;
      continue;
    }
    if (!slash) {
      open.push(name);
      out += `<${name}${attrs}>`;
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at === -1) continue;
    while (open.length > at) out += `</${open.pop()}>`;
  }
  out += html.slice(last);
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** True when the HTML shows no text and no image (the editor's empty `<p></p>`). */
export function isBlankHtml(html: string) {
  return !/<img\s/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/** Sanitizes rich text for storage; blank content becomes ''. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const clean = balance(filter.process(dropBodies(String(html)))).trim();
  return isBlankHtml(clean) ? '' : clean;
}
