import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';

import { DEFAULT_SITE_SETTINGS } from '#common/site-settings';
import { homeText as homeTextId, homeTextEn } from '#common/texts/home';

import { siteSettingsQuery } from '../../features/site-settings/site-settings.queries.ts';
import { PublicNavbar } from '../../components/layout/public-navbar.tsx';
import { PublicFooter } from '../../components/layout/public-footer.tsx';
import { LanguageNotice } from '../../components/layout/language-notice.tsx';
import { Island } from '../../lib/island.tsx';
import { useLang, useTexts } from '../../lib/lang.tsx';

/** Every public page shows the company's name and contact data: fetch them with the page. */
export function publicLayoutLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.prefetchQuery(siteSettingsQuery());
    return null;
  };
}

/** Public page frame: skip link, navbar, the page, footer with company info. */
export function PublicLayout() {
  const { data } = useQuery(siteSettingsQuery());
  const settings = data ?? DEFAULT_SITE_SETTINGS;
  const { pathname } = useLocation();
  const homeText = useTexts(homeTextId, homeTextEn);
  const lang = useLang();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-800">
      <a
        href="#konten"
        className="text-brand-800 sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {homeText.skipToContent}
      </a>
      <PublicNavbar brand={settings.shortName} pathname={pathname} />
      <Island name="language-notice" props={{ lang, pathname }}>
        <LanguageNotice lang={lang} pathname={pathname} />
      </Island>
      <main id="konten" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter settings={settings} />
    </div>
  );
}
