import { Link } from 'react-router';

import { homePathOf, langOfPath } from '#common/lang';
import { commonText, commonTextEn, notFoundText } from '#common/texts/common';

import { useLang } from '../../lib/lang.tsx';
import type { RouteHandle } from '../../lib/seo.ts';

export const notFoundHandle: RouteHandle = {
  notFound: true,
  seo: ({ pathname }) => ({
    title: (langOfPath(pathname) === 'en' ? commonTextEn : commonText).notFoundTitle,
    noindex: true,
  }),
};

/** Catch-all page (docs/product.md §2): answered with HTTP 404 by the server; in English under /en/. */
export function NotFoundPage() {
  const lang = useLang();
  const text = lang === 'en' ? commonTextEn : commonText;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-16 text-center">
      <p className="text-brand-700 text-7xl font-extrabold">404</p>
      <h1 className="text-2xl font-bold text-slate-900">{text.notFoundTitle}</h1>
      <p className="text-slate-600">{notFoundText[lang]}</p>
      <Link
        to={homePathOf(lang)}
        className="bg-brand-700 hover:bg-brand-800 rounded-lg px-5 py-2.5 font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {text.backHome}
      </Link>
    </section>
  );
}
