import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { areaErrorText, commonText } from '#common/texts/common';

type Area = keyof Omit<typeof areaErrorText, 'reloadHint'>;

const HOME_OF: Record<Area, string> = { public: '/', career: '/career/detail', admin: '/admin' };

/**
 * A screen that throws while rendering or loading shows this inside its area (public, career,
 * admin) instead of a blank page: the area's own words and a link back to where the person
 * works. Failed API calls are still shown by the screens themselves; a 401 goes to the login page
 * through api-client.
 */
function AreaError({ area }: { area: Area }) {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const text = areaErrorText[area];
  return (
    <main
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">
        {isNotFound ? commonText.notFoundTitle : text.title}
      </h1>
      <p className="max-w-md text-slate-600">{text.text}</p>
      <Link
        to={HOME_OF[area]}
        className="bg-brand-700 hover:bg-brand-800 rounded-lg px-4 py-2 font-semibold text-white"
      >
        {text.link}
      </Link>
    </main>
  );
}

export function PublicErrorBoundary() {
  return <AreaError area="public" />;
}

export function CareerErrorBoundary() {
  return <AreaError area="career" />;
}

export function AdminErrorBoundary() {
  return <AreaError area="admin" />;
}
