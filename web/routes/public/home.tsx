import { type QueryClient, useQuery } from '@tanstack/react-query';

import { DEFAULT_SITE_SETTINGS } from '#common/site-settings';
import { homePathOf, type Lang } from '#common/lang';
import { homeText, homeTextEn } from '#common/texts/home';

import { cardsQuery } from '../../features/cards/cards.queries.ts';
import { ServiceCardsSection } from '../../features/cards/service-cards-section.tsx';
import { QuoteLink } from '../../features/quote-requests/quote-link.tsx';
import { AboutSection } from '../../features/home/about-section.tsx';
import { ContactSection } from '../../features/home/contact-section.tsx';
import { DeferredContactForm } from '../../features/contact-messages/deferred-contact-form.tsx';
import { heroPreloads } from '../../features/home/hero-images.ts';
import { HeroSection } from '../../features/home/hero-section.tsx';
import { pageQuery } from '../../features/pages/pages.queries.ts';
import { VisionMissionBanner } from '../../features/home/vision-mission-banner.tsx';
import { siteSettingsQuery } from '../../features/site-settings/site-settings.queries.ts';
import { FaqSection, faqsQuery } from '../../features/faqs/faq-section.tsx';
import { TenantListSection, tenantsQuery } from '../../features/tenants/tenant-list-section.tsx';
import {
  TestimoniesSection,
  testimoniesQuery,
} from '../../features/testimonies/testimonies-section.tsx';
import { organizationJsonLd } from '../../features/site-settings/organization-json-ld.ts';
import { LatestVacanciesSection } from '../../features/vacancies/latest-vacancies-section.tsx';
import { openVacanciesQuery } from '../../features/vacancies/vacancies.queries.ts';
import { Island } from '../../lib/island.tsx';
import { useLang } from '../../lib/lang.tsx';
import type { RouteHandle } from '../../lib/seo.ts';

/**
 * Home page (docs/product.md §2): the eight sections in the product's order. Each feature owns its section; this
 * route only puts them together and prefetches every section's data so the server's HTML has it.
 */
export function homeLoader(queryClient: QueryClient) {
  return async () => {
    await Promise.all([
      queryClient.prefetchQuery(siteSettingsQuery()),
      queryClient.prefetchQuery(pageQuery('tentang-kami')),
      queryClient.prefetchQuery(cardsQuery()),
      queryClient.prefetchQuery(testimoniesQuery()),
      queryClient.prefetchQuery(tenantsQuery()),
      queryClient.prefetchQuery(faqsQuery()),
      queryClient.prefetchQuery(openVacanciesQuery()),
    ]);
    return null;
  };
}

/** The home page's head tags in `lang` (`/` or `/en`, docs/decisions/043). */
export const homeHandleFor = (lang: Lang): RouteHandle => ({
  seo: ({ queryClient, origin }) => {
    const settings = queryClient.getQueryData(siteSettingsQuery().queryKey);
    return {
      title: settings?.shortName ?? 'Sigap',
      description: (lang === 'en' ? homeTextEn : homeText).metaDescription,
      canonicalPath: homePathOf(lang),
      image: '/images/hero/hero-1-1600.webp',
      jsonLd: settings ? organizationJsonLd(settings, origin, homePathOf(lang)) : undefined,
      imagePreloads: heroPreloads(),
    };
  },
});

export const homeHandle = homeHandleFor('id');

export function HomePage() {
  const { data: settings = DEFAULT_SITE_SETTINGS } = useQuery(siteSettingsQuery());
  const { data: about } = useQuery(pageQuery('tentang-kami'));
  return (
    <>
      <HeroSection />
      <AboutSection summary={about?.summary} />
      <ServiceCardsSection />
      <QuoteLink />
      {/* The vacancies stay Indonesian: the English home page leaves them out. */}
      {useLang() === 'en' ? null : <LatestVacanciesSection />}
      <VisionMissionBanner />
      <TestimoniesSection />
      <TenantListSection />
      <ContactSection settings={settings}>
        <Island name="contact-form">
          <DeferredContactForm />
        </Island>
      </ContactSection>
      <FaqSection />
    </>
  );
}
