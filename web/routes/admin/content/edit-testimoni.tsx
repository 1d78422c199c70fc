import { testimoniesText } from '#common/texts/testimonies';

import { ContentEditorScreen } from '../../../components/layout/content-editor-screen.tsx';
import { historyPanel } from '../../../features/revisions/revision-history.tsx';
import { TestimonyEditor } from '../../../features/testimonies/testimony-editor.tsx';

/** /admin/content/edit-testimoni (docs/product.md §2 editors); revisions of the testimony opened (docs/decisions/034). */
export function Component() {
  return (
    <ContentEditorScreen title={testimoniesText.editorTitle}>
      <TestimonyEditor renderHistory={historyPanel('testimony', ['testimonies'])} />
    </ContentEditorScreen>
  );
}
