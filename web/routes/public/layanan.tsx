import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';

import { type PageSlug, SERVICES, type Service } from '#common/rules';
import { SERVICE_NAMES } from '#common/texts/cards';
import { pagesText } from '#common/texts/pages';

import { describe } from '../../components/ui/rich-text-content.tsx';
import { ServiceGallery } from '../../features/gallery/service-gallery.tsx';
import { galleryQuery } from '../../features/gallery/gallery.queries.ts';
import { PageArticle } from '../../features/pages/page-article.tsx';
import { pageQuery } from '../../features/pages/pages.queries.ts';
import { DEFAULT_DESCRIPTION } from '../../lib/seo.ts';

/**
 * /layanan/keamanan, /layanan/kebersihan, /layanan/parkir (SPEC §2): title and HTML content, then
 * the service's photo gallery. One route per service, so any other /layanan/... falls through to
 * the catch-all 404 page (answered with HTTP 404).
 */

const slugOf = (service: Service) => `layanan-${service}` as PageSlug;
const defaultTitle = (service: Service) => `Layanan ${SERVICE_NAMES[service]}`;

function ServicePage({ service }: { service: Service }) {
  return (
    <PageArticle
      slug={slugOf(service)}
      defaultTitle={defaultTitle(service)}
      errorText={pagesText.serviceLoadFailed}
      eyebrow="Layanan"
    >
      <ServiceGallery service={service} serviceName={SERVICE_NAMES[service]} />
    </PageArticle>
  );
}

export function layananRoutes(queryClient: QueryClient): RouteObject[] {
  return SERVICES.map((service) => ({
    path: `layanan/${service}`,
    element: <ServicePage service={service} />,
    loader: async () => {
      const prefetch = Promise.all([
        queryClient.prefetchQuery(pageQuery(slugOf(service))),
        queryClient.prefetchQuery(galleryQuery(service)),
      ]);
      // The server awaits so its HTML has the text; the browser shows the loading texts instead.
      if (import.meta.env.SSR) await prefetch;
      return null;
    },
    handle: {
      seo: ({ queryClient: client }: { queryClient: QueryClient }) => {
        const page = client.getQueryData(pageQuery(slugOf(service)).queryKey);
        return {
          title: page?.title || defaultTitle(service),
          description: describe(page?.content, DEFAULT_DESCRIPTION),
          canonicalPath: `/layanan/${service}`,
        };
      },
    },
  }));
}
