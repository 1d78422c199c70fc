import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

import { type Role, isRole } from '#common/roles';
import { staffText } from '#common/texts/staff';

import { HamburgerIcon, OutlineIcon } from '../ui/outline-icon.tsx';
import { type AdminBadges, AdminNav, Logo } from './admin-nav.tsx';
import { AdminSessionPanel, AdminSessionSummary } from './admin-session.tsx';
import { useDialogFocus } from './use-dialog-focus.ts';

/** Who is signed in: what both sidebars (wide and drawer) show. */
interface SidebarSession {
  role: Role | null;
  nama: string;
  badges: AdminBadges;
  onLogout: () => void;
}

/** The sidebar's content, wide or in the drawer: logo, navigation, then the session. */
function SidebarContent(props: SidebarSession & { isCompact: boolean; onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col">
      <div className={`flex h-16 items-center ${props.isCompact ? 'justify-center px-2' : 'px-4'}`}>
        <Logo isCompact={props.isCompact} />
      </div>
      <AdminNav {...props} />
      <AdminSessionPanel {...props} />
    </div>
  );
}

const COLLAPSE_KEY = 'sigap.adminSidebarCollapsed';

/**
 * The admin frame (docs/product.md §2): sidebar with the four links filtered by role, badges, the signed-in
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
  const session: SidebarSession = { role, nama, badges, onLogout };
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
  const drawerRef = useRef<HTMLDivElement>(null);
  useDialogFocus(isDrawerOpen, drawerRef);

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
    <div className="min-h-screen bg-slate-50 text-slate-800 md:flex">
      {/* Wide screens: a sidebar collapsible to icons. Its dark column stretches with the page
          (a fixed one ends where the first screen ends on a long page); its content stays in view. */}
      <div
        className={`bg-brand-900 hidden shrink-0 transition-[width] duration-200 md:block ${isCollapsed ? 'w-20' : 'w-64'}`}
      >
        <aside className="sticky top-0 h-screen overflow-y-auto" aria-label={staffText.adminPanel}>
          <SidebarContent {...session} isCompact={isCollapsed} />
        </aside>
      </div>

      {/* Narrow screens: a drawer. */}
      {isDrawerOpen ? (
        <div
          ref={drawerRef}
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
              {...session}
              isCompact={false}
              onNavigate={() => setIsDrawerOpen(false)}
            />
          </aside>
        </div>
      ) : null}

      <div className="flex min-h-screen min-w-0 flex-1 flex-col">
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
          <AdminSessionSummary role={role} nama={nama} />
        </header>
        <main className="flex-1 p-4 md:p-8">{children}</main>
      </div>
    </div>
  );
}
