import type { QueryClient } from '@tanstack/react-query';
import {
  data,
  isRouteErrorResponse,
  type RouteObject,
  useLoaderData,
  useParams,
  useRouteError,
} from 'react-router';
import { useQuery } from '@tanstack/react-query';

import { DEFAULT_SITE_SETTINGS } from '#common/site-settings';
import { todayIn } from '#common/dates';
import { vacancyListQuerySchema, type VacancyListQuery } from '#common/schemas/vacancies';
import { commonText } from '#common/texts/common';
import { vacanciesText as t } from '#common/texts/vacancies';

import { PublicErrorBoundary } from '../../components/layout/area-error-boundary.tsx';
import { siteSettingsQuery } from '../../features/site-settings/site-settings.queries.ts';
import { jobPostingJsonLd } from '../../features/vacancies/job-posting-json-ld.ts';
import { openVacanciesQuery, vacancyQuery } from '../../features/vacancies/vacancies.queries.ts';
import { VacancyClosedPage } from '../../features/vacancies/vacancy-closed-page.tsx';
import { VacancyDetailPage } from '../../features/vacancies/vacancy-detail-page.tsx';
import { vacancySummary } from '../../features/vacancies/vacancy-format.ts';
import { VacancyListPage } from '../../features/vacancies/vacancy-list-page.tsx';
import { usePublicConfig } from '../../lib/public-config.tsx';
import type { RouteHandle } from '../../lib/seo.ts';
import { NotFoundPage } from './not-found.tsx';

/** The picture link previews show (the home page's first hero image). */
const PREVIEW_IMAGE = '/images/hero/hero-1-1600.webp';

/** The query string's filters; an unknown position or an overlong city is ignored, not an error. */
function filtersOf(request: Request): VacancyListQuery {
  const params = new URL(request.url).searchParams;
  const parsed = vacancyListQuerySchema.safeParse({
    posisi: params.get('posisi') || undefined,
    kota: params.get('kota') || undefined,
  });
  return parsed.success ? parsed.data : {};
}

function VacancyListRoute() {
  return <VacancyListPage filters={useLoaderData() as VacancyListQuery} />;
}

function VacancyRoute() {
  const { slug = '' } = useParams();
  const { siteUrl } = usePublicConfig();
  const { data: vacancy } = useQuery(vacancyQuery(slug));
  if (!vacancy) return null;
  return <VacancyDetailPage vacancy={vacancy} pageUrl={`${siteUrl}/lowongan/${vacancy.slug}`} />;
}

/** 410 for a closed or expired vacancy, 404 for an unknown one (docs/product.md §10). */
function VacancyErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 410) return <VacancyClosedPage />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <PublicErrorBoundary />;
}

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** /lowongan and /lowongan/{slug} (docs/decisions/031): server-rendered public pages. */
export function lowonganRoutes(queryClient: QueryClient): RouteObject[] {
  const listHandle: RouteHandle = {
    seo: () => ({
      title: t.listTitle,
      description: t.listIntro,
      canonicalPath: '/lowongan',
      image: PREVIEW_IMAGE,
    }),
  };
  const detailHandle: RouteHandle = {
    seo: ({ queryClient: client, params, origin, timeZone }) => {
      const slug = params.slug ?? '';
      const vacancy = client.getQueryData(vacancyQuery(slug).queryKey);
      if (!vacancy) {
        const status = statusOf(client.getQueryState(vacancyQuery(slug).queryKey)?.error);
        return { title: status === 410 ? t.closedTitle : commonText.notFoundTitle, noindex: true };
      }
      const settings = client.getQueryData(siteSettingsQuery().queryKey) ?? DEFAULT_SITE_SETTINGS;
      const jsonLd = jobPostingJsonLd(vacancy, {
        today: todayIn(timeZone),
        timeZone,
        origin,
        organizationName: settings.name,
      });
      return {
        title: `${vacancy.judul} – ${vacancy.kota}`,
        description: vacancySummary(vacancy),
        canonicalPath: `/lowongan/${vacancy.slug}`,
        image: PREVIEW_IMAGE,
        ogType: 'article',
        ...(jsonLd ? { jsonLd } : { noindex: true }),
      };
    },
  };
  return [
    {
      path: 'lowongan',
      Component: VacancyListRoute,
      handle: listHandle,
      loader: async ({ request }) => {
        const prefetch = queryClient.prefetchQuery(openVacanciesQuery());
        if (import.meta.env.SSR) await prefetch;
        return filtersOf(request);
      },
    },
    {
      path: 'lowongan/:slug',
      Component: VacancyRoute,
      ErrorBoundary: VacancyErrorBoundary,
      handle: detailHandle,
      loader: async ({ params }) => {
        const query = vacancyQuery(params.slug ?? '');
        await queryClient.prefetchQuery(query);
        const status = statusOf(queryClient.getQueryState(query.queryKey)?.error);
        if (status === 410 || status === 404) throw data(null, { status });
        if (status) throw data(null, { status: 500 });
        return null;
      },
    },
  ];
}
