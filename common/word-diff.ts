/**
 * A readable comparison of two texts for the revision screens (docs/decisions/034): words that only the
 * old text has, words that only the new one has, and the rest. A longest-common-subsequence over
 * words; texts too long for that (the table grows with the product of both lengths) are compared
 * line by line instead. Small enough not to warrant the `diff` package.
 */
import { decodeEntities } from './html-entities.ts';

export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

const MAX_CELLS = 2_000_000;

function lcsDiff(a: string[], b: string[]): DiffPart[] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * cols + j] =
        a[i] === b[j]
          ? table[(i + 1) * cols + j + 1] + 1
          : Math.max(table[(i + 1) * cols + j], table[i * cols + j + 1]);
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push('same', a[i]);
      i += 1;
      j += 1;
    } else if (table[(i + 1) * cols + j] >= table[i * cols + j + 1]) push('removed', a[i++]);
    else push('added', b[j++]);
  }
  while (i < a.length) push('removed', a[i++]);
  while (j < b.length) push('added', b[j++]);
  return parts;
}

/**
 * Words with the whitespace after them, so the parts joined give back each text exactly, and a
 * shared space between two changed words does not cut a change into pieces.
 */
const words = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];
const lines = (text: string) => text.split(/(?<=\n)/).filter(Boolean);

export function wordDiff(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : [];
  const [a, b] = [words(before), words(after)];
  if (a.length * b.length <= MAX_CELLS) return lcsDiff(a, b);
  const [la, lb] = [lines(before), lines(after)];
  if (la.length * lb.length <= MAX_CELLS) return lcsDiff(la, lb);
  return [
    { kind: 'removed', text: before },
    { kind: 'added', text: after },
  ];
}

/** The text of sanitized rich-text HTML, one line per block, for comparing what a reader sees. */
export function htmlToText(html: string) {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|blockquote|ul|ol|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
