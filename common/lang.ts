/**
 * The public site's two languages (docs/product.md §1, docs/decisions/043): Indonesian, the
 * default and the text every item has, and English beside it in fields named like the Indonesian
 * ones with the suffix `_en`. A missing English field falls back to the Indonesian one. Zod-free:
 * the public islands import it.
 */
export const LANGS = ['id', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** The English twin of a text field: `title` → `title_en`. */
export const enField = <F extends string>(field: F) => `${field}_en` as `${F}_en`;

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * `row` as read in `lang`: with `en`, each of `fields` that has an English text takes it (the
 * Indonesian one stays otherwise). The `_en` fields themselves are kept (the editors read them).
 */
export function localized<T extends object>(row: T, fields: readonly string[], lang: Lang): T {
  if (lang !== 'en') return row;
  const copy = { ...row } as Record<string, unknown>;
  for (const field of fields) {
    const english = copy[enField(field)];
    if (hasText(english)) copy[field] = english;
  }
  return copy as T;
}

/** Whether `row` lacks the English text of one of `fields` that has an Indonesian text. */
export function needsTranslation(row: object, fields: readonly string[]) {
  const values = row as Record<string, unknown>;
  return fields.some((field) => hasText(values[field]) && !hasText(values[enField(field)]));
}

/** `/en/about` → 'en'; every other path is Indonesian. */
export function langOfPath(pathname: string): Lang {
  return /^\/en(\/|$)/i.test(pathname) ? 'en' : 'id';
}

/**
 * The public pages that exist in both languages, Indonesian path first. The header's language
 * switcher, the hreflang alternates and the sitemap read this one list.
 */
export const PAGE_PAIRS = [
  { id: '/', en: '/en' },
  { id: '/tentang-kami', en: '/en/about' },
  { id: '/layanan/keamanan', en: '/en/services/security' },
  { id: '/layanan/kebersihan', en: '/en/services/cleaning' },
  { id: '/layanan/parkir', en: '/en/services/parking' },
  { id: '/kebijakan-privasi', en: '/en/privacy' },
  { id: '/minta-penawaran', en: '/en/request-a-quote' },
] as const;

/** A path as PAGE_PAIRS writes it: lower case, no trailing slash ('/' for the home page). */
const normalPath = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * The same page in the other language, or that language's home page when the page has no twin
 * (the vacancies stay Indonesian): what the language switcher links.
 */
export function counterpartPath(pathname: string): string {
  const path = normalPath(pathname);
  const pair = pagePair(path);
  if (pair) return pair.id === path ? pair.en : pair.id;
  return langOfPath(path) === 'en' ? '/' : '/en';
}

/** The pair a path belongs to, if any. */
export function pagePair(pathname: string) {
  const path = normalPath(pathname);
  return PAGE_PAIRS.find((candidate) => candidate.id === path || candidate.en === path);
}

/** The home page of `lang`: `/` or `/en`. */
export const homePathOf = (lang: Lang) => (lang === 'en' ? '/en' : '/');

/**
 * A text object with its literal types widened (`'Beranda'` becomes `string`), so an English twin
 * can be checked against the Indonesian object's shape (docs/decisions/043).
 */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer E)[]
      ? readonly Widen<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

/**
 * The texts of `lang`: the Indonesian object `id`, or its English twin `en`, which names the keys
 * the public pages show (the staff-only texts of the same file have no twin).
 */
export function textsIn<T, K extends keyof T>(
  lang: Lang,
  id: T,
  en: { readonly [P in K]: Widen<T[P]> },
): { readonly [P in K]: Widen<T[P]> } {
  return lang === 'en' ? en : (id as unknown as { readonly [P in K]: Widen<T[P]> });
}

/**
 * The address of the Indonesian page `path` in `lang`: itself in Indonesian, its English twin
 * in English (a home section `/#contact` becomes `/en#contact`); a page without a twin stays.
 */
export function localPath(lang: Lang, path: string): string {
  if (lang !== 'en') return path;
  const hash = path.indexOf('#');
  const bare = hash < 0 ? path : path.slice(0, hash);
  const pair = PAGE_PAIRS.find((candidate) => candidate.id === bare);
  return pair ? pair.en + (hash < 0 ? '' : path.slice(hash)) : path;
}

/**
 * `row` without its English fields that hold nothing: an answer names `question_en` only when the
 * item has an English question, so an untranslated item reads as it did before (docs/api.md).
 */
export function withoutEmptyEnglish<T extends object>(row: T): T {
  const values = row as Record<string, unknown>;
  const kept = Object.entries(values).filter(
    ([key, value]) => !(key.endsWith('_en') && (value === null || value === undefined)),
  );
  return Object.fromEntries(kept) as T;
}
