import { type ReactNode, Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';

import type { UseEmblaCarouselType } from 'embla-carousel-react';

/**
 * The one wrapper around Embla (STYLE §1). Slides per view follow SPEC §9: 4 above 1024 px
 * scrolling 4, 2 up to 1024 px scrolling 1, 1 up to 768 px; dots, arrows, endless loop, about
 * 1000 ms transitions and 5000 ms autoplay that pauses while the pointer or focus is inside.
 * Widths come from CSS, so the server's HTML already shows the right number of slides; Embla
 * itself (carousel-engine.tsx) is a separate chunk started when the carousel nears the viewport,
 * so it costs nothing at page load. A click on an arrow or dot before that is kept and replayed.
 */

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

const CarouselEngine = lazy(() => import('./carousel-engine.tsx'));
/** Start Embla this far before the carousel scrolls into view. */
const START_MARGIN = '300px';

interface CarouselProps {
  label: string;
  slides: ReactNode[];
  previousLabel: string;
  nextLabel: string;
  goToLabel: (n: number) => string;
}

export function Carousel({ label, slides, previousLabel, nextLabel, goToLabel }: CarouselProps) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [isStarted, setIsStarted] = useState(false);
  const [embla, setEmbla] = useState<CarouselApi>();
  const pending = useRef<((api: CarouselApi) => void) | null>(null);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!viewport || isStarted) return;
    if (typeof IntersectionObserver === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- no observer: start at once
      setIsStarted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setIsStarted(true),
      { rootMargin: START_MARGIN },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, isStarted]);

  const onUpdate = useCallback((api: CarouselApi) => {
    setSnaps(api.scrollSnapList());
    setSelected(api.selectedScrollSnap());
  }, []);

  useEffect(() => {
    if (!embla) return;
    // Embla is an external system: read its first state once it exists, then follow its events.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    onUpdate(embla);
    pending.current?.(embla);
    pending.current = null;
    const listener = () => onUpdate(embla);
    embla.on('select', listener).on('reInit', listener);
    return () => {
      embla.off('select', listener).off('reInit', listener);
    };
  }, [embla, onUpdate]);

  /** Runs now when Embla is ready, else once it is (starting it if the observer has not yet). */
  const withEmbla = (action: (api: CarouselApi) => void) => {
    if (embla) return action(embla);
    pending.current = action;
    setIsStarted(true);
  };

  const arrowClass =
    'absolute top-1/2 z-10 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white text-brand-800 shadow-md ring-1 ring-slate-200 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:flex';

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={setViewport} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
              data-carousel-slide=""
              className="min-w-0 shrink-0 grow-0 basis-1/4 pl-4 [@media(max-width:1024px)]:basis-1/2 [@media(max-width:768px)]:basis-full"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        aria-label={previousLabel}
        onClick={() => withEmbla((api) => api.scrollPrev())}
        className={`${arrowClass} -left-5`}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
        >
          <path d="M15 18l-6-6 6-6" />
        </svg>
      </button>
      <button
        type="button"
        aria-label={nextLabel}
        onClick={() => withEmbla((api) => api.scrollNext())}
        className={`${arrowClass} -right-5`}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
        >
          <path d="M9 18l6-6-6-6" />
        </svg>
      </button>
      {snaps.length > 1 ? (
        <div className="mt-6 flex flex-wrap justify-center gap-1">
          {snaps.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-label={goToLabel(index + 1)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => withEmbla((api) => api.scrollTo(index))}
              className="group focus-visible:outline-brand-700 flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${index === selected ? 'bg-brand-700 w-6' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'}`}
              />
            </button>
          ))}
        </div>
      ) : null}
      {isStarted && viewport ? (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} onApi={setEmbla} />
        </Suspense>
      ) : null}
    </div>
  );
}
