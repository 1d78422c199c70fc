import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation } from 'react-router';

import { DEFAULT_SITE_SETTINGS, phoneToE164 } from '#common/site-settings';
import { homeText } from '#common/texts/home';
import { privacyText } from '#common/texts/privacy';

import { siteSettingsQuery } from '../../features/site-settings/site-settings.queries.ts';
import { PublicNavbar } from '../../components/layout/public-navbar.tsx';
import { SectionLink } from '../../components/layout/section-link.tsx';

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
  const phones = settings.phones.filter((phone) => phone.trim());
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-800">
      <a
        href="#konten"
        className="text-brand-800 sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {homeText.skipToContent}
      </a>
      <PublicNavbar brand={settings.shortName} pathname={pathname} />
      <main id="konten" className="flex-1">
        <Outlet />
      </main>
      <footer className="bg-brand-900 text-brand-100">
        <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
          <div>
            <p className="text-xl font-extrabold text-white">{settings.name}</p>
            <p className="text-brand-200 mt-3 max-w-xs text-sm leading-relaxed">
              {homeText.footerTagline}
            </p>
          </div>
          <div>
            <h2 className="text-accent-400 text-sm font-bold tracking-widest uppercase">
              {homeText.footerServices}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              <li>
                <Link to="/layanan/keamanan" className="hover:text-white hover:underline">
                  {homeText.navSecurity}
                </Link>
              </li>
              <li>
                <Link to="/layanan/kebersihan" className="hover:text-white hover:underline">
                  {homeText.navCleaning}
                </Link>
              </li>
              <li>
                <Link to="/layanan/parkir" className="hover:text-white hover:underline">
                  {homeText.navParking}
                </Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="text-accent-400 text-sm font-bold tracking-widest uppercase">
              {homeText.footerCompany}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              <li>
                <Link to="/tentang-kami" className="hover:text-white hover:underline">
                  {homeText.aboutEyebrow}
                </Link>
              </li>
              <li>
                <Link to="/career" className="hover:text-white hover:underline">
                  {homeText.navCareer}
                </Link>
              </li>
              <li>
                <SectionLink section="contact" className="hover:text-white hover:underline">
                  {homeText.navContact}
                </SectionLink>
              </li>
              <li>
                <Link to="/kebijakan-privasi" className="hover:text-white hover:underline">
                  {privacyText.footerLink}
                </Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="text-accent-400 text-sm font-bold tracking-widest uppercase">
              {homeText.footerContact}
            </h2>
            <address className="mt-4 space-y-2 text-sm not-italic">
              <p className="leading-relaxed">{settings.address}</p>
              {phones.map((phone) => (
                <p key={phone}>
                  <a
                    href={`tel:${phoneToE164(phone)}`}
                    className="hover:text-white hover:underline"
                  >
                    {phone}
                  </a>
                </p>
              ))}
              {settings.email && (
                <p>
                  <a href={`mailto:${settings.email}`} className="hover:text-white hover:underline">
                    {settings.email}
                  </a>
                </p>
              )}
            </address>
          </div>
        </div>
        <div className="border-t border-white/10">
          <p className="text-brand-300 mx-auto max-w-7xl px-5 py-5 text-xs sm:px-8">
            {homeText.footerRights(new Date().getFullYear(), settings.name)}
          </p>
        </div>
      </footer>
    </div>
  );
}
