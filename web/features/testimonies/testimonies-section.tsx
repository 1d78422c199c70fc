import { useQuery } from '@tanstack/react-query';

import { testimoniesText as t } from '#common/texts/testimonies';

import { Island } from '../../lib/island.tsx';
import { TestimoniesCarousel } from './testimonies-carousel.tsx';
import { testimoniesQuery } from './testimonies.queries.ts';

export { testimoniesQuery };

/** Testimonies carousel (SPEC §2, §9); before data, and after a failure, 'Memuat Data....'. */
export function TestimoniesSection() {
  const { data } = useQuery(testimoniesQuery());
  return (
    <section
      id="testimonies"
      aria-labelledby="testimonies-title"
      className="scroll-mt-16 bg-slate-50 py-16 sm:py-24"
    >
      <div className="mx-auto w-4/5">
        <div className="text-center">
          <h2
            id="testimonies-title"
            className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {t.sectionTitle}
          </h2>
          <p className="mt-3 text-slate-600">{t.sectionSubtitle}</p>
        </div>
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
      </div>
    </section>
  );
}
