import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useMatches, useRouteError } from 'react-router';

import { areaErrorText, commonText } from '#common/texts/common';

import { ButtonLink } from '../components/ui/button-link.tsx';
import { fullTitle, resolveSeo } from '../lib/seo.ts';

/** Keeps the document title and description in step with client-side navigation. */
function SeoUpdater() {
  const matches = useMatches();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    const seo = resolveSeo(matches, queryClient, pathname);
    document.title = fullTitle(seo);
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', seo.description ?? '');
  }, [matches, queryClient, pathname]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <SeoUpdater />
      <Outlet />
    </>
  );
}

export function RootErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        {status === 404 ? commonText.notFoundTitle : commonText.somethingWentWrong}
      </h1>
      <p className="text-slate-600">{areaErrorText.reloadHint}</p>
      <ButtonLink to="/" className="px-4 py-2">
        {commonText.backHome}
      </ButtonLink>
    </main>
  );
}
