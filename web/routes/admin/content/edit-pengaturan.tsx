import { siteSettingsText } from '#common/texts/site-settings';

import { ContentEditorScreen } from '../../../components/layout/content-editor-screen.tsx';
import { SiteSettingsEditor } from '../../../features/site-settings/site-settings-editor.tsx';

/** /admin/content/edit-pengaturan: company contact data (issue 3). Same roles as the other editors. */
export function Component() {
  return (
    <ContentEditorScreen title={siteSettingsText.editorTitle} intro={siteSettingsText.editorIntro}>
      <SiteSettingsEditor />
    </ContentEditorScreen>
  );
}
