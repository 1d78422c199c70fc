import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';

import { SERVICES, type Service } from '#common/rules';
import { SERVICE_NAMES_EN } from '#common/texts/cards';
import { homeTextEn } from '#common/texts/home';
import { pagesTextEn } from '#common/texts/pages';
import { privacyTextEn } from '#common/texts/privacy';

import { ServiceGallery } from '../../features/gallery/service-gallery.tsx';
import { galleryQuery } from '../../features/gallery/gallery.queries.ts';
import { contentPageRoute } from './content-page-route.tsx';
import { HomePage, homeHandleFor, homeLoader } from './home.tsx';
import { NotFoundPage, notFoundHandle } from './not-found.tsx';
import { mintaPenawaranRoutes } from './minta-penawaran.tsx';
import { QuoteLink } from '../../features/quote-requests/quote-link.tsx';

/** The English path segment of each service page (`/en/services/security`). */
const SERVICE_SLUGS_EN: Record<Service, string> = {
  keamanan: 'security',
  kebersihan: 'cleaning',
  parkir: 'parking',
};

/**
 * The English public pages under /en (docs/decisions/043): the same components as the Indonesian
 * ones, in English (the server's render reads the path's language), each the twin of an
 * Indonesian page; any other /en/… address answers the English 404 page.
 */
export function englishRoutes(queryClient: QueryClient): RouteObject {
  return {
    path: 'en',
    children: [
      {
        index: true,
        Component: HomePage,
        loader: homeLoader(queryClient),
        handle: homeHandleFor('en'),
      },
      contentPageRoute(queryClient, {
        path: 'about',
        slug: 'tentang-kami',
        defaultTitle: homeTextEn.aboutEyebrow,
        errorText: pagesTextEn.aboutLoadFailed,
        lang: 'en',
        pairPath: '/tentang-kami',
      }),
      contentPageRoute(queryClient, {
        path: 'privacy',
        slug: 'kebijakan-privasi',
        defaultTitle: privacyTextEn.pageTitle,
        errorText: privacyTextEn.pageLoadFailed,
        lang: 'en',
        pairPath: '/kebijakan-privasi',
      }),
      ...SERVICES.map((service) =>
        contentPageRoute(queryClient, {
          path: `services/${SERVICE_SLUGS_EN[service]}`,
          slug: `layanan-${service}`,
          defaultTitle: `${SERVICE_NAMES_EN[service]} Services`,
          errorText: pagesTextEn.serviceLoadFailed,
          eyebrow: homeTextEn.navServices,
          lang: 'en',
          pairPath: `/layanan/${service}`,
          children: (
            <>
              <QuoteLink />
              <ServiceGallery service={service} serviceName={SERVICE_NAMES_EN[service]} />
            </>
          ),
          prefetchMore: (client) => client.prefetchQuery(galleryQuery(service)),
        }),
      ),
      ...mintaPenawaranRoutes(queryClient, 'en'),
      { path: '*', Component: NotFoundPage, handle: notFoundHandle },
    ],
  };
}
