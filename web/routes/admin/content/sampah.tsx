import { revisionsText } from '#common/texts/revisions';

import { ContentEditorScreen } from '../../../components/layout/content-editor-screen.tsx';
import { TrashList } from '../../../features/revisions/trash-list.tsx';

/** /admin/content/sampah (issue 19): deleted content, restorable for 30 days. */
export function Component() {
  return (
    <ContentEditorScreen title={revisionsText.trashTitle}>
      <TrashList />
    </ContentEditorScreen>
  );
}
