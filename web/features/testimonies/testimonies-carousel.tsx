import type { Testimony } from '#common/schemas/testimonies';
import { testimoniesText as tId, testimoniesTextEn } from '#common/texts/testimonies';

import { Carousel } from '../../components/ui/carousel.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { useTexts } from '../../lib/lang.tsx';

/** The generic avatar of docs/product.md §2, used when a testimony has no photo. */
function GenericAvatar() {
  return (
    <svg viewBox="0 0 96 96" className="text-brand-300 h-28 w-28" aria-hidden="true">
      <circle cx="48" cy="48" r="48" fill="currentColor" opacity="0.35" />
      <circle cx="48" cy="38" r="17" fill="currentColor" />
      <path d="M18 82c4-16 16-24 30-24s26 8 30 24" fill="currentColor" />
    </svg>
  );
}

function TestimonyCard({ testimony }: { testimony: Testimony }) {
  const t = useTexts(tId, testimoniesTextEn);
  return (
    <article className="mx-auto flex h-full w-full max-w-[250px] flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="bg-brand-50 flex h-[200px] items-center justify-center">
        {testimony.photo ? (
          <ResponsiveImage
            src={testimony.photo}
            sizes="250px"
            alt={t.avatarAlt(testimony.name)}
            width={250}
            height={200}
            className="h-[200px] w-full object-cover"
          />
        ) : (
          <GenericAvatar />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5 text-center">
        <h3 className="font-bold text-slate-900">{testimony.name}</h3>
        {testimony.organization ? (
          <p className="text-brand-700 mt-0.5 text-sm">{testimony.organization}</p>
        ) : null}
        <blockquote className="mt-3 text-sm leading-relaxed text-slate-600 italic">
          <p>&ldquo;{testimony.message}&rdquo;</p>
        </blockquote>
      </div>
    </article>
  );
}

/** The carousel of cards: an island (docs/decisions/027). */
export function TestimoniesCarousel({ testimonies }: { testimonies: Testimony[] }) {
  const t = useTexts(tId, testimoniesTextEn);
  return (
    <Carousel
      label={t.carouselLabel}
      previousLabel={t.previous}
      nextLabel={t.next}
      goToLabel={t.goToSlide}
      slides={testimonies.map((testimony) => (
        <TestimonyCard key={testimony.id} testimony={testimony} />
      ))}
    />
  );
}
