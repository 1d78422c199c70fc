import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';

import { SERVICES } from '#common/rules';
import { SERVICE_NAMES } from '#common/texts/cards';
import { pagesText } from '#common/texts/pages';

import { ServiceGallery } from '../../features/gallery/service-gallery.tsx';
import { galleryQuery } from '../../features/gallery/gallery.queries.ts';
import { QuoteLink } from '../../features/quote-requests/quote-link.tsx';
import { contentPageRoute } from './content-page-route.tsx';

/**
 * /layanan/keamanan, /layanan/kebersihan, /layanan/parkir (docs/product.md §2): title and HTML content, then
 * the service's photo gallery. One route per service, so any other /layanan/... falls through to
 * the catch-all 404 page (answered with HTTP 404).
 */
export function layananRoutes(queryClient: QueryClient): RouteObject[] {
  return SERVICES.map((service) =>
    contentPageRoute(queryClient, {
      path: `layanan/${service}`,
      slug: `layanan-${service}`,
      defaultTitle: `Layanan ${SERVICE_NAMES[service]}`,
      errorText: pagesText.serviceLoadFailed,
      eyebrow: 'Layanan',
      children: (
        <>
          <QuoteLink />
          <ServiceGallery service={service} serviceName={SERVICE_NAMES[service]} />
        </>
      ),
      prefetchMore: (client) => client.prefetchQuery(galleryQuery(service)),
    }),
  );
}
