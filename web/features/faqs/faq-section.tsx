import { useQuery } from '@tanstack/react-query';

import { faqsText as tId, faqsTextEn } from '#common/texts/faqs';

import { ContentListSection } from '../../components/layout/home-section.tsx';
import { Island } from '../../lib/island.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import { faqsQuery } from './faqs.queries.ts';
import { useTexts } from '../../lib/lang.tsx';

export { faqsQuery };

/** FAQ section (docs/product.md §2); a failed fetch is only logged and shows an empty box (docs/product.md §8). */
export function FaqSection() {
  const t = useTexts(tId, faqsTextEn);
  const { data } = useQuery(faqsQuery());
  return (
    <ContentListSection id="faq" texts={t}>
      <div className="mt-10">
        <Island name="faq" props={{ faqs: data ?? [] }}>
          <FaqAccordion faqs={data ?? []} />
        </Island>
      </div>
    </ContentListSection>
  );
}
