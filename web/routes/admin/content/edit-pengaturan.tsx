import { CONTENT_ROLES } from '#common/roles';
import { siteSettingsText } from '#common/texts/site-settings';

import { RequireRole } from '../../../components/layout/require-role.tsx';
import { SiteSettingsEditor } from '../../../features/site-settings/site-settings-editor.tsx';

/** /admin/content/edit-pengaturan: company contact data (issue 3). Same roles as the other editors. */
export function Component() {
  return (
    <RequireRole allowed={CONTENT_ROLES} redirectTo="/admin">
      <div className="space-y-6">
        <header>
          <h1 className="text-2xl font-bold text-slate-900">{siteSettingsText.editorTitle}</h1>
          <p className="mt-1 text-slate-600">{siteSettingsText.editorIntro}</p>
        </header>
        <SiteSettingsEditor />
      </div>
    </RequireRole>
  );
}
