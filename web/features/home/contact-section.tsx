import type { ReactNode } from 'react';

import type { SiteSettings } from '#common/schemas/site-settings';
import { isAllowedMapUrl, phoneToE164, whatsAppUrl } from '#common/site-settings';
import { homeText as homeTextId, homeTextEn } from '#common/texts/home';

import { HomeSection } from '../../components/layout/home-section.tsx';
import { Island } from '../../lib/island.tsx';
import { OutlineIcon } from '../../components/ui/outline-icon.tsx';
import { WhatsAppIcon } from '../../components/ui/whatsapp-icon.tsx';
import { MapFacade } from './map-facade.tsx';
import { useTexts } from '../../lib/lang.tsx';

function Icon({ path }: { path: string }) {
  return (
    <span className="bg-brand-50 text-brand-700 ring-brand-100 flex h-10 w-10 flex-none items-center justify-center rounded-xl ring-1">
      <OutlineIcon className="h-5 w-5" strokeWidth={1.8} isRound>
        <path d={path} />
      </OutlineIcon>
    </span>
  );
}

const ICONS = {
  office:
    'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  email: 'M4 6h16v12H4zM4 7l8 6 8-6',
};

/**
 * Contact section frame (docs/product.md §1, §2, id `contact`): office address in Jakarta, three phone
 * numbers, e-mail, map, and the contact form passed in as children. The home route passes the
 * site settings in (features do not import each other, docs/conventions.md §1).
 */
export function ContactSection({
  settings,
  children,
}: {
  settings: SiteSettings;
  children?: ReactNode;
}) {
  const homeText = useTexts(homeTextId, homeTextEn);
  const phones = settings.phones.filter((phone) => phone.trim());
  const whatsApp = phones[0] ? whatsAppUrl(phones[0]) : '';
  const hasMap = isAllowedMapUrl(settings.mapEmbedUrl);

  return (
    <HomeSection
      id="contact"
      title={homeText.contactTitle}
      intro={homeText.contactLead}
      eyebrow={homeText.contactEyebrow}
      className="bg-slate-50"
      containerClassName="mx-auto max-w-7xl px-5 sm:px-8"
      headerClassName="max-w-2xl"
      introClassName="mt-4 text-slate-600 sm:text-lg"
    >
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <address className="grid gap-5 rounded-2xl bg-white p-6 not-italic shadow-sm ring-1 ring-slate-200 sm:p-8">
            <div className="flex gap-4">
              <Icon path={ICONS.office} />
              <div>
                <p className="text-sm font-semibold text-slate-900">{homeText.officeLabel}</p>
                <p className="mt-1 text-slate-600">{settings.address}</p>
              </div>
            </div>
            {phones.length > 0 && (
              <div className="flex gap-4">
                <Icon path={ICONS.phone} />
                <div>
                  <p className="text-sm font-semibold text-slate-900">{homeText.phoneLabel}</p>
                  <ul className="mt-1 space-y-1">
                    {phones.map((phone) => (
                      <li key={phone}>
                        <a
                          href={`tel:${phoneToE164(phone)}`}
                          className="text-brand-700 underline-offset-4 hover:underline"
                        >
                          {phone}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            )}
            {settings.email && (
              <div className="flex gap-4">
                <Icon path={ICONS.email} />
                <div>
                  <p className="text-sm font-semibold text-slate-900">{homeText.emailLabel}</p>
                  <a
                    href={`mailto:${settings.email}`}
                    className="text-brand-700 mt-1 inline-block break-all underline-offset-4 hover:underline"
                  >
                    {settings.email}
                  </a>
                </div>
              </div>
            )}
            {whatsApp && (
              <a
                href={whatsApp}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex w-fit items-center gap-2 rounded-lg bg-[#15803d] px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-[#166534] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#15803d]"
              >
                <WhatsAppIcon className="h-5 w-5" />
                {homeText.whatsApp}
              </a>
            )}
          </address>
          {hasMap && (
            <Island
              name="map"
              props={{ src: settings.mapEmbedUrl, title: homeText.mapTitle(settings.name) }}
            >
              <MapFacade src={settings.mapEmbedUrl} title={homeText.mapTitle(settings.name)} />
            </Island>
          )}
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <noscript>
            <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
              {homeText.contactNeedsJavaScript}
            </p>
          </noscript>
          {children}
        </div>
      </div>
    </HomeSection>
  );
}
