import { Link } from 'react-router';

import { commonText } from '#common/texts/common';

import type { RouteHandle } from '../../lib/seo.ts';

export const notFoundHandle: RouteHandle = {
  notFound: true,
  seo: () => ({ title: commonText.notFoundTitle, noindex: true }),
};

/** Catch-all page (SPEC §2): answered with HTTP 404 by the server. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-16 text-center">
      <p className="text-brand-700 text-7xl font-extrabold">404</p>
      <h1 className="text-2xl font-bold text-slate-900">{commonText.notFoundTitle}</h1>
      <p className="text-slate-600">Alamat yang anda buka tidak ada atau sudah dipindahkan.</p>
      <Link
        to="/"
        className="bg-brand-700 hover:bg-brand-800 rounded-lg px-5 py-2.5 font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {commonText.backHome}
      </Link>
    </section>
  );
}
