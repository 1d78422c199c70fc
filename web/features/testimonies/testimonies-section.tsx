import { useQuery } from '@tanstack/react-query';

import { testimoniesText as tId, testimoniesTextEn } from '#common/texts/testimonies';

import { ContentListSection } from '../../components/layout/home-section.tsx';
import { Island } from '../../lib/island.tsx';
import { TestimoniesCarousel } from './testimonies-carousel.tsx';
import { testimoniesQuery } from './testimonies.queries.ts';
import { useTexts } from '../../lib/lang.tsx';

export { testimoniesQuery };

/** Testimonies carousel (docs/product.md §2, §9); before data, and after a failure, 'Memuat Data....'. */
export function TestimoniesSection() {
  const t = useTexts(tId, testimoniesTextEn);
  const { data } = useQuery(testimoniesQuery());
  return (
    <ContentListSection id="testimonies" texts={t} containerClassName="mx-auto w-4/5">
      <div className="mt-10">
        {data ? (
          <Island name="testimonies" props={{ testimonies: data }}>
            <TestimoniesCarousel testimonies={data} />
          </Island>
        ) : (
          <p role="status" className="text-center text-slate-500">
            {t.loading}
          </p>
        )}
      </div>
    </ContentListSection>
  );
}
