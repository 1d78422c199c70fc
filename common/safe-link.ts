/**
 * Which link and image addresses rich text may keep. The one check for both the admin editor
 * (it refuses a link the server would drop) and the server's sanitizer (server/lib/
 * sanitize-html.ts, docs/decisions/021-sanitize-html.md). Addresses are parsed with URL, as the
 * browser would read them, rather than matched by a pattern: `//evil.com` and `/\evil.com` look
 * like paths but leave the site.
 */

/** Any origin of ours: relative links resolve against it and must stay on it. */
const SITE = 'https://sigap.invalid';
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const UPLOADED_IMAGE = /^\/uploads\/[A-Za-z0-9/_.-]+$/;

/**
 * What a browser does to an attribute URL before parsing it: tabs and newlines anywhere vanish,
 * control characters and spaces at both ends are trimmed ('java\nscript:' is 'javascript:').
 */
function browserUrlText(value: string) {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

function parse(value: string, base?: string) {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/**
 * The href to keep, or undefined: http(s), mailto, tel, a path on this site or an anchor.
 * HTML entities must already be decoded.
 */
export function safeLink(raw: string): string | undefined {
  const value = browserUrlText(raw);
  if (value === '') return undefined;
  if (value.startsWith('#')) return value;
  const absolute = parse(value);
  if (absolute) return LINK_PROTOCOLS.has(absolute.protocol) ? value : undefined;
  // A relative reference: it must be a path that stays on this site once resolved, as the
  // browser would resolve it ('/\evil.com' and '//evil.com' end up on evil.com).
  if (!value.startsWith('/')) return undefined;
  const resolved = parse(value, SITE);
  if (!resolved || resolved.origin !== SITE) return undefined;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The img src to keep, or undefined: our uploads or an https address. */
export function safeImageSource(raw: string): string | undefined {
  const value = browserUrlText(raw);
  if (UPLOADED_IMAGE.test(value)) {
    const resolved = parse(value, SITE);
    return resolved?.origin === SITE ? value : undefined;
  }
  const absolute = parse(value);
  return absolute?.protocol === 'https:' && !/[\s"'<>]/.test(value) ? value : undefined;
}
