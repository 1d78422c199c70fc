import { CONTENT_ROLES } from '#common/roles';
import { pagesText } from '#common/texts/pages';

import { RequireRole } from '../../../components/layout/require-role.tsx';
import { PageEditor } from '../../../features/pages/page-editor.tsx';

/** /admin/content/edit-tentang-kami (SPEC §2): title read-only, rich-text body. */
export function Component() {
  return (
    <RequireRole
      allowed={CONTENT_ROLES}
      redirectTo="/admin"
      deniedText={pagesText.contentMenuDenied}
    >
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">{pagesText.aboutEditorTitle}</h1>
        <PageEditor slug="tentang-kami" defaultTitle="Tentang Kami" />
      </div>
    </RequireRole>
  );
}
