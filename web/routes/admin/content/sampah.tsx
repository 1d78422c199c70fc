import { revisionsText } from '#common/texts/revisions';

import { ContentEditorScreen } from '../../../components/layout/content-editor-screen.tsx';
import { TrashList } from '../../../features/revisions/trash-list.tsx';

/** /admin/content/sampah (docs/decisions/034): deleted content, restorable for 30 days. */
export function Component() {
  return (
    <ContentEditorScreen title={revisionsText.trashTitle}>
      <TrashList />
    </ContentEditorScreen>
  );
}
