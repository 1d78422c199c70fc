import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { type RouteObject, useLoaderData } from 'react-router';

import { type Lang, localPath } from '#common/lang';
import { quoteRequestsText, quoteRequestsTextEn } from '#common/texts/quote-requests';

import {
  draftFromQuery,
  emptyPost,
  type EstimatorDraft,
} from '../../features/quote-requests/estimator-input.ts';
import { QuoteEstimator } from '../../features/quote-requests/quote-estimator.tsx';
import { tariffQuery } from '../../features/quote-requests/tariff.queries.ts';
import { Island } from '../../lib/island.tsx';
import type { RouteHandle } from '../../lib/seo.ts';

const PAIR_PATH = '/minta-penawaran';
const calculatePathOf = (lang: Lang) =>
  lang === 'en' ? '/en/request-a-quote/calculate' : '/minta-penawaran/hitung';

function EstimatorPage({ lang }: { lang: Lang }) {
  const t = lang === 'en' ? quoteRequestsTextEn : quoteRequestsText;
  const query = useLoaderData() as string;
  const { data: tariff } = useQuery(tariffQuery());
  if (!tariff) return null;
  const fallback: EstimatorDraft = {
    layanan: 'keamanan',
    kota: tariff.kota[0]?.kota ?? '',
    pos: [{ ...emptyPost(t.postNameDefault(1)), jam_per_hari: '24', hari_per_minggu: '7' }],
  };
  const draft = draftFromQuery(new URLSearchParams(query), fallback, t.postNameDefault);
  const props = { tariff, draft, calculatePath: calculatePathOf(lang) };
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t.pageTitle}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t.pageIntro}</p>
      <div className="mt-6">
        <Island name="quote-estimator" props={props}>
          <QuoteEstimator {...props} />
        </Island>
      </div>
    </main>
  );
}

/**
 * `/minta-penawaran` and `/en/request-a-quote` (docs/decisions/054): the estimator and the quote
 * request, server-rendered and kept in the page cache; `…/hitung` (`…/calculate`) is where the
 * form goes without JavaScript: the same page with the posted posts' estimate, rendered per
 * request and never indexed.
 */
export function mintaPenawaranRoutes(queryClient: QueryClient, lang: Lang): RouteObject[] {
  const t = lang === 'en' ? quoteRequestsTextEn : quoteRequestsText;
  const base = lang === 'en' ? 'request-a-quote' : 'minta-penawaran';
  const handle = (isCalculated: boolean): RouteHandle => ({
    seo: () => ({
      title: t.pageTitle,
      description: t.pageIntro,
      canonicalPath: localPath(lang, PAIR_PATH),
      noindex: isCalculated || undefined,
    }),
  });
  const loader = async ({ request }: { request: Request }) => {
    const prefetch = queryClient.prefetchQuery(tariffQuery());
    if (import.meta.env.SSR) await prefetch;
    return new URL(request.url).search;
  };
  const element = <EstimatorPage lang={lang} />;
  return [
    { path: base, element, loader, handle: handle(false) },
    {
      path: `${base}/${lang === 'en' ? 'calculate' : 'hitung'}`,
      element,
      loader,
      handle: handle(true),
    },
  ];
}
