import { useEffect, useId, useRef, useState } from 'react';

import { counterpartPath, homePathOf, type Lang } from '#common/lang';
import { homeText as homeTextId, homeTextEn, languageText } from '#common/texts/home';

import { Island } from '../../lib/island.tsx';
import { useLang, useTexts } from '../../lib/lang.tsx';
import { OutlineIcon } from '../ui/outline-icon.tsx';
import { serviceLinks } from './public-links.ts';
import { SectionLink } from './section-link.tsx';

const sectionsOf = (text: { navHome: string; navAbout: string }) =>
  [
    { id: 'home', label: text.navHome },
    { id: 'about', label: text.navAbout },
  ] as const;

/** The career area stays Indonesian: on the English pages its link says so. */
const careerLabel = (lang: Lang, text: { navCareer: string }) =>
  lang === 'en' ? languageText.careerInIndonesian : text.navCareer;

/**
 * The link to this page in the other language (docs/decisions/043), named in that language and
 * marked with it, so a screen reader reads it right.
 */
function LanguageSwitch({
  pathname,
  className,
  onNavigate,
}: {
  pathname: string;
  className: string;
  onNavigate?: () => void;
}) {
  const lang = useLang();
  const other = lang === 'en' ? 'id' : 'en';
  return (
    <a
      href={counterpartPath(pathname)}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={onNavigate}
      data-testid="language-switch"
    >
      <span aria-hidden="true" className="mr-1.5 text-xs font-bold tracking-wider">
        {languageText.otherLanguageShort[lang]}
      </span>
      {languageText.otherLanguage[lang]}
    </a>
  );
}

const linkClass =
  'rounded-md px-3 py-2 text-sm font-semibold text-slate-700 transition hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const activeClass = 'text-brand-800 bg-brand-50';
const mobileLinkClass =
  'block rounded-lg px-4 py-3 text-base font-semibold text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700';

interface NavbarProps {
  brand: string;
  /** The current page, to mark its service link. */
  pathname: string;
}

/** Public navbar (docs/product.md §2): section links on /, the three service pages and /career; a mobile menu below lg. */
export function PublicNavbar(props: NavbarProps) {
  const lang = useLang();
  const homeText = useTexts(homeTextId, homeTextEn);
  const home = homePathOf(lang);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Island name="navbar" props={props}>
        <NavbarContent {...props} />
      </Island>
      {/* Without JavaScript the menu button cannot open the panel: show the links as a row. */}
      <noscript>
        <ul className="flex gap-1 overflow-x-auto border-t border-slate-200 px-3 py-2 lg:hidden">
          {[
            ...sectionsOf(homeText).map((section) => ({
              href: section.id === 'home' ? home : `${home}#${section.id}`,
              label: section.label,
            })),
            ...serviceLinks(lang).map((service) => ({ href: service.to, label: service.label })),
            { href: `${home}#contact`, label: homeText.navContact },
            { href: '/career', label: careerLabel(lang, homeText) },
          ].map((link) => (
            <li key={link.href}>
              <a href={link.href} className={`${linkClass} block whitespace-nowrap`}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <LanguageSwitch
              pathname={props.pathname}
              className={`${linkClass} block whitespace-nowrap`}
            />
          </li>
        </ul>
      </noscript>
    </header>
  );
}

/** The navbar's links and mobile menu: an island (docs/decisions/027); every link is a plain link. */
export function NavbarContent({ brand, pathname }: NavbarProps) {
  const lang = useLang();
  const homeText = useTexts(homeTextId, homeTextEn);
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setIsOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  const close = () => setIsOpen(false);

  return (
    <>
      <nav
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8"
        aria-label={homeText.navMain}
      >
        <SectionLink
          section="home"
          className="text-brand-800 focus-visible:outline-brand-700 flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4"
        >
          <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="#0f4c81" />
            <path d="M16 6l8 3v6c0 5-3.4 9-8 11-4.6-2-8-6-8-11V9l8-3z" fill="#fbbf24" />
          </svg>
          {brand}
        </SectionLink>

        <ul className="hidden items-center gap-1 lg:flex">
          <NavLinkItems
            linkClassName={linkClass}
            activeClassName={activeClass}
            pathname={pathname}
          />
          <li>
            <LanguageSwitch pathname={pathname} className={linkClass} />
          </li>
          <li className="ml-2">
            <a
              href="/career"
              className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {careerLabel(lang, homeText)}
            </a>
          </li>
        </ul>

        <button
          ref={buttonRef}
          type="button"
          className="focus-visible:outline-brand-700 inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 lg:hidden"
          aria-expanded={isOpen}
          aria-controls={menuId}
          aria-label={isOpen ? homeText.closeMenu : homeText.openMenu}
          onClick={() => setIsOpen((open) => !open)}
        >
          <OutlineIcon className="h-6 w-6">
            {isOpen ? (
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            )}
          </OutlineIcon>
        </button>
      </nav>

      <div
        ref={panelRef}
        id={menuId}
        hidden={!isOpen}
        className="border-t border-slate-200 bg-white shadow-lg lg:hidden"
      >
        <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3">
          <NavLinkItems linkClassName={mobileLinkClass} pathname={pathname} onNavigate={close} />
          <li>
            <LanguageSwitch pathname={pathname} className={mobileLinkClass} onNavigate={close} />
          </li>
          <li className="pt-2">
            <a
              href="/career"
              className="bg-brand-700 hover:bg-brand-800 block rounded-lg px-4 py-3 text-center text-base font-semibold text-white"
              onClick={close}
            >
              {careerLabel(lang, homeText)}
            </a>
          </li>
        </ul>
      </div>
    </>
  );
}

/**
 * The navbar's links as list items, in the desktop bar and the mobile menu alike: the home
 * sections, the service pages (the current one marked), then contact.
 */
function NavLinkItems({
  linkClassName,
  activeClassName,
  pathname,
  onNavigate,
}: {
  linkClassName: string;
  /** Added to the current service page's link. */
  activeClassName?: string;
  pathname: string;
  /** Runs when a link is followed (the mobile menu closes). */
  onNavigate?: () => void;
}) {
  const lang = useLang();
  const homeText = useTexts(homeTextId, homeTextEn);
  return (
    <>
      {sectionsOf(homeText).map((section) => (
        <li key={section.id}>
          <SectionLink section={section.id} className={linkClassName} onNavigate={onNavigate}>
            {section.label}
          </SectionLink>
        </li>
      ))}
      {serviceLinks(lang).map((service) => {
        const isCurrent = pathname === service.to;
        return (
          <li key={service.to}>
            <a
              href={service.to}
              aria-current={isCurrent ? 'page' : undefined}
              className={
                isCurrent && activeClassName ? `${linkClassName} ${activeClassName}` : linkClassName
              }
              onClick={onNavigate}
            >
              {service.label}
            </a>
          </li>
        );
      })}
      <li>
        <SectionLink section="contact" className={linkClassName} onNavigate={onNavigate}>
          {homeText.navContact}
        </SectionLink>
      </li>
    </>
  );
}
