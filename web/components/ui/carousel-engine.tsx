import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useLayoutEffect, useState } from 'react';

import type { CarouselApi } from './carousel.tsx';

/**
 * Embla and its autoplay, loaded as a separate chunk once the carousel nears the viewport
 * (carousel.tsx): the server's HTML already shows the slides, so nothing here is needed to paint
 * the page, and hydration stays light. Renders nothing; it drives the viewport it is given.
 */

const BREAKPOINTS = {
  '(max-width: 1024px)': { slidesToScroll: 1 },
  '(max-width: 768px)': { slidesToScroll: 1 },
};
/** Embla's duration is an abstract speed, not milliseconds; 50 takes about one second. */
const TRANSITION_DURATION = 50;
const AUTOPLAY_DELAY_MS = 5000;

interface CarouselEngineProps {
  viewport: HTMLElement;
  onApi: (api: CarouselApi | undefined) => void;
}

export default function CarouselEngine({ viewport, onApi }: CarouselEngineProps) {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
      // Visitors who asked for less motion get a still carousel they move themselves.
      playOnInit: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel(
    {
      loop: true,
      align: 'start',
      slidesToScroll: 4,
      duration: TRANSITION_DURATION,
      breakpoints: BREAKPOINTS,
    },
    [autoplay],
  );
  useLayoutEffect(() => {
    viewportRef(viewport);
    return () => viewportRef(null);
  }, [viewport, viewportRef]);
  useEffect(() => {
    onApi(embla);
    return () => onApi(undefined);
  }, [embla, onApi]);
  return null;
}
