import { useQuery } from '@tanstack/react-query';

import { faqsText as t } from '#common/texts/faqs';

import { Island } from '../../lib/island.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import { faqsQuery } from './faqs.queries.ts';

export { faqsQuery };

/** FAQ section (SPEC §2); a failed fetch is only logged and shows an empty box (SPEC §8). */
export function FaqSection() {
  const { data } = useQuery(faqsQuery());
  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="scroll-mt-16 bg-slate-50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <div className="text-center">
          <h2
            id="faq-title"
            className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {t.sectionTitle}
          </h2>
          <p className="mt-3 text-slate-600">{t.sectionSubtitle}</p>
        </div>
        <div className="mt-10">
          <Island name="faq" props={{ faqs: data ?? [] }}>
            <FaqAccordion faqs={data ?? []} />
          </Island>
        </div>
      </div>
    </section>
  );
}
