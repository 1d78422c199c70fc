import { CONTENT_ROLES } from '#common/roles';
import { pagesText } from '#common/texts/pages';
import { privacyText } from '#common/texts/privacy';

import { RequireRole } from '../../../components/layout/require-role.tsx';
import { PageEditor } from '../../../features/pages/page-editor.tsx';

/**
 * /admin/content/edit-kebijakan-privasi (issue 9): the privacy notice. Saving changed text makes a
 * new notice version, so applicants consent again at their next application.
 */
export function Component() {
  return (
    <RequireRole
      allowed={CONTENT_ROLES}
      redirectTo="/admin"
      deniedText={pagesText.contentMenuDenied}
    >
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">{privacyText.editorTitle}</h1>
        <PageEditor slug="kebijakan-privasi" defaultTitle={privacyText.pageTitle} />
      </div>
    </RequireRole>
  );
}
