import { decodeEntities } from '#common/html-entities';

/**
 * Shows sanitized rich text (the server's allow-list, docs/decisions/007) with the site's
 * typography. Public pages and the editor's preview both use it, so the preview is what visitors
 * get.
 */
const RICH_TEXT_CLASS = [
  'text-base leading-relaxed text-slate-700 sm:text-lg',
  '[&_p]:my-4 [&_p:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li>p]:my-0',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 [&_blockquote]:italic',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_b]:font-semibold',
].join(' ');

export function RichTextContent({
  html,
  className = '',
  lang,
}: {
  html: string;
  className?: string;
  /** The text's language when it differs from the page's (an untranslated English page). */
  lang?: string;
}) {
  return (
    <div
      lang={lang}
      className={`${RICH_TEXT_CLASS} ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Plain text of rich text (meta descriptions, emptiness checks). */
export function htmlToText(html: string | null | undefined) {
  const text = (html ?? '')
    .replace(/<(br|\/p|\/li|\/h[2-4]|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** A meta description: the text's first sentences, at most `max` characters, cut at a word. */
export function describe(html: string | null | undefined, fallback: string, max = 160) {
  const text = htmlToText(html);
  if (!text) return fallback;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
