import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import {
  type Role,
  ALL_STAFF_ROLES,
  APPLICANT_VIEW_ROLES,
  CONTENT_ROLES,
  STAFF_ADMIN_ROLES,
  VACANCY_ROLES,
  hasRole,
  isRole,
} from '#common/roles';
import { auditText } from '#common/texts/audit';
import { mfaText } from '#common/texts/mfa';
import { jobsText } from '#common/texts/jobs';
import { staffText } from '#common/texts/staff';
import { recruitingText } from '#common/texts/recruiting';
import { vacanciesText } from '#common/texts/vacancies';

import { HamburgerIcon, LogoutIcon, OutlineIcon } from '../ui/outline-icon.tsx';

export interface AdminBadges {
  kontak?: number;
  pelamar?: number;
}

interface MenuItem {
  to: string;
  label: string;
  allowed: readonly Role[];
  badge?: keyof AdminBadges;
  /** The paths of its outline icon. */
  icon: ReactNode;
  /** /admin is the index: only exact matches light it up. */
  end?: boolean;
}

const ICON = 'h-5 w-5 shrink-0';

/** SPEC §2 sidebar links; SPEC §6 says who sees each (the same lists the server's guards read). */
const MENU: MenuItem[] = [
  {
    to: '/admin',
    label: staffText.menuKontak,
    allowed: ALL_STAFF_ROLES,
    badge: 'kontak',
    end: true,
    icon: <path d="M4 4h16v12H7l-3 3z" strokeLinejoin="round" />,
  },
  {
    to: '/admin/pelamar',
    label: staffText.menuPelamar,
    allowed: APPLICANT_VIEW_ROLES,
    badge: 'pelamar',
    icon: (
      <>
        <circle cx="9" cy="8" r="3.5" />
        <path
          d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 7M18 14.8c2 .6 3.2 2.4 3.5 5.2"
          strokeLinecap="round"
        />
      </>
    ),
  },
  {
    to: '/admin/statistik',
    label: recruitingText.statsNav,
    allowed: APPLICANT_VIEW_ROLES,
    icon: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" strokeLinecap="round" />,
  },
  {
    to: '/admin/lowongan',
    label: vacanciesText.staffTitle,
    allowed: VACANCY_ROLES,
    icon: <path d="M4 8h16v11H4z M9 8V5h6v3" strokeLinejoin="round" />,
  },
  {
    to: '/admin/edit-content',
    label: staffText.menuKonten,
    allowed: CONTENT_ROLES,
    icon: <path d="M4 20h4L19 9l-4-4L4 16z M13.5 6.5l4 4" strokeLinejoin="round" />,
  },
  {
    to: '/admin/jobs',
    label: jobsText.menu,
    allowed: STAFF_ADMIN_ROLES,
    icon: <path d="M4 6h16M4 12h16M4 18h10" strokeLinecap="round" />,
  },
  {
    to: '/admin/register-user',
    label: staffText.menuTambahUser,
    allowed: STAFF_ADMIN_ROLES,
    icon: (
      <>
        <circle cx="10" cy="8" r="3.5" />
        <path
          d="M3 20c.8-3.6 3.6-5.5 7-5.5 1.3 0 2.5.3 3.5.8M18 14v6M15 17h6"
          strokeLinecap="round"
        />
      </>
    ),
  },
  {
    to: '/admin/audit',
    label: auditText.menu,
    allowed: STAFF_ADMIN_ROLES,
    icon: <path d="M6 3h9l4 4v14H6z M14 3v5h5 M9 12h7 M9 16h7" strokeLinejoin="round" />,
  },
];

const PASSWORD_ICON = (
  <OutlineIcon className={ICON}>
    <rect x="4" y="10" width="16" height="10" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </OutlineIcon>
);

const SECURITY_ICON = (
  <OutlineIcon className={ICON}>
    <path
      d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z M9 12l2 2 4-4"
      strokeLinejoin="round"
    />
  </OutlineIcon>
);

const LOGOUT_ICON = <LogoutIcon className={ICON} />;

function Badge({ count, isCompact }: { count?: number; isCompact: boolean }) {
  if (!count) return null;
  const text = count > 99 ? '99+' : String(count);
  return (
    <span
      className={`${isCompact ? 'absolute top-1 right-1 min-w-5 px-1 text-[10px]' : 'ml-auto min-w-6 px-1.5 text-xs'} rounded-full bg-red-500 py-0.5 text-center leading-4 font-bold text-white`}
    >
      {text}
      <span className="sr-only"> {staffText.newBadge(count)}</span>
    </span>
  );
}

/** Logo: SPEC §2 "the logo scrolls to the home section" = the public site's hero (#home). */
function Logo({ isCompact }: { isCompact: boolean }) {
  return (
    <a
      href="/#home"
      className="focus-visible:outline-accent-400 flex items-center gap-3 rounded-lg px-1 py-1 focus-visible:outline-2"
      title={staffText.logoHome}
      aria-label={staffText.logoHome}
    >
      <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9 shrink-0" />
      <span className={isCompact ? 'sr-only' : 'leading-tight'}>
        <span className="block text-lg font-extrabold tracking-tight text-white">Sigap</span>
        <span className="text-brand-200 block text-xs">{staffText.adminPanel}</span>
      </span>
    </a>
  );
}

function SidebarContent({
  role,
  nama,
  badges,
  isCompact,
  onLogout,
  onNavigate,
}: {
  role: Role | null;
  nama: string;
  badges: AdminBadges;
  isCompact: boolean;
  onLogout: () => void;
  onNavigate?: () => void;
}) {
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `relative flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition ${
      isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'
    } ${isCompact ? 'justify-center' : ''}`;
  return (
    <div className="flex h-full flex-col">
      <div className={`flex h-16 items-center ${isCompact ? 'justify-center px-2' : 'px-4'}`}>
        <Logo isCompact={isCompact} />
      </div>
      <nav
        aria-label={staffText.adminNavigation}
        className="flex-1 space-y-1 overflow-y-auto px-3 py-4"
      >
        {MENU.filter((item) => hasRole(role, item.allowed)).map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.end}
            className={linkClass}
            onClick={onNavigate}
            title={isCompact ? item.label : undefined}
          >
            <OutlineIcon className={ICON}>{item.icon}</OutlineIcon>
            <span className={isCompact ? 'sr-only' : ''}>{item.label}</span>
            {item.badge ? <Badge count={badges[item.badge]} isCompact={isCompact} /> : null}
          </NavLink>
        ))}
      </nav>
      <div className="space-y-1 border-t border-white/10 px-3 py-4">
        <div className={`mb-2 flex items-center gap-3 px-1 ${isCompact ? 'justify-center' : ''}`}>
          <span
            aria-hidden="true"
            className="bg-accent-400 text-brand-900 flex h-9 w-9 shrink-0 items-center justify-center rounded-full font-bold uppercase"
          >
            {nama.slice(0, 1) || '?'}
          </span>
          <span className={isCompact ? 'sr-only' : 'min-w-0'}>
            <span
              className="block truncate text-sm font-semibold text-white"
              data-testid="staff-name"
            >
              {nama}
            </span>
            <span className="text-brand-200 block text-xs">
              {role ? staffText.roleLabels[role] : ''}
            </span>
          </span>
        </div>
        <NavLink
          to="/admin/password"
          className={linkClass}
          onClick={onNavigate}
          title={isCompact ? staffText.menuPassword : undefined}
        >
          {PASSWORD_ICON}
          <span className={isCompact ? 'sr-only' : ''}>{staffText.menuPassword}</span>
        </NavLink>
        <NavLink
          to="/admin/keamanan"
          className={linkClass}
          onClick={onNavigate}
          title={isCompact ? mfaText.menuSecurity : undefined}
        >
          {SECURITY_ICON}
          <span className={isCompact ? 'sr-only' : ''}>{mfaText.menuSecurity}</span>
        </NavLink>
        <button
          type="button"
          onClick={onLogout}
          className={`text-brand-100 flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition hover:bg-red-500/20 hover:text-white ${isCompact ? 'justify-center' : ''}`}
          title={isCompact ? staffText.logout : undefined}
        >
          {LOGOUT_ICON}
          <span className={isCompact ? 'sr-only' : ''}>{staffText.logout}</span>
        </button>
      </div>
    </div>
  );
}

const COLLAPSE_KEY = 'sigap.adminSidebarCollapsed';

/**
 * The admin frame (SPEC §2): sidebar with the four links filtered by role, badges, the signed-in
 * name and role, password change and logout. On wide screens the sidebar collapses to icons; below
 * 768 px it is a drawer opened from the top bar.
 */
export function AdminShell({
  role: rawRole,
  nama,
  badges = {},
  onLogout,
  children,
}: {
  role: string | null;
  nama: string;
  badges?: AdminBadges;
  onLogout: () => void;
  children: ReactNode;
}) {
  const role = isRole(rawRole) ? rawRole : null;
  const [isCollapsed, setIsCollapsed] = useState(() => {
    try {
      return typeof window !== 'undefined' && window.localStorage.getItem(COLLAPSE_KEY) === '1';
    } catch {
      return false;
    }
  });
  // The drawer remembers the page it was opened on, so any navigation closes it.
  const location = useLocation();
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const isDrawerOpen = drawerPath === location.pathname;
  const setIsDrawerOpen = (isOpen: boolean) => setDrawerPath(isOpen ? location.pathname : null);

  useEffect(() => {
    if (!isDrawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerPath(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isDrawerOpen]);

  const toggleCollapsed = () => {
    setIsCollapsed((value) => {
      try {
        window.localStorage.setItem(COLLAPSE_KEY, value ? '0' : '1');
      } catch {
        // private mode: the choice just is not remembered
      }
      return !value;
    });
  };

  return (
    <div className="min-h-screen bg-slate-50 text-slate-800">
      {/* Wide screens: fixed sidebar, collapsible to icons. */}
      <aside
        className={`bg-brand-900 fixed inset-y-0 left-0 z-30 hidden transition-[width] duration-200 md:block ${isCollapsed ? 'w-20' : 'w-64'}`}
        aria-label={staffText.adminPanel}
      >
        <SidebarContent
          role={role}
          nama={nama}
          badges={badges}
          isCompact={isCollapsed}
          onLogout={onLogout}
        />
      </aside>

      {/* Narrow screens: a drawer. */}
      {isDrawerOpen ? (
        <div
          className="fixed inset-0 z-40 md:hidden"
          role="dialog"
          aria-modal="true"
          aria-label={staffText.adminNavigation}
        >
          <button
            type="button"
            className="absolute inset-0 bg-slate-900/50"
            aria-label={staffText.closeMenu}
            onClick={() => setIsDrawerOpen(false)}
          />
          <aside className="bg-brand-900 absolute inset-y-0 left-0 w-72 max-w-[85%] shadow-xl">
            <SidebarContent
              role={role}
              nama={nama}
              badges={badges}
              isCompact={false}
              onLogout={onLogout}
              onNavigate={() => setIsDrawerOpen(false)}
            />
          </aside>
        </div>
      ) : null}

      <div
        className={`flex min-h-screen flex-col transition-[padding] duration-200 ${isCollapsed ? 'md:pl-20' : 'md:pl-64'}`}
      >
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur">
          <button
            type="button"
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 md:hidden"
            aria-label={staffText.openMenu}
            aria-expanded={isDrawerOpen}
            onClick={() => setIsDrawerOpen(true)}
          >
            <HamburgerIcon />
          </button>
          <button
            type="button"
            className="hidden rounded-lg p-2 text-slate-600 hover:bg-slate-100 md:inline-flex"
            aria-label={isCollapsed ? staffText.expandSidebar : staffText.collapseSidebar}
            aria-expanded={!isCollapsed}
            onClick={toggleCollapsed}
          >
            <OutlineIcon
              className={`h-6 w-6 transition-transform ${isCollapsed ? 'rotate-180' : ''}`}
              isRound
            >
              <path d="M4 5v14M20 12H9m0 0 4-4m-4 4 4 4" />
            </OutlineIcon>
          </button>
          <Link to="/admin" className="text-brand-800 text-base font-bold md:hidden">
            Sigap <span className="font-medium text-slate-500">{staffText.adminPanel}</span>
          </Link>
          <div className="ml-auto flex items-center gap-2 text-sm text-slate-600">
            <span className="hidden font-semibold text-slate-800 sm:inline">{nama}</span>
            {role ? (
              <span className="bg-brand-50 text-brand-700 rounded-full px-2.5 py-0.5 text-xs font-semibold">
                {staffText.roleLabels[role]}
              </span>
            ) : null}
          </div>
        </header>
        <main className="flex-1 p-4 md:p-8">{children}</main>
      </div>
    </div>
  );
}
