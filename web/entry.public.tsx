import './styles/public.css';

import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { NavbarContent } from './components/layout/public-navbar.tsx';
import { enhanceSectionLinks } from './components/layout/use-section-nav.ts';
import { DATA_ELEMENT_ID } from './document.ts';
import type { HydrationPayload } from './entry.server.tsx';
import { DeferredContactForm } from './features/contact-messages/deferred-contact-form.tsx';
import { FaqAccordion } from './features/faqs/faq-accordion.tsx';
import { GalleryGrid } from './features/gallery/gallery-grid.tsx';
import { HeroContent } from './features/home/hero-section.tsx';
import { MapFacade } from './features/home/map-facade.tsx';
import { TestimoniesCarousel } from './features/testimonies/testimonies-carousel.tsx';
import { islandProps } from './lib/island.tsx';
import { PublicConfigProvider } from './lib/public-config.tsx';

/**
 * The script of the public pages (docs/decisions/027-public-islands.md). The server sends the
 * whole page as HTML; this hydrates only the interactive parts marked with <Island>, with Preact
 * in place of React (vite.public.config.ts), and wires the section links. No router, no query
 * cache: a link to another page loads that page.
 */

// Every island by the name its <Island> gives; each gets the props the server rendered it with.
const ISLANDS: Record<string, ComponentType<never>> = {
  navbar: NavbarContent,
  hero: HeroContent,
  testimonies: TestimoniesCarousel,
  faq: FaqAccordion,
  map: MapFacade,
  gallery: GalleryGrid,
  'contact-form': DeferredContactForm,
};

const payload = JSON.parse(
  document.getElementById(DATA_ELEMENT_ID)?.textContent || '{}',
) as Partial<HydrationPayload>;

enhanceSectionLinks();

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const Component = ISLANDS[element.dataset.island ?? ''] as ComponentType<object> | undefined;
  if (!Component) continue;
  const island = <Component {...islandProps(element)} />;
  hydrateRoot(
    element,
    payload.config ? (
      <PublicConfigProvider value={payload.config}>{island}</PublicConfigProvider>
    ) : (
      island
    ),
  );
}
