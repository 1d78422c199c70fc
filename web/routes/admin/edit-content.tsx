import { Link } from 'react-router';

import { pagesText } from '#common/texts/pages';

import { ContentEditorScreen } from '../../components/layout/content-editor-screen.tsx';

/** /admin/edit-content (docs/product.md §2): the content menu with the eight editors, plus site settings. */
const ENTRIES = [
  ['aboutPage', '/admin/content/edit-tentang-kami'],
  ['securityPage', '/admin/content/edit-layanan-keamanan'],
  ['cleaningPage', '/admin/content/edit-layanan-kebersihan'],
  ['parkingPage', '/admin/content/edit-layanan-parkir'],
  ['cards', '/admin/content/edit-card'],
  ['testimonies', '/admin/content/edit-testimoni'],
  ['faqs', '/admin/content/edit-faqs'],
  ['tenants', '/admin/content/edit-tenant'],
  ['siteSettings', '/admin/content/edit-pengaturan'],
  ['privacyPage', '/admin/content/edit-kebijakan-privasi'],
  ['trash', '/admin/content/sampah'],
] as const satisfies ReadonlyArray<readonly [keyof typeof pagesText.menu, string]>;

export function Component() {
  return (
    <ContentEditorScreen
      title={pagesText.contentMenuTitle}
      intro={pagesText.contentMenuIntro}
      deniedText={pagesText.contentMenuDenied}
    >
      <nav aria-label={pagesText.contentMenuTitle}>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {ENTRIES.map(([key, to]) => (
            <li key={key}>
              <Link
                to={to}
                className="hover:border-brand-300 focus-visible:outline-brand-700 flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                <span className="text-lg font-semibold text-slate-900">{pagesText.menu[key]}</span>
                <span className="mt-1 text-sm text-slate-600">{pagesText.menuHints[key]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </ContentEditorScreen>
  );
}
