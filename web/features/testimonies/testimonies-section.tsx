import { useQuery } from '@tanstack/react-query';

import { testimoniesText as t } from '#common/texts/testimonies';

import { ContentListSection } from '../../components/layout/home-section.tsx';
import { Island } from '../../lib/island.tsx';
import { TestimoniesCarousel } from './testimonies-carousel.tsx';
import { testimoniesQuery } from './testimonies.queries.ts';

export { testimoniesQuery };

/** Testimonies carousel (SPEC §2, §9); before data, and after a failure, 'Memuat Data....'. */
export function TestimoniesSection() {
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
