import { NavLink } from 'react-router';

import type { Role } from '#common/roles';
import { mfaText } from '#common/texts/mfa';
import { staffText } from '#common/texts/staff';

import { LogoutIcon, OutlineIcon } from '../ui/outline-icon.tsx';
import { ICON, sidebarLinkClass } from './admin-nav.tsx';

/** The admin frame's session: who is signed in, their password and security pages, logout. */

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

/** The signed-in staff member's own pages. */
const ACCOUNT_LINKS = [
  { to: '/admin/password', label: staffText.menuPassword, icon: PASSWORD_ICON },
  { to: '/admin/keamanan', label: mfaText.menuSecurity, icon: SECURITY_ICON },
];

/** The foot of the sidebar: the signed-in name and role, password, security and logout. */
export function AdminSessionPanel({
  role,
  nama,
  isCompact,
  onLogout,
  onNavigate,
}: {
  role: Role | null;
  nama: string;
  isCompact: boolean;
  onLogout: () => void;
  onNavigate?: () => void;
}) {
  const linkClass = sidebarLinkClass(isCompact);
  return (
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
      {ACCOUNT_LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={linkClass}
          onClick={onNavigate}
          title={isCompact ? link.label : undefined}
        >
          {link.icon}
          <span className={isCompact ? 'sr-only' : ''}>{link.label}</span>
        </NavLink>
      ))}
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
  );
}

/** The top bar's reminder of who is signed in (the name from 640 px, the role always). */
export function AdminSessionSummary({ role, nama }: { role: Role | null; nama: string }) {
  return (
    <div className="ml-auto flex items-center gap-2 text-sm text-slate-600">
      <span className="hidden font-semibold text-slate-800 sm:inline">{nama}</span>
      {role ? (
        <span className="bg-brand-50 text-brand-700 rounded-full px-2.5 py-0.5 text-xs font-semibold">
          {staffText.roleLabels[role]}
        </span>
      ) : null}
    </div>
  );
}
