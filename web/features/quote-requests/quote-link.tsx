import { quoteRequestsText, quoteRequestsTextEn } from '#common/texts/quote-requests';

import { useLang } from '../../lib/lang.tsx';

/** 'Minta Penawaran': the way from the home page and each service page to the estimator. */
export function QuoteLink() {
  const english = useLang() === 'en';
  const t = english ? quoteRequestsTextEn : quoteRequestsText;
  return (
    <div className="mx-auto my-8 flex max-w-6xl justify-center px-4">
      <a
        href={english ? '/en/request-a-quote' : '/minta-penawaran'}
        className="bg-brand-700 hover:bg-brand-800 inline-flex min-h-11 items-center rounded-lg px-6 py-3 font-semibold text-white shadow"
      >
        {t.linkLabel}
      </a>
    </div>
  );
}
