import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { SiteSettings } from '#common/schemas/site-settings';
import { phoneToE164 } from '#common/site-settings';
import { localPath } from '#common/lang';
import { homeText as homeTextId, homeTextEn, languageText } from '#common/texts/home';
import { privacyText as privacyTextId, privacyTextEn } from '#common/texts/privacy';

import { useLang, useTexts } from '../../lib/lang.tsx';
import { serviceLinks } from './public-links.ts';
import { SectionLink } from './section-link.tsx';

const LINK = 'inline-block py-1 hover:text-white hover:underline';

/** A footer link: a page (`to`) or a home page section (`section`). */
type FooterLink = { label: string } & ({ to: string } | { section: string });

function FooterLinks({ links }: { links: readonly FooterLink[] }) {
  return (
    <ul className="mt-3 space-y-1 text-sm">
      {links.map((link) => (
        <li key={link.label}>
          {'to' in link ? (
            <Link to={link.to} className={LINK}>
              {link.label}
            </Link>
          ) : (
            <SectionLink section={link.section} className={LINK}>
              {link.label}
            </SectionLink>
          )}
        </li>
      ))}
    </ul>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-accent-400 text-sm font-bold tracking-widest uppercase">{title}</h2>
      {children}
    </div>
  );
}

/** The public footer: company, service and company links, contact data, rights line. */
export function PublicFooter({ settings }: { settings: SiteSettings }) {
  const lang = useLang();
  const homeText = useTexts(homeTextId, homeTextEn);
  const privacyText = useTexts(privacyTextId, privacyTextEn);
  const companyLinks: FooterLink[] = [
    { to: localPath(lang, '/tentang-kami'), label: homeText.aboutEyebrow },
    { to: '/career', label: lang === 'en' ? languageText.careerInIndonesian : homeText.navCareer },
    { section: 'contact', label: homeText.navContact },
    { to: localPath(lang, '/kebijakan-privasi'), label: privacyText.footerLink },
  ];
  const phones = settings.phones.filter((phone) => phone.trim());
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <p className="text-xl font-extrabold text-white">{settings.name}</p>
          <p className="text-brand-200 mt-3 max-w-xs text-sm leading-relaxed">
            {homeText.footerTagline}
          </p>
        </div>
        <FooterColumn title={homeText.footerServices}>
          <FooterLinks links={serviceLinks(lang)} />
        </FooterColumn>
        <FooterColumn title={homeText.footerCompany}>
          <FooterLinks links={companyLinks} />
        </FooterColumn>
        <FooterColumn title={homeText.footerContact}>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p className="leading-relaxed">{settings.address}</p>
            {phones.map((phone) => (
              <p key={phone}>
                <a href={`tel:${phoneToE164(phone)}`} className={LINK}>
                  {phone}
                </a>
              </p>
            ))}
            {settings.email && (
              <p>
                <a href={`mailto:${settings.email}`} className={LINK}>
                  {settings.email}
                </a>
              </p>
            )}
          </address>
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <p className="text-brand-300 mx-auto max-w-7xl px-5 py-5 text-xs sm:px-8">
          {homeText.footerRights(new Date().getFullYear(), settings.name)}
        </p>
      </div>
    </footer>
  );
}
