import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

import {
  useIsHydrated,
  useMediaQuery,
  usePrefersReducedMotion,
} from '../../lib/use-media-query.ts';
import { OutlineIcon } from './outline-icon.tsx';

/**
 * The one carousel (docs/conventions.md §1), on CSS scroll-snap instead of a library (docs/decisions/027). Slides per
 * view follow docs/product.md §9: 4 above 1024 px scrolling 4, 2 up to 1024 px scrolling 1, 1 up to 768 px;
 * dots, arrows, endless loop (the last step goes back to the first), 1000 ms transitions and
 * 5000 ms autoplay that pauses while the pointer or focus is inside. Widths come from CSS, so the
 * server's HTML already shows the right number of slides, and without JavaScript the row still
 * scrolls by swipe or scrollbar.
 */

const AUTOPLAY_DELAY_MS = 5000;
const TRANSITION_MS = 1000;

interface CarouselProps {
  label: string;
  slides: ReactNode[];
  previousLabel: string;
  nextLabel: string;
  goToLabel: (n: number) => string;
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scroll offsets the carousel stops at: every `step`-th slide, clamped to the end. */
function snapPoints(viewport: HTMLElement, step: number) {
  const max = viewport.scrollWidth - viewport.clientWidth;
  const slides = Array.from(viewport.querySelectorAll<HTMLElement>('[data-carousel-slide]'));
  const points: number[] = [];
  for (let index = 0; index < slides.length; index += step) {
    const point = Math.min(slides[index].offsetLeft, max);
    if (!points.some((existing) => Math.abs(existing - point) < 2)) points.push(point);
  }
  return points;
}

export function Carousel({ label, slides, previousLabel, nextLabel, goToLabel }: CarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const isHydrated = useIsHydrated();
  const isNarrow = useMediaQuery('(max-width: 1024px)');
  const reduceMotion = usePrefersReducedMotion();
  const step = isNarrow ? 1 : 4;
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const animation = useRef(0);

  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const points = snapPoints(viewport, step);
    setSnaps(points);
    const nearest = points.reduce(
      (best, point, index) =>
        Math.abs(point - viewport.scrollLeft) < Math.abs(points[best] - viewport.scrollLeft)
          ? index
          : best,
      0,
    );
    setSelected(nearest);
  }, [step]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    // A swipe ends on a snap point: follow it (not while our own animation runs).
    let timer = 0;
    const onScroll = () => {
      if (animation.current) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, 100);
    };
    viewport.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      viewport.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
    };
  }, [measure, slides.length]);

  const scrollTo = useCallback(
    (index: number) => {
      const viewport = viewportRef.current;
      if (!viewport || snaps.length === 0) return;
      const target = (index + snaps.length) % snaps.length;
      setSelected(target);
      const from = viewport.scrollLeft;
      const to = snaps[target];
      window.cancelAnimationFrame(animation.current);
      if (reduceMotion) {
        viewport.scrollLeft = to;
        return;
      }
      // Snapping would pull every frame back to a snap point: off while the slide moves.
      viewport.style.scrollSnapType = 'none';
      const start = performance.now();
      const frame = (now: number) => {
        const progress = Math.min(1, (now - start) / TRANSITION_MS);
        viewport.scrollLeft = from + (to - from) * easeInOut(progress);
        if (progress < 1) {
          animation.current = window.requestAnimationFrame(frame);
          return;
        }
        animation.current = 0;
        viewport.style.scrollSnapType = '';
      };
      animation.current = window.requestAnimationFrame(frame);
    },
    [snaps, reduceMotion],
  );

  useEffect(() => {
    if (!isHydrated || isPaused || reduceMotion || snaps.length < 2) return;
    const timer = window.setTimeout(() => scrollTo(selected + 1), AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isHydrated, isPaused, reduceMotion, snaps.length, selected, scrollTo]);

  useEffect(() => () => window.cancelAnimationFrame(animation.current), []);

  const arrowClass =
    'absolute top-1/2 z-10 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white text-brand-800 shadow-md ring-1 ring-slate-200 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:flex';

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onPointerEnter={() => setIsPaused(true)}
      onPointerLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsPaused(false);
      }}
    >
      {/* Focusable: slides without links still scroll by keyboard (axe scrollable-region-focusable). */}
      <div
        ref={viewportRef}
        tabIndex={0}
        className={`focus-visible:outline-brand-700 relative -mx-2 flex snap-x snap-mandatory overflow-x-auto focus-visible:outline-2 ${isHydrated ? '[scrollbar-width:none] [&::-webkit-scrollbar]:hidden' : ''}`}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${slides.length}`}
            data-carousel-slide=""
            className="min-w-0 shrink-0 grow-0 basis-1/4 snap-start px-2 [@media(max-width:1024px)]:basis-1/2 [@media(max-width:768px)]:basis-full"
          >
            {slide}
          </div>
        ))}
      </div>
      {isHydrated && snaps.length > 1 ? (
        <>
          <button
            type="button"
            aria-label={previousLabel}
            onClick={() => scrollTo(selected - 1)}
            className={`${arrowClass} -left-5`}
          >
            <OutlineIcon className="h-5 w-5" strokeWidth={2.5}>
              <path d="M15 18l-6-6 6-6" />
            </OutlineIcon>
          </button>
          <button
            type="button"
            aria-label={nextLabel}
            onClick={() => scrollTo(selected + 1)}
            className={`${arrowClass} -right-5`}
          >
            <OutlineIcon className="h-5 w-5" strokeWidth={2.5}>
              <path d="M9 18l6-6-6-6" />
            </OutlineIcon>
          </button>
        </>
      ) : null}
      {/* The row's height is kept before the dots exist, so nothing below moves. */}
      <div className="mt-6 flex min-h-6 flex-wrap justify-center gap-1">
        {snaps.length > 1
          ? snaps.map((_, index) => (
              <button
                key={index}
                type="button"
                aria-label={goToLabel(index + 1)}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => scrollTo(index)}
                className="group focus-visible:outline-brand-700 flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full px-1 focus-visible:outline-2"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${index === selected ? 'bg-brand-700 w-6' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'}`}
                />
              </button>
            ))
          : null}
      </div>
    </div>
  );
}
