import { applicantsText } from '#common/texts/applicants';
import { pagesText, richTextText } from '#common/texts/pages';
import { recruitingText } from '#common/texts/recruiting';
import { staffText } from '#common/texts/staff';

/**
 * The browser tab of every staff screen reads '<screen> — Sigap Admin' (docs/decisions/042), so
 * a user with several tabs open finds the right one. Screens whose route declares no title of its
 * own are named here by path.
 */
export const STAFF_SITE_NAME = 'Sigap Admin';

const BY_PATH: Record<string, string> = {
  '/admin': staffText.menuKontak,
  '/admin/kontak': staffText.menuKontak,
  '/admin/pelamar': staffText.menuPelamar,
  '/admin/statistik': recruitingText.statsNav,
  '/admin/edit-content': pagesText.contentMenuTitle,
  '/admin/content/edit-tentang-kami': pagesText.menu.aboutPage,
  '/admin/content/edit-layanan-keamanan': pagesText.menu.securityPage,
  '/admin/content/edit-layanan-kebersihan': pagesText.menu.cleaningPage,
  '/admin/content/edit-layanan-parkir': pagesText.menu.parkingPage,
  '/admin/content/edit-card': pagesText.menu.cards,
  '/admin/content/edit-testimoni': pagesText.menu.testimonies,
  '/admin/content/edit-faqs': pagesText.menu.faqs,
  '/admin/content/edit-tenant': pagesText.menu.tenants,
  '/admin/content/edit-pengaturan': pagesText.menu.siteSettings,
  '/admin/content/edit-kebijakan-privasi': pagesText.menu.privacyPage,
  '/admin/content/sampah': pagesText.menu.trash,
};

/** The screen's name by its path, when its route does not give one. */
export function staffScreenTitle(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (BY_PATH[path]) return BY_PATH[path];
  if (/^\/admin\/pelamar\/\d+$/.test(path)) return applicantsText.detailTitle;
  if (path.startsWith('/admin/content/pratinjau/')) return richTextText.preview;
  return undefined;
}

/** '<title> — Sigap Admin', or the area's name alone. */
export const staffTabTitle = (title: string | undefined) =>
  title ? `${title} — ${STAFF_SITE_NAME}` : STAFF_SITE_NAME;
