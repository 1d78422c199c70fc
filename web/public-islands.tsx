import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { LanguageNotice } from './components/layout/language-notice.tsx';
import { NavbarContent } from './components/layout/public-navbar.tsx';
import { enhanceSectionLinks } from './components/layout/use-section-nav.ts';
import { readToken } from './lib/auth-storage.ts';
import { sendCareerClicksWithoutAccountToLogin } from './components/career/career-shortcut.ts';
import { DATA_ELEMENT_ID, prefetchAfterLoad } from './lib/page-data.ts';
import type { HydrationPayload } from './entry.server.tsx';
import { islandProps } from './lib/island.tsx';
import { LangProvider } from './lib/lang.tsx';
import { PublicConfigProvider } from './lib/public-config.tsx';

/**
 * The islands of the public pages (docs/decisions/027-public-islands.md), loaded by
 * entry.public.tsx once the page has painted. The server sends the whole page as HTML; this
 * hydrates only the interactive parts marked with <Island>, with Preact in place of React
 * (vite.public.config.ts), and wires the section links. No router, no query cache: a link to
 * another page loads that page.
 */

type Island = ComponentType<never>;

/**
 * Every island by the name its <Island> gives; each gets the props the server rendered it with.
 * The menu and the language notice are on every page and come with this module; every other
 * island is its own chunk, fetched only by a page that shows it (docs/decisions/049): the
 * vacancy self-check's texts and the FAQ's or the gallery's code never reach a page without them.
 */
const EVERY_PAGE: Record<string, Island> = {
  navbar: NavbarContent,
  'language-notice': LanguageNotice,
};
const ON_SOME_PAGES: Record<string, () => Promise<Island>> = {
  hero: () => import('./features/home/hero-section.tsx').then((m) => m.HeroContent),
  testimonies: () =>
    import('./features/testimonies/testimonies-carousel.tsx').then((m) => m.TestimoniesCarousel),
  faq: () => import('./features/faqs/faq-accordion.tsx').then((m) => m.FaqAccordion),
  map: () => import('./features/home/map-facade.tsx').then((m) => m.MapFacade),
  gallery: () => import('./features/gallery/gallery-grid.tsx').then((m) => m.GalleryGrid),
  'contact-form': () =>
    import('./features/contact-messages/deferred-contact-form.tsx').then(
      (m) => m.DeferredContactForm,
    ),
  'eligibility-check': () =>
    import('./features/vacancies/eligibility-check.tsx').then((m) => m.EligibilityCheck),
  'quote-estimator': () =>
    import('./features/quote-requests/quote-estimator.tsx').then((m) => m.QuoteEstimator),
};
/** The islands' code once fetched, by name: hydration itself stays synchronous. */
const ISLANDS: Record<string, Island> = { ...EVERY_PAGE };

/**
 * Fetches, all at once, the code of the islands this page shows (a page shows few, and needs
 * each of them). Called before startIslands, so that a deferred island woken by a press hydrates
 * at once and the press reaches its button. An island whose code cannot be fetched stays the
 * server's HTML.
 */
export async function loadShownIslands() {
  const names = new Set(
    [...document.querySelectorAll<HTMLElement>('[data-island]')].map(
      (element) => element.dataset.island ?? '',
    ),
  );
  await Promise.all(
    [...names]
      .filter((name) => !ISLANDS[name] && ON_SOME_PAGES[name])
      .map((name) =>
        ON_SOME_PAGES[name]().then(
          (component) => (ISLANDS[name] = component),
          () => undefined,
        ),
      ),
  );
}

const payload = JSON.parse(
  document.getElementById(DATA_ELEMENT_ID)?.textContent || '{}',
) as Partial<HydrationPayload>;

/** Islands in the first screen hydrate at once; the rest when they near the viewport or the browser is idle. */
const EAGER_ISLANDS = new Set(['navbar', 'hero', 'language-notice']);
const NEAR_VIEWPORT = '600px 0px';
const IDLE_TIMEOUT_MS = 3000;

function hydrateIsland(element: HTMLElement) {
  if (element.dataset.hydrated) return;
  element.dataset.hydrated = 'true';
  const Component = ISLANDS[element.dataset.island ?? ''] as ComponentType<object> | undefined;
  if (!Component) return;
  // The page's language, as the server rendered it (docs/decisions/043).
  const island = (
    <LangProvider value={payload.lang ?? 'id'}>
      <Component {...islandProps(element)} />
    </LangProvider>
  );
  hydrateRoot(
    element,
    payload.config ? (
      <PublicConfigProvider value={payload.config}>{island}</PublicConfigProvider>
    ) : (
      island
    ),
  );
}

/**
 * A deferred island used before it woke up must not lose that use (docs/decisions/029). A press on one of
 * its buttons hydrates it first, while the click is on its way, so the click reaches the hydrated
 * button. A `<summary>` (the FAQ) is left to the browser, which opens its `<details>`; the island
 * wakes just after and starts from what the page shows. Keyboard focus wakes it too (so Enter
 * reaches the final control), but not the focus a mouse press gives: hydrating then would replace
 * the element under the pointer before its click.
 */
function wakeOnFirstUse(element: HTMLElement) {
  let isPointerPress = false;
  element.addEventListener('pointerdown', () => (isPointerPress = true), true);
  element.addEventListener('focusin', () => {
    if (!isPointerPress) hydrateIsland(element);
  });
  element.addEventListener(
    'click',
    (event) => {
      isPointerPress = false;
      if (element.dataset.hydrated) return;
      if ((event.target as Element | null)?.closest?.('summary'))
        setTimeout(() => hydrateIsland(element), 0);
      else hydrateIsland(element);
    },
    true,
  );
}

/**
 * Called by entry.public.tsx once the page has painted: wires the section links and hydrates the
 * islands. `pendingClick` is a button inside an island that the visitor pressed before this code
 * arrived; it is pressed again once its island works.
 */
export function startIslands(pendingClick?: HTMLElement | null) {
  enhanceSectionLinks();
  sendCareerClicksWithoutAccountToLogin(document);
  // A vacancy's page names the login screen's script (web/entry.server.tsx): fetched now for a
  // visitor without an account, whom 'Lamar Sekarang' takes there.
  if (!readToken('applicant')) prefetchAfterLoad();
  const later: HTMLElement[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (EAGER_ISLANDS.has(element.dataset.island ?? '')) hydrateIsland(element);
    else later.push(element);
  }
  // A button pressed before the islands arrived: hydrate its island now and press it again.
  const pendingIsland = pendingClick?.closest<HTMLElement>('[data-island]');
  if (pendingClick && pendingIsland) {
    hydrateIsland(pendingIsland);
    pendingClick.click();
  }

  // Each deferred island is its own short task, so none blocks the main thread for long (TBT).
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              // The observed element is the island's first child (see below).
              const island = entry.target.closest<HTMLElement>('[data-island]');
              if (island) hydrateIsland(island);
            }
          },
          { rootMargin: NEAR_VIEWPORT },
        );
  // `display: contents` boxes are never intersecting: watch each island's first element.
  for (const element of later) {
    const target = element.firstElementChild;
    if (observer && target) observer.observe(target);
    wakeOnFirstUse(element);
  }
  const whenIdle = (callback: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
      : globalThis.setTimeout(callback, 200);
  const hydrateNextWhenIdle = () => {
    const next = later.find((element) => !element.dataset.hydrated);
    if (!next) return;
    whenIdle(() => {
      hydrateIsland(next);
      hydrateNextWhenIdle();
    });
  };
  if (document.readyState === 'complete') hydrateNextWhenIdle();
  else window.addEventListener('load', hydrateNextWhenIdle, { once: true });
}
