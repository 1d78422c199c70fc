import { siteSettingsText } from '#common/texts/site-settings';

import { ContentEditorScreen } from '../../../components/layout/content-editor-screen.tsx';
import { historyPanel } from '../../../features/revisions/revision-history.tsx';
import { SiteSettingsEditor } from '../../../features/site-settings/site-settings-editor.tsx';

/** /admin/content/edit-pengaturan: company contact data and its revisions (docs/decisions/034). */
export function Component() {
  return (
    <ContentEditorScreen title={siteSettingsText.editorTitle} intro={siteSettingsText.editorIntro}>
      <SiteSettingsEditor renderHistory={historyPanel('site-settings', ['site-settings'])} />
    </ContentEditorScreen>
  );
}
