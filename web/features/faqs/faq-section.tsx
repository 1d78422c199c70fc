import { useQuery } from '@tanstack/react-query';

import { faqsText as t } from '#common/texts/faqs';

import { ContentListSection } from '../../components/layout/home-section.tsx';
import { Island } from '../../lib/island.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import { faqsQuery } from './faqs.queries.ts';

export { faqsQuery };

/** FAQ section (SPEC §2); a failed fetch is only logged and shows an empty box (SPEC §8). */
export function FaqSection() {
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
