import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';

/**
 * The one wrapper around Embla (STYLE §1). Slides per view follow SPEC §9: 4 above 1024 px
 * scrolling 4, 2 up to 1024 px scrolling 1, 1 up to 768 px; dots, arrows, endless loop, about
 * 1000 ms transitions and 5000 ms autoplay that pauses while the pointer or focus is inside.
 * Widths come from CSS, so the server's HTML already shows the right number of slides.
 */

const BREAKPOINTS = {
  '(max-width: 1024px)': { slidesToScroll: 1 },
  '(max-width: 768px)': { slidesToScroll: 1 },
};
/** Embla's duration is an abstract speed, not milliseconds; 50 takes about one second. */
const TRANSITION_DURATION = 50;
const AUTOPLAY_DELAY_MS = 5000;

interface CarouselProps {
  label: string;
  slides: ReactNode[];
  previousLabel: string;
  nextLabel: string;
  goToLabel: (n: number) => string;
}

export function Carousel({ label, slides, previousLabel, nextLabel, goToLabel }: CarouselProps) {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
      // Visitors who asked for less motion get a still carousel they move themselves.
      playOnInit: typeof window === 'undefined' || !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start', slidesToScroll: 4, duration: TRANSITION_DURATION, breakpoints: BREAKPOINTS }, [autoplay]);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);

  const onUpdate = useCallback(() => {
    if (!embla) return;
    setSnaps(embla.scrollSnapList());
    setSelected(embla.selectedScrollSnap());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    // Embla is an external system: read its first state once it exists, then follow its events.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    onUpdate();
    embla.on('select', onUpdate).on('reInit', onUpdate);
    return () => {
      embla.off('select', onUpdate).off('reInit', onUpdate);
    };
  }, [embla, onUpdate]);

  const arrowClass =
    'absolute top-1/2 z-10 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white text-brand-800 shadow-md ring-1 ring-slate-200 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:flex';

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <li
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
              data-carousel-slide=""
              className="min-w-0 shrink-0 grow-0 basis-1/4 pl-4 [@media(max-width:1024px)]:basis-1/2 [@media(max-width:768px)]:basis-full"
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      <button type="button" aria-label={previousLabel} onClick={() => embla?.scrollPrev()} className={`${arrowClass} -left-5`}>
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true"><path d="M15 18l-6-6 6-6" /></svg>
      </button>
      <button type="button" aria-label={nextLabel} onClick={() => embla?.scrollNext()} className={`${arrowClass} -right-5`}>
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true"><path d="M9 18l6-6-6-6" /></svg>
      </button>
      {snaps.length > 1 ? (
        <div className="mt-6 flex flex-wrap justify-center gap-1">
          {snaps.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-label={goToLabel(index + 1)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index)}
              className="group flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span className={`block h-2.5 rounded-full transition-all ${index === selected ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'}`} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
