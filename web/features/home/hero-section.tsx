import { useEffect, useState } from 'react';

import { homeText as homeTextId, homeTextEn } from '#common/texts/home';

import { SectionLink } from '../../components/layout/section-link.tsx';
import { Island } from '../../lib/island.tsx';
import { usePrefersReducedMotion } from '../../lib/use-media-query.ts';
import { HERO_IMAGE_COUNT, HERO_SIZES, heroSources, heroSrc, heroSrcSet } from './hero-images.ts';
import { useTexts } from '../../lib/lang.tsx';

const SLIDE_INTERVAL_MS = 6000;
/** The next photo is fetched this long before it is shown, never during the page load. */
const PREFETCH_AHEAD_MS = 1500;

/** Hero (docs/product.md §2, id `home`): background slider of three photos under three animated wave layers. */
export function HeroSection() {
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="bg-brand-900 relative isolate flex min-h-[560px] scroll-mt-16 items-center overflow-hidden sm:min-h-[620px] lg:min-h-[680px]"
    >
      <Island name="hero">
        <HeroContent />
      </Island>
    </section>
  );
}

/** The slider and the text: an island (docs/decisions/027). */
export function HeroContent() {
  const homeText = useTexts(homeTextId, homeTextEn);
  const [active, setActive] = useState(0);
  // Only the first photo is in the server's HTML (it is the LCP image); each other one joins the
  // page shortly before its turn, so the first load fetches one photo.
  const [slideCount, setSlideCount] = useState(1);
  const reduceMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (reduceMotion) return;
    const next = (active + 1) % HERO_IMAGE_COUNT;
    const prefetch = window.setTimeout(
      () => setSlideCount((count) => Math.max(count, next + 1)),
      SLIDE_INTERVAL_MS - PREFETCH_AHEAD_MS,
    );
    const timer = window.setTimeout(() => setActive(next), SLIDE_INTERVAL_MS);
    return () => {
      window.clearTimeout(prefetch);
      window.clearTimeout(timer);
    };
  }, [reduceMotion, active]);

  const show = (index: number) => {
    setSlideCount((count) => Math.max(count, index + 1));
    setActive(index);
  };
  const slides = Array.from({ length: slideCount }, (_, i) => i);

  return (
    <>
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        {slides.map((index) => (
          <picture key={index}>
            {heroSources(index).map((source) => (
              <source key={`${source.media}${source.type}`} {...source} />
            ))}
            <img
              src={heroSrc(index)}
              srcSet={heroSrcSet(index)}
              sizes={HERO_SIZES}
              width={1600}
              height={900}
              alt=""
              decoding="async"
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              className={`hero-slide absolute inset-0 h-full w-full object-cover ${index === active ? 'opacity-100' : 'opacity-0'}`}
            />
          </picture>
        ))}
        <div className="from-brand-900/90 via-brand-900/70 to-brand-900/30 absolute inset-0 bg-gradient-to-r" />
        <div className="bg-brand-900/40 absolute inset-0 sm:hidden" />
      </div>

      <div className="mx-auto w-full max-w-7xl px-5 pt-16 pb-36 sm:px-8 sm:pb-44">
        <div className="max-w-2xl">
          <p className="text-accent-400 mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide uppercase ring-1 ring-white/20 sm:text-sm">
            <span className="bg-accent-400 h-1.5 w-1.5 rounded-full" aria-hidden="true" />
            {homeText.heroEyebrow}
          </p>
          <h1
            id="home-title"
            className="text-4xl leading-tight font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
          >
            {homeText.heroTitle}
          </h1>
          <p className="text-brand-100 mt-5 max-w-xl text-base leading-relaxed sm:text-lg">
            {homeText.heroLead}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <SectionLink
              section="services"
              className="bg-accent-400 text-brand-900 hover:bg-accent-500 inline-flex items-center rounded-lg px-6 py-3 font-semibold shadow-lg shadow-black/20 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {homeText.heroCtaServices}
            </SectionLink>
            <SectionLink
              section="contact"
              className="inline-flex items-center rounded-lg px-6 py-3 font-semibold text-white ring-1 ring-white/60 transition ring-inset hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {homeText.heroCtaContact}
            </SectionLink>
          </div>
          <div className="mt-10 flex gap-2" role="group" aria-label="Pilih gambar latar">
            {Array.from({ length: HERO_IMAGE_COUNT }, (_, index) => (
              <button
                key={index}
                type="button"
                aria-label={homeText.heroSlideLabel(index + 1, HERO_IMAGE_COUNT)}
                aria-pressed={index === active}
                onClick={() => show(index)}
                className="group flex h-6 items-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <span
                  className={`block h-1.5 rounded-full transition-all ${index === active ? 'bg-accent-400 w-8' : 'w-4 bg-white/50 group-hover:bg-white/80'}`}
                />
              </button>
            ))}
          </div>
        </div>
      </div>

      <HeroWaves />
    </>
  );
}

// Period 450 (four periods across 1800), so shifting by half the width loops seamlessly.
const WAVE_PATH = `M0 60 ${[0, 450, 900, 1350].map((x) => `C ${x + 150} 10 ${x + 300} 110 ${x + 450} 60`).join(' ')} L 1800 120 L 0 120 Z`;

/** Three wave layers; each SVG is twice as wide as the screen and drifts by half its width. */
function HeroWaves() {
  const layers = [
    { className: 'bottom-6 h-24 text-white/20 sm:h-28', duration: '22s' },
    { className: 'bottom-2 h-20 text-white/40 sm:h-24', duration: '16s' },
    { className: '-bottom-px h-16 text-white sm:h-20', duration: '11s' },
  ];
  return (
    <div
      className="pointer-events-none absolute inset-x-0 bottom-0 h-32 overflow-hidden sm:h-36"
      aria-hidden="true"
      data-testid="hero-waves"
    >
      {layers.map((layer) => (
        <svg
          key={layer.duration}
          className={`hero-wave absolute left-0 w-[200%] ${layer.className}`}
          style={{ ['--wave-duration' as string]: layer.duration }}
          viewBox="0 0 1800 120"
          preserveAspectRatio="none"
          focusable="false"
        >
          <path d={WAVE_PATH} fill="currentColor" />
        </svg>
      ))}
    </div>
  );
}
