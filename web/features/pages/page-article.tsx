import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { PageSlug } from '#common/rules';
import { languageText } from '#common/texts/home';
import { pagesText as pagesTextId, pagesTextEn } from '#common/texts/pages';

import { RichTextContent } from '../../components/ui/rich-text-content.tsx';
import { pageQuery } from './pages.queries.ts';
import { useLang, useTexts } from '../../lib/lang.tsx';

/**
 * A content page (docs/product.md §2, §4): title and HTML body from the server, 'Memuat konten...' while a
 * browser fetch runs, the page's own failure text, and the default title when none is stored.
 */
export function PageArticle({
  slug,
  defaultTitle,
  errorText,
  eyebrow,
  children,
}: {
  slug: PageSlug;
  defaultTitle: string;
  errorText: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  const pagesText = useTexts(pagesTextId, pagesTextEn);
  const { data, isPending, isError } = useQuery(pageQuery(slug));
  // On an English page, each text without its English twin shows in Indonesian: say so, and
  // mark it for screen readers (docs/decisions/043).
  const english = useLang() === 'en';
  const titleLang = english && data && !data.title_en?.trim() ? 'id' : undefined;
  const contentLang = english && data && !data.content_en?.trim() ? 'id' : undefined;
  return (
    <article className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
      <header className="mb-8 border-b border-slate-200 pb-6">
        {eyebrow ? (
          <p className="text-brand-600 text-sm font-bold tracking-widest uppercase">{eyebrow}</p>
        ) : null}
        <h1
          lang={titleLang}
          className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
        >
          {data?.title || defaultTitle}
        </h1>
      </header>
      {isPending ? (
        <p role="status" className="text-slate-500">
          {pagesText.loading}
        </p>
      ) : isError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-700"
        >
          {errorText}
        </p>
      ) : (
        <>
          {contentLang ? (
            <p className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {languageText.untranslated}
            </p>
          ) : null}
          <RichTextContent html={data.content} lang={contentLang} />
        </>
      )}
      {children}
    </article>
  );
}
