import { pagesText } from '#common/texts/pages';
import { privacyText } from '#common/texts/privacy';

import { ContentEditorScreen } from '../../../components/layout/content-editor-screen.tsx';
import { PageEditor } from '../../../features/pages/page-editor.tsx';
import { RevisionHistory } from '../../../features/revisions/revision-history.tsx';

/**
 * /admin/content/edit-kebijakan-privasi (docs/decisions/022): the privacy notice. Saving changed text makes a
 * new notice version, so applicants consent again at their next application.
 */
export function Component() {
  return (
    <ContentEditorScreen title={privacyText.editorTitle} deniedText={pagesText.contentMenuDenied}>
      <PageEditor slug="kebijakan-privasi" defaultTitle={privacyText.pageTitle} />
      <RevisionHistory
        entity="page"
        itemId="kebijakan-privasi"
        contentKey={['page-draft', 'kebijakan-privasi']}
      />
    </ContentEditorScreen>
  );
}
