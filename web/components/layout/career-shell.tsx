import { type ReactNode, useState } from 'react';

import { applicantAuthText } from '#common/texts/applicant-auth';
import { applicationFormText as t } from '#common/texts/applicants';

import { useMediaQuery } from '../../lib/use-media-query.ts';
import { HamburgerIcon, LogoutIcon, OutlineIcon } from '../ui/outline-icon.tsx';

const ICON = 'h-5 w-5 shrink-0';
const DESKTOP_QUERY = '(min-width: 1024px)';

/** A 24 px outline icon from one SVG path. */
function MenuIcon({ d }: { d: string }) {
  return (
    <OutlineIcon className={ICON} isRound>
      <path d={d} />
    </OutlineIcon>
  );
}

const MENU = [
  {
    to: '/career',
    label: t.navApply,
    end: true,
    icon: (
      <MenuIcon d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z M14 3v6h6 M9 14h6 M12 11v6" />
    ),
  },
  {
    to: '/career/detail',
    label: t.navStatus,
    end: false,
    icon: <MenuIcon d="M9 11l3 3 8-8 M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9" />,
  },
];

const useIsDesktop = () => useMediaQuery(DESKTOP_QUERY);

/**
 * The career dashboard frame (docs/product.md §2): sidebar with 'Lamar' and 'Status', the user's name and
 * logout; the toggle switches the sidebar between w-64 and closed (0). On phones the open sidebar
 * lies over the page and closes after a link is chosen.
 */
export function CareerShell({
  nama,
  pathname,
  onLogout,
  children,
}: {
  nama: string;
  /** The page's path, to mark its menu entry; the entries are plain links (decision 041). */
  pathname: string;
  onLogout: () => void;
  children: ReactNode;
}) {
  const isDesktop = useIsDesktop();
  // The user's choice holds for the layout it was made in; by default open on desktops only.
  const [choice, setChoice] = useState<{ isOpen: boolean; isDesktop: boolean } | null>(null);
  const isOpen = choice && choice.isDesktop === isDesktop ? choice.isOpen : isDesktop;
  const setIsOpen = (open: boolean) => setChoice({ isOpen: open, isDesktop });

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition ${isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'}`;

  return (
    <div className="flex min-h-screen bg-slate-50">
      {isOpen && !isDesktop ? (
        <div
          className="fixed inset-0 z-30 bg-slate-900/40"
          aria-hidden="true"
          onClick={() => setIsOpen(false)}
        />
      ) : null}
      <aside
        id="career-sidebar"
        aria-label={t.careerNavigation}
        inert={!isOpen || undefined}
        className={`${isOpen ? 'w-64' : 'w-0'} bg-brand-800 fixed inset-y-0 left-0 z-40 shrink-0 overflow-hidden transition-[width] duration-200 lg:sticky lg:top-0 lg:h-screen`}
      >
        <div className="flex h-full w-64 flex-col">
          <div className="flex h-16 items-center px-4">
            <a
              href="/"
              className="focus-visible:outline-accent-400 flex items-center gap-3 rounded-lg px-1 py-1 focus-visible:outline-2"
            >
              <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9" />
              <span className="leading-tight">
                <span className="block text-lg font-extrabold tracking-tight text-white">
                  Sigap
                </span>
                <span className="text-brand-200 block text-xs">{t.careerArea}</span>
              </span>
            </a>
          </div>
          <nav className="flex-1 space-y-1 px-3 py-4">
            {MENU.map((item) => {
              const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
              const isActive = item.end ? path === item.to : path.startsWith(item.to);
              return (
                <a
                  key={item.to}
                  href={item.to}
                  aria-current={isActive ? 'page' : undefined}
                  className={linkClass({ isActive })}
                  onClick={() => !isDesktop && setIsOpen(false)}
                >
                  {item.icon}
                  <span>{item.label}</span>
                </a>
              );
            })}
          </nav>
          <div className="space-y-2 border-t border-white/10 px-3 py-4">
            <div className="flex items-center gap-3 px-1">
              <span
                aria-hidden="true"
                className="bg-accent-400 text-brand-900 flex h-9 w-9 shrink-0 items-center justify-center rounded-full font-bold uppercase"
              >
                {nama.slice(0, 1) || '?'}
              </span>
              <span
                className="min-w-0 truncate text-sm font-semibold text-white"
                data-testid="career-user-name"
              >
                {nama}
              </span>
            </div>
            <button
              type="button"
              onClick={onLogout}
              className="text-brand-100 flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition hover:bg-white/10 hover:text-white"
            >
              <LogoutIcon className={ICON} />
              {applicantAuthText.logoutLabel}
            </button>
          </div>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4">
          <button
            type="button"
            onClick={() => setIsOpen(!isOpen)}
            aria-expanded={isOpen}
            aria-controls="career-sidebar"
            aria-label={t.toggleSidebar}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <HamburgerIcon />
          </button>
          <span className="truncate font-semibold text-slate-800">{t.careerArea}</span>
          <span className="ml-auto hidden truncate text-sm text-slate-500 sm:block">{nama}</span>
        </header>
        <main className="flex-1 p-4 sm:p-6 lg:p-8">{children}</main>
      </div>
    </div>
  );
}
