import { NavLink } from 'react-router';

import {
  type Role,
  ALL_STAFF_ROLES,
  APPLICANT_VIEW_ROLES,
  CONTENT_ROLES,
  CREDENTIAL_ROLES,
  STAFF_ADMIN_ROLES,
  VACANCY_ROLES,
  hasRole,
} from '#common/roles';
import { apiDocsText } from '#common/texts/api-docs';
import { auditText } from '#common/texts/audit';
import { credentialsText } from '#common/texts/credentials';
import { jobsText } from '#common/texts/jobs';
import { staffText } from '#common/texts/staff';
import { recruitingText } from '#common/texts/recruiting';
import { hiringDaysText } from '#common/texts/hiring-days';
import { vacanciesText } from '#common/texts/vacancies';

import { OutlineIcon } from '../ui/outline-icon.tsx';

/** The admin frame's navigation: the logo, and the links each role may follow, with badges. */

export interface AdminBadges {
  kontak?: number;
  pelamar?: number;
}

interface MenuItem {
  to: string;
  label: string;
  allowed: readonly Role[];
  badge?: keyof AdminBadges;
  /** Its outline icon's path. */
  icon: string;
  /** The people icons' head: the centre of a circle above the path. */
  head?: { cx: number; cy: number };
  /** /admin is the index: only exact matches light it up. */
  end?: boolean;
}

/** The size of every sidebar icon (admin-session.tsx uses it too). */
export const ICON = 'h-5 w-5 shrink-0';

/** docs/product.md §2 sidebar links; docs/product.md §6 says who sees each (the same lists the server's access checks read). */
const MENU: MenuItem[] = [
  {
    to: '/admin',
    label: staffText.menuKontak,
    allowed: ALL_STAFF_ROLES,
    badge: 'kontak',
    end: true,
    icon: 'M4 4h16v12H7l-3 3z',
  },
  {
    to: '/admin/pelamar',
    label: staffText.menuPelamar,
    allowed: APPLICANT_VIEW_ROLES,
    badge: 'pelamar',
    icon: 'M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 7M18 14.8c2 .6 3.2 2.4 3.5 5.2',
    head: { cx: 9, cy: 8 },
  },
  {
    to: '/admin/statistik',
    label: recruitingText.statsNav,
    allowed: APPLICANT_VIEW_ROLES,
    icon: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  },
  {
    to: '/admin/sesi',
    label: hiringDaysText.staffTitle,
    allowed: APPLICANT_VIEW_ROLES,
    icon: 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5',
  },
  {
    to: '/admin/lowongan',
    label: vacanciesText.staffTitle,
    allowed: VACANCY_ROLES,
    icon: 'M4 8h16v11H4z M9 8V5h6v3',
  },
  {
    to: '/admin/kredensial',
    label: credentialsText.menu,
    allowed: CREDENTIAL_ROLES,
    icon: 'M3 6h18v12H3z M6.5 10h5 M6.5 14h7 M15 9.5h3v4.5h-3z',
  },
  {
    to: '/admin/edit-content',
    label: staffText.menuKonten,
    allowed: CONTENT_ROLES,
    icon: 'M4 20h4L19 9l-4-4L4 16z M13.5 6.5l4 4',
  },
  {
    to: '/admin/jobs',
    label: jobsText.menu,
    allowed: STAFF_ADMIN_ROLES,
    icon: 'M4 6h16M4 12h16M4 18h10',
  },
  {
    to: '/admin/register-user',
    label: staffText.menuTambahUser,
    allowed: STAFF_ADMIN_ROLES,
    icon: 'M3 20c.8-3.6 3.6-5.5 7-5.5 1.3 0 2.5.3 3.5.8M18 14v6M15 17h6',
    head: { cx: 10, cy: 8 },
  },
  {
    to: '/admin/audit',
    label: auditText.menu,
    allowed: STAFF_ADMIN_ROLES,
    icon: 'M6 3h9l4 4v14H6z M14 3v5h5 M9 12h7 M9 16h7',
  },
  {
    to: '/admin/api',
    label: apiDocsText.menu,
    allowed: STAFF_ADMIN_ROLES,
    icon: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  },
];

/** Closed outlines (ending in z) get round corners, open strokes round ends. */
function MenuIcon({ d, head }: { d: string; head?: MenuItem['head'] }) {
  const isClosed = d.includes('z');
  return (
    <OutlineIcon className={ICON}>
      {head ? <circle {...head} r="3.5" /> : null}
      <path
        d={d}
        strokeLinecap={isClosed ? undefined : 'round'}
        strokeLinejoin={isClosed ? 'round' : undefined}
      />
    </OutlineIcon>
  );
}

/** A sidebar link's classes; `isCompact` when the sidebar shows icons only. */
export const sidebarLinkClass =
  (isCompact: boolean) =>
  ({ isActive }: { isActive: boolean }) =>
    `relative flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition ${
      isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'
    } ${isCompact ? 'justify-center' : ''}`;

function Badge({ count, isCompact }: { count?: number; isCompact: boolean }) {
  if (!count) return null;
  const text = count > 99 ? '99+' : String(count);
  return (
    <span
      className={`${isCompact ? 'absolute top-1 right-1 min-w-5 px-1 text-[10px]' : 'ml-auto min-w-6 px-1.5 text-xs'} rounded-full bg-red-700 py-0.5 text-center leading-4 font-bold text-white`}
    >
      {text}
      <span className="sr-only"> {staffText.newBadge(count)}</span>
    </span>
  );
}

/** Logo: docs/product.md §2 "the logo scrolls to the home section" = the public site's hero (#home). */
export function Logo({ isCompact }: { isCompact: boolean }) {
  return (
    <a
      href="/#home"
      className="focus-visible:outline-accent-400 flex items-center gap-3 rounded-lg px-1 py-1 focus-visible:outline-2"
      title={staffText.logoHome}
      // The visible words first (WCAG 2.5.3), then where it goes.
      aria-label={`Sigap ${staffText.adminPanel}, ${staffText.logoHome}`}
    >
      <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9 shrink-0" />
      <span className={isCompact ? 'sr-only' : 'leading-tight'}>
        <span className="block text-lg font-extrabold tracking-tight text-white">Sigap</span>{' '}
        <span className="text-brand-200 block text-xs">{staffText.adminPanel}</span>
      </span>
    </a>
  );
}

/** docs/product.md §2 sidebar links the signed-in role may follow, with their badges. */
export function AdminNav({
  role,
  badges,
  isCompact,
  onNavigate,
}: {
  role: Role | null;
  badges: AdminBadges;
  isCompact: boolean;
  onNavigate?: () => void;
}) {
  const linkClass = sidebarLinkClass(isCompact);
  return (
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
          <MenuIcon d={item.icon} head={item.head} />
          <span className={isCompact ? 'sr-only' : ''}>{item.label}</span>
          {item.badge ? <Badge count={badges[item.badge]} isCompact={isCompact} /> : null}
        </NavLink>
      ))}
    </nav>
  );
}
