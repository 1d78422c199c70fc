import type { Locator, Page } from '@playwright/test';

/**
 * Every screen the accessibility sweep checks (e2e/a11y/axe.spec.ts), in ONE list: add a route
 * here and it is checked at 375 and 1280 px for everyone in `who`. `:applicantId` in a path is
 * the application the sweep makes first (with an interview date, a note and documents),
 * `:vacancySlug` the open vacancy it makes.
 */

export const STAFF_ROLES = ['hrd', 'admin', 'editor', 'bos', 'superadmin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Who looks: a visitor, an applicant without and with an application, or a staff role. */
export type Who = 'visitor' | 'applicant' | 'applicant-applied' | StaffRole;

export const WIDTHS = [375, 1280] as const;

export interface ScreenState {
  /** Said in the failure message: 'logout confirmation'. */
  name: string;
  /** Opens the dialog (or menu); the sweep checks the page, then presses Escape. */
  open: (page: Page) => Promise<void>;
  /** Only at these widths (the drawer exists below 768 px only). */
  widths?: readonly number[];
}

export interface Screen {
  path: string;
  who: readonly Who[];
  /** What is on screen once it has loaded; default: its level-1 heading. */
  ready?: (page: Page) => Locator;
  states?: readonly ScreenState[];
}

const ALL_STAFF: readonly Who[] = STAFF_ROLES;
const APPLICANT_VIEWERS: readonly Who[] = ['hrd', 'admin', 'bos', 'superadmin'];
const VACANCY_MANAGERS: readonly Who[] = ['hrd', 'admin', 'superadmin'];
const CREDENTIAL_READERS: readonly Who[] = ['hrd', 'admin', 'superadmin'];
const CONTENT_EDITORS: readonly Who[] = ['admin', 'editor', 'superadmin'];
const SUPERADMIN: readonly Who[] = ['superadmin'];

/** The menu of a phone-width screen, opened; `opened` is what shows once it is open. */
const phoneMenu = (name: string, opened: (page: Page) => Locator): ScreenState => ({
  name,
  widths: [375],
  open: async (page) => {
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await opened(page).waitFor();
  },
});

const publicMenu = phoneMenu('mobile menu', (page) =>
  page.getByRole('button', { name: 'Tutup menu' }),
);
const adminDrawer = phoneMenu('menu drawer', (page) => page.getByRole('dialog'));

/** A state that `action` opens, ready once the dialog named `dialog` shows. */
const dialogState = (
  name: string,
  dialog: string,
  action: (page: Page) => Promise<void>,
  widths?: readonly number[],
): ScreenState => ({
  name,
  widths,
  open: async (page) => {
    await action(page);
    await page.getByRole('dialog', { name: dialog }).waitFor();
  },
});

const logoutConfirmation = dialogState(
  'logout confirmation',
  'Apakah anda ingin Logout?',
  (page) => page.getByRole('button', { name: 'Logout' }).click(),
  [1280],
);

const deleteConfirmation = (row: (page: Page) => Locator) =>
  dialogState('delete confirmation', 'Yakin ingin menghapus?', (page) =>
    row(page).getByRole('button', { name: /Hapus/ }).first().click(),
  );

const photoLightbox = dialogState('photo lightbox', 'Foto galeri', (page) =>
  page.locator('#galeri img, main ul img').first().click(),
);

const eraseAccountPrompt = dialogState('erase account prompt', 'Hapus akun anda?', (page) =>
  page.getByRole('button', { name: 'Hapus Akun' }).click(),
);

const eligibilityResult: ScreenState = {
  name: "'Cek Kelayakan' result",
  open: async (page) => {
    const check = page.getByRole('region', { name: 'Cek Kelayakan' });
    await check.getByLabel('Tinggi badan (cm)').fill('150');
    await check.getByRole('button', { name: 'Cek' }).click();
    await check.getByText('Hasil').waitFor();
  },
};

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name });

export const SCREENS: readonly Screen[] = [
  // --- public pages ---
  { path: '/', who: ['visitor'], states: [publicMenu] },
  { path: '/tentang-kami', who: ['visitor'] },
  { path: '/layanan/keamanan', who: ['visitor'], states: [photoLightbox] },
  { path: '/layanan/kebersihan', who: ['visitor'] },
  { path: '/layanan/parkir', who: ['visitor'] },
  { path: '/kebijakan-privasi', who: ['visitor'] },
  { path: '/halaman-yang-tidak-ada', who: ['visitor'] },
  { path: '/lowongan', who: ['visitor'] },
  { path: '/lowongan/:vacancySlug', who: ['visitor'], states: [eligibilityResult] },

  // --- logins and the applicant's screens ---
  { path: '/login', who: ['visitor'] },
  { path: '/login-user', who: ['visitor'] },
  { path: '/register-user', who: ['visitor'] },
  { path: '/lupa-password', who: ['visitor'] },
  { path: '/reset-password?token=tidak-berlaku', who: ['visitor'] },
  { path: '/career', who: ['applicant', 'applicant-applied'], states: [eraseAccountPrompt] },
  { path: '/career/detail', who: ['applicant-applied'] },
  // The form of a vacancy with requirements: NIK, KTP and credentials (docs/decisions/046).
  { path: '/career?lowongan=:vacancySlug', who: ['applicant'] },

  // --- staff screens ---
  { path: '/admin', who: ALL_STAFF, states: [adminDrawer, logoutConfirmation] },
  { path: '/admin/pelamar', who: APPLICANT_VIEWERS },
  { path: '/admin/pelamar/:applicantId', who: APPLICANT_VIEWERS },
  { path: '/admin/statistik', who: APPLICANT_VIEWERS },
  { path: '/admin/lowongan', who: VACANCY_MANAGERS },
  { path: '/admin/kredensial', who: CREDENTIAL_READERS },
  { path: '/admin/edit-content', who: CONTENT_EDITORS },
  { path: '/admin/content/edit-tentang-kami', who: CONTENT_EDITORS },
  { path: '/admin/content/edit-layanan-keamanan', who: CONTENT_EDITORS },
  { path: '/admin/content/edit-layanan-kebersihan', who: CONTENT_EDITORS },
  { path: '/admin/content/edit-layanan-parkir', who: CONTENT_EDITORS },
  { path: '/admin/content/edit-card', who: CONTENT_EDITORS },
  { path: '/admin/content/edit-testimoni', who: CONTENT_EDITORS },
  {
    path: '/admin/content/edit-faqs',
    who: CONTENT_EDITORS,
    states: [deleteConfirmation((page) => page.getByRole('main'))],
  },
  { path: '/admin/content/edit-tenant', who: CONTENT_EDITORS },
  { path: '/admin/content/edit-pengaturan', who: CONTENT_EDITORS },
  { path: '/admin/content/edit-kebijakan-privasi', who: CONTENT_EDITORS },
  { path: '/admin/content/sampah', who: CONTENT_EDITORS },
  { path: '/admin/jobs', who: SUPERADMIN },
  { path: '/admin/register-user', who: SUPERADMIN },
  { path: '/admin/audit', who: SUPERADMIN },
  { path: '/admin/api', who: SUPERADMIN },
  { path: '/admin/password', who: ALL_STAFF },
  { path: '/admin/keamanan', who: ALL_STAFF },
];

export const readyLocator = (screen: Screen, page: Page) =>
  (screen.ready ?? heading(/./))(page).first();
