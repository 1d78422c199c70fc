import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import type { Faq } from '#common/schemas/faqs';
import { faqsText as t } from '#common/texts/faqs';

import { faqsQuery } from './faqs.queries.ts';

/** One item open at a time; clicking the open item closes it (SPEC §2). */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="h-[500px] overflow-y-auto rounded-2xl bg-white p-2 ring-1 ring-slate-200 sm:p-3">
      <ul className="divide-y divide-slate-100">
        {faqs.map((faq) => {
          const isOpen = faq.id === openId;
          const panelId = `${baseId}-panel-${faq.id}`;
          const buttonId = `${baseId}-button-${faq.id}`;
          return (
            <li key={faq.id}>
              <h3>
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setOpenId(isOpen ? null : faq.id)}
                  className="focus-visible:outline-brand-700 flex w-full items-center justify-between gap-4 rounded-lg px-4 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2"
                >
                  <span>{faq.question}</span>
                  <svg
                    viewBox="0 0 24 24"
                    className={`text-brand-700 h-5 w-5 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    aria-hidden="true"
                  >
                    <path d="M6 9l6 6 6-6" />
                  </svg>
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!isOpen}
                className="px-4 pb-4 leading-relaxed whitespace-pre-line text-slate-600"
              >
                {faq.answer}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

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
          <FaqAccordion faqs={data ?? []} />
        </div>
      </div>
    </section>
  );
}

export { faqsQuery };
